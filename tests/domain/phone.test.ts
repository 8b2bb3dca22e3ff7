import { describe, expect, it } from 'vitest';
import { dialablePhone, mobileNumberError, normalizeMobile, telHref } from '../../src/domain/phone';
import { validateSellCarField, emptySellCarForm } from '../../src/domain/sell-car-form';
import { maskMobile, validateViewingField, emptyViewingForm } from '../../src/domain/viewing';

describe('dialablePhone', () => {
  it.each([
    ['135****7170', null],
    ['135xxxx7170', null],
    ['135••••7170', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['1357170', '1357170'],
    ['13812345678', '13812345678'],
    ['0571-8888 6000', '057188886000'],
    ['(0571) 8888.6000', '057188886000'],
    ['+86 138 1234 5678', '+8613812345678'],
    ['1234', null],
    ['tel:13812345678', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (value, expected) => {
    expect(dialablePhone(value)).toBe(expected);
  });

  it('a masked number has no tel: address', () => {
    expect(telHref('135****7170')).toBeNull();
    expect(telHref('13812345678')).toBe('tel:13812345678');
  });
});

describe('mobileNumberError', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['1381234567', 'phone'],
    ['12812345678', 'phone'],
    ['138 1234 5678', null],
    ['13812345678', null],
    ['+8613812345678', null],
    ['+86 138 1234 5678', null],
    ['138-1234-5678', null],
    ['0086 138-1234-5678', null],
    ['(+86) 138.1234.5678', null],
    ['+8612812345678', 'phone'],
    ['+1 415 555 0100', 'phone'],
  ])('%j → %j', (value, expected) => {
    expect(mobileNumberError(value)).toBe(expected);
  });

  it('sends one number however it was typed, and the booking and the sell form accept it alike', () => {
    for (const typed of ['+8613812345678', '+86 138 1234 5678', '138-1234-5678', ' 13812345678 ']) {
      expect(normalizeMobile(typed)).toBe('13812345678');
      expect(maskMobile(typed)).toBe('138****5678');
      const booking = validateViewingField('phone', { ...emptyViewingForm, phone: typed }, new Date(), null);
      const selling = validateSellCarField('phone', { ...emptySellCarForm, phone: typed }, null, 2026);
      expect([booking, selling]).toEqual([null, null]);
    }
    // What is not a mainland mobile stays as it is, for the check to refuse.
    expect(normalizeMobile('+1 415 555 0100')).toBe('+14155550100');
  });

  it('is the sell form’s phone rule', () => {
    for (const phone of ['', '123', '13812345678', '138 1234 5678', '+8613812345678']) {
      expect(validateSellCarField('phone', { ...emptySellCarForm, phone }, null, 2026)).toBe(mobileNumberError(phone));
    }
  });
});
