import { describe, expect, it } from 'vitest';
import {
  emptySellCarForm,
  firstInvalidField,
  MAX_MODEL_OTHER_LENGTH,
  MAX_REMARK_LENGTH,
  validateSellCar,
  validateSellCarField,
  type SellCarField,
  type SellCarForm,
  type SellCarOptionLists,
} from '../../src/domain/sell-car-form';
import { OTHER_MODEL } from '../../src/domain/sell-car-options';

const YEAR = 2026;
const options: SellCarOptionLists = {
  registrationYears: [{ value: '2018', label: '2018' }],
  mileageBands: [{ value: 'm1', label: '1–3万公里' }],
  serviceSubstations: [{ value: 's1', label: '杭州店' }],
  carModels: [{ value: 'c1', label: '宝马 3系', parent: 'b1' }],
  regions: [{ value: 'r1', label: '杭州' }],
};
const valid: SellCarForm = {
  name: '王先生',
  phone: '135 1234 5678',
  model: 'c1',
  modelOther: '',
  region: 'r1',
  registrationYear: '2018',
  mileage: 'm1',
  substationId: 's1',
  remark: '',
};
const check = (field: SellCarField, patch: Partial<SellCarForm>, lists: SellCarOptionLists | null = options) =>
  validateSellCarField(field, { ...valid, ...patch }, lists, YEAR);

describe('the sell-car form checks', () => {
  it('passes a complete form', () => {
    expect(validateSellCar(valid, options, YEAR)).toEqual({});
  });

  it('requires every field but the remark and, unless the model is "other", its own words', () => {
    expect(validateSellCar(emptySellCarForm, options, YEAR)).toEqual({
      name: 'required',
      phone: 'required',
      model: 'required',
      region: 'required',
      registrationYear: 'required',
      mileage: 'required',
      substationId: 'required',
    });
  });

  it('takes a name of 2 to 20 characters, trimmed', () => {
    expect(check('name', { name: ' 王 ' })).toBe('nameLength');
    expect(check('name', { name: '王'.repeat(21) })).toBe('nameLength');
    expect(check('name', { name: ' 王五 ' })).toBeNull();
  });

  it('takes a mainland mobile number, spaces allowed', () => {
    expect(check('phone', { phone: '12345678901' })).toBe('phone');
    expect(check('phone', { phone: '1351234567' })).toBe('phone');
    expect(check('phone', { phone: '13512345678' })).toBeNull();
  });

  it('takes a four-digit year from 1990 to this year, among the offered ones', () => {
    expect(check('registrationYear', { registrationYear: '1989' })).toBe('year');
    expect(check('registrationYear', { registrationYear: '2027' })).toBe('year');
    expect(check('registrationYear', { registrationYear: '18' })).toBe('year');
    expect(check('registrationYear', { registrationYear: '2019' })).toBe('year');
    expect(check('registrationYear', { registrationYear: '2019' }, null)).toBeNull();
  });

  it('takes only offered choices (any choice while the lists have not loaded)', () => {
    expect(check('mileage', { mileage: 'm9' })).toBe('mileage');
    expect(check('model', { model: 'c9' })).toBe('unknownOption');
    expect(check('region', { region: 'r9' })).toBe('unknownOption');
    expect(check('substationId', { substationId: 's9' })).toBe('unknownOption');
    expect(check('model', { model: 'c9' }, null)).toBeNull();
  });

  it('asks for the model in the seller\'s words when it is "other", 2 to 40 characters', () => {
    expect(check('model', { model: OTHER_MODEL })).toBeNull();
    expect(check('modelOther', { model: OTHER_MODEL, modelOther: '' })).toBe('required');
    expect(check('modelOther', { model: OTHER_MODEL, modelOther: '车' })).toBe('modelOtherLength');
    expect(check('modelOther', { model: OTHER_MODEL, modelOther: 'x'.repeat(MAX_MODEL_OTHER_LENGTH + 1) })).toBe(
      'modelOtherLength',
    );
    expect(check('modelOther', { model: OTHER_MODEL, modelOther: '五菱 宏光' })).toBeNull();
    expect(check('modelOther', { model: 'c1', modelOther: '' })).toBeNull();
  });

  it('keeps the remark within 200 characters', () => {
    expect(MAX_REMARK_LENGTH).toBe(200);
    expect(check('remark', { remark: 'x'.repeat(200) })).toBeNull();
    expect(check('remark', { remark: 'x'.repeat(201) })).toBe('remarkLength');
  });

  it('names the first invalid field in the form order', () => {
    expect(firstInvalidField({ mileage: 'required', phone: 'phone' })).toBe('phone');
    expect(firstInvalidField({})).toBeNull();
  });
});
