import { describe, expect, it } from 'vitest';
import { dialablePhone, mobileNumberError, telHref } from '../../src/domain/phone';
import { validateSellCarField, emptySellCarForm } from '../../src/domain/sell-car-form';

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
  ])('%j → %j', (value, expected) => {
    expect(mobileNumberError(value)).toBe(expected);
  });

  it('is the sell form’s phone rule', () => {
    for (const phone of ['', '123', '13812345678', '138 1234 5678', '+8613812345678']) {
      expect(validateSellCarField('phone', { ...emptySellCarForm, phone }, null, 2026)).toBe(mobileNumberError(phone));
    }
  });
});
