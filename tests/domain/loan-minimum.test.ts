// The down-payment rule (src/domain/loan.ts) and the calculator's one unit per field (src/i18n/format.ts).

import { describe, expect, it } from 'vitest';
import { settings } from '../../src/config/env';
import { checkDownPayment, initialDownPayment } from '../../src/domain/loan';
import { formatPrice, formatYuan } from '../../src/i18n/format';

describe('down payment minimum', () => {
  it('is 20 % by default (MIN_DOWN_PAYMENT)', () => {
    expect(settings.minDownPaymentRatio).toBe(0.2);
  });

  it('refuses less than the minimum, takes the minimum itself, and flags what is not a share', () => {
    expect(checkDownPayment(0, 0.2)).toBe('belowMinimum');
    expect(checkDownPayment(0.199, 0.2)).toBe('belowMinimum');
    expect(checkDownPayment(0.2, 0.2)).toBeNull();
    expect(checkDownPayment(20.000000001 / 100, 0.2)).toBeNull();
    expect(checkDownPayment(1, 0.2)).toBeNull();
    expect(checkDownPayment(1.2, 0.2)).toBe('invalid');
    expect(checkDownPayment(null, 0.2)).toBe('invalid');
    expect(checkDownPayment(Number.NaN, 0.2)).toBe('invalid');
    expect(checkDownPayment(0, 0)).toBeNull();
  });

  it('starts the calculator at the quoted 30 %, or at a minimum above it', () => {
    expect(initialDownPayment(0.2)).toBe(0.3);
    expect(initialDownPayment(0.4)).toBe(0.4);
    expect(initialDownPayment(Number.NaN)).toBe(0.3);
  });
});

describe('one unit style per field', () => {
  it('full yuan on both sides of ten thousand, where the price style switches to 万', () => {
    expect(formatYuan(7169, 'zh-CN')).toBe('¥7,169');
    expect(formatYuan(10_200, 'zh-CN')).toBe('¥10,200');
    expect(formatYuan(10_200, 'en')).toBe('¥10,200');
    expect(formatPrice(10_200, 'zh-CN')).toBe('1.02万');
    expect(formatYuan(Number.NaN, 'zh-CN')).toBe('—');
  });
});
