// The sell form's field parts: each field's ids and the error that names its problem, and the select
// fields filled from the dealer's option lists (the stations of the chosen city only).

import { useLocale, useMessages, type Translate } from '../../i18n/i18n';
import {
  MAX_MODEL_OTHER_LENGTH,
  MAX_REMARK_LENGTH,
  type SellCarErrors,
  type SellCarField,
  type SellCarFieldError,
  type SellCarForm,
  type SellCarOption,
  type SellCarOptionLists,
} from '../../domain/sell-car-form';
import { stationsForRegion } from '../../domain/sell-car-options';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import { recycleMessages } from './messages';
import * as styles from './recycle.module.css';

type MessageKey = Parameters<Translate<keyof typeof recycleMessages.zh>>[0];

export const SELECT_FIELDS: Record<
  Exclude<SellCarField, 'name' | 'phone' | 'remark' | 'modelOther'>,
  'carModels' | 'regions' | 'registrationYears' | 'mileageBands' | 'serviceSubstations'
> = {
  model: 'carModels',
  region: 'regions',
  registrationYear: 'registrationYears',
  mileage: 'mileageBands',
  substationId: 'serviceSubstations',
};

export const fieldId = (prefix: string, field: SellCarField) => `${prefix}-${field}`;

/** The ids that describe a field: its hint, when it has one, and its error, when there is one. */
export const describedBy = (prefix: string, errors: SellCarErrors, field: SellCarField, hint?: boolean) =>
  [hint ? `${fieldId(prefix, field)}-hint` : '', errors[field] ? `${fieldId(prefix, field)}-error` : '']
    .filter(Boolean)
    .join(' ') || undefined;

function errorText(t: Translate<MessageKey>, field: SellCarField, error: SellCarFieldError): string {
  const label = t(field as MessageKey);
  switch (error) {
    case 'required':
      return field in SELECT_FIELDS
        ? t('errorRequiredSelect', { field: label })
        : t('errorRequiredText', { field: label });
    case 'nameLength':
      return t('errorNameLength');
    case 'phone':
      return t('errorPhone');
    case 'year':
      return t('errorYear');
    case 'mileage':
      return t('errorMileage');
    case 'unknownOption':
      return t('errorUnknownOption');
    case 'modelOtherLength':
      return t('errorModelOtherLength', { max: MAX_MODEL_OTHER_LENGTH });
    case 'remarkLength':
      return t('errorRemarkLength', { max: MAX_REMARK_LENGTH });
  }
}

/** A field's error line, or nothing when the field is fine. */
export function FieldError({ prefix, field, errors }: { prefix: string; field: SellCarField; errors: SellCarErrors }) {
  const t = useMessages(recycleMessages);
  const error = errors[field];
  return error ? (
    <p id={`${fieldId(prefix, field)}-error`} className={styles.error}>
      <Icon name="warning" size={14} /> {errorText(t, field, error)}
    </p>
  ) : null;
}

export function SelectField({
  prefix,
  field,
  form,
  errors,
  options: lists,
  hint,
  loading,
  disabled,
  onChange,
}: {
  prefix: string;
  field: keyof typeof SELECT_FIELDS;
  form: SellCarForm;
  errors: SellCarErrors;
  options: SellCarOptionLists | null;
  hint?: string;
  loading: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const t = useMessages(recycleMessages);
  const locale = useLocale();
  const all: SellCarOption[] = lists?.[SELECT_FIELDS[field]] ?? [];
  const options = field === 'substationId' ? stationsForRegion(all, form.region) : all;
  const id = fieldId(prefix, field);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(field)}
      </label>
      {loading ? (
        <Skeleton variant="block" height={44} label={t('optionsLoading')} lang={locale} />
      ) : (
        <select
          id={id}
          className={styles.control}
          value={form[field]}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy(prefix, errors, field, Boolean(hint))}
        >
          <option value="">{options.length ? t('choose') : t('noOptions')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError prefix={prefix} field={field} errors={errors} />
    </div>
  );
}
