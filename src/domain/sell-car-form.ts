// The sell-car form's fields and the checks a seller expects of them (route Recycle), field by field:
// pure rules the sell-car machine (src/machines/sell-car.machine.ts) runs on each edit and submit,
// the screen reads for its field order, and the draft store for the fields it keeps.

import { mobileNumberError } from './phone';
import { OTHER_MODEL } from './sell-car-options';

/** `modelOther` is the seller's own words when the model is "other / not listed" (OTHER_MODEL). */
export const SELL_CAR_FIELDS = [
  'name',
  'phone',
  'model',
  'modelOther',
  'region',
  'registrationYear',
  'mileage',
  'substationId',
  'remark',
] as const;

export type SellCarField = (typeof SELL_CAR_FIELDS)[number];

export type SellCarForm = Record<SellCarField, string>;

export const emptySellCarForm: SellCarForm = {
  name: '',
  phone: '',
  model: '',
  modelOther: '',
  region: '',
  registrationYear: '',
  mileage: '',
  substationId: '',
  remark: '',
};

export interface SellCarOption {
  value: string;
  label: string;
  parent?: string | null;
}

export interface SellCarOptionLists {
  registrationYears: SellCarOption[];
  mileageBands: SellCarOption[];
  serviceSubstations: SellCarOption[];
  carModels: SellCarOption[];
  regions: SellCarOption[];
  /** The brands the models belong to (a model's parent), for the picker's groups. */
  brands?: { id: string; name: string; initial: string }[];
}

export type SellCarFieldError =
  'required' | 'nameLength' | 'phone' | 'year' | 'mileage' | 'unknownOption' | 'modelOtherLength' | 'remarkLength';

export type SellCarErrors = Partial<Record<SellCarField, SellCarFieldError>>;

export const MAX_REMARK_LENGTH = 200;
export const MAX_MODEL_OTHER_LENGTH = 40;
const EARLIEST_YEAR = 1990;

function inOptions(value: string, options: SellCarOption[] | undefined): boolean {
  return !options || options.length === 0 || options.some((option) => option.value === value);
}

/** The checks a seller expects, field by field; no error means the field is fine. */
export function validateSellCarField(
  field: SellCarField,
  form: SellCarForm,
  options: SellCarOptionLists | null,
  currentYear: number,
): SellCarFieldError | null {
  const value = form[field].trim();
  switch (field) {
    case 'name':
      if (!value) return 'required';
      return value.length < 2 || value.length > 20 ? 'nameLength' : null;
    case 'phone':
      return mobileNumberError(value);
    case 'registrationYear': {
      if (!value) return 'required';
      const year = Number(value);
      if (!/^\d{4}$/.test(value) || year < EARLIEST_YEAR || year > currentYear) return 'year';
      return inOptions(value, options?.registrationYears) ? null : 'year';
    }
    case 'mileage':
      if (!value) return 'required';
      return inOptions(value, options?.mileageBands) ? null : 'mileage';
    case 'model':
      if (!value) return 'required';
      return value === OTHER_MODEL || inOptions(value, options?.carModels) ? null : 'unknownOption';
    case 'modelOther':
      if (form.model !== OTHER_MODEL) return null;
      if (!value) return 'required';
      return value.length < 2 || value.length > MAX_MODEL_OTHER_LENGTH ? 'modelOtherLength' : null;
    case 'region':
      if (!value) return 'required';
      return inOptions(value, options?.regions) ? null : 'unknownOption';
    case 'substationId':
      if (!value) return 'required';
      return inOptions(value, options?.serviceSubstations) ? null : 'unknownOption';
    case 'remark':
      return value.length > MAX_REMARK_LENGTH ? 'remarkLength' : null;
  }
}

export function validateSellCar(
  form: SellCarForm,
  options: SellCarOptionLists | null,
  currentYear: number,
): SellCarErrors {
  const errors: SellCarErrors = {};
  for (const field of SELL_CAR_FIELDS) {
    const error = validateSellCarField(field, form, options, currentYear);
    if (error) errors[field] = error;
  }
  return errors;
}

export function firstInvalidField(errors: SellCarErrors): SellCarField | null {
  return SELL_CAR_FIELDS.find((field) => errors[field]) ?? null;
}
