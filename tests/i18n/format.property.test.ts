// Chinese formatting is done by hand (no Intl on a list's first render); it must say exactly what Intl
// says. Each property compares it with Intl itself over random values, edge cases included.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMileage, formatMonth, formatNumber, formatPrice } from '../../src/i18n/format';

const zh = 'zh-CN' as const;
const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(zh, options);
const date = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(zh, { timeZone: 'Asia/Shanghai', ...options });

const intlPrice = (yuan: number) =>
  Math.abs(yuan) >= 10_000
    ? `${number({ maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(yuan / 10_000)}万`
    : number({ style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(yuan);
const intlMileage = (km: number) =>
  km >= 10_000 ? `${number({ maximumFractionDigits: 1 }).format(km / 10_000)}万公里` : `${number({}).format(km)}公里`;

const amounts = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
  fc.constantFrom(0, -0, 9_999, 10_000, 10_000.5, 99_995, 125_800, 1_234_567.125, 0.005, -0.004, 1e15, 999_999_999_999_999),
);

const instants = fc.oneof(
  fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
  fc.constantFrom(Date.UTC(1991, 11, 31, 16), Date.UTC(1992, 0, 1), Date.UTC(2026, 10, 19, 16), Date.UTC(2026, 10, 19, 15, 59)),
);

describe('Chinese formatting says what Intl says', () => {
  it('prices', () => {
    fc.assert(fc.property(amounts, (yuan) => {
        expect(formatPrice(yuan, zh)).toBe(intlPrice(yuan));
      }), { numRuns: 2000 });
  });

  it('mileage', () => {
    fc.assert(fc.property(amounts, (km) => {
        expect(formatMileage(km, zh)).toBe(intlMileage(km));
      }), { numRuns: 2000 });
  });

  it('plain numbers', () => {
    fc.assert(fc.property(amounts, (value) => {
        expect(formatNumber(value, zh)).toBe(number({}).format(value));
      }), { numRuns: 2000 });
  });

  it('dates, months and date-times in Shanghai time, across midnight and across 1992', () => {
    fc.assert(
      fc.property(instants, (time) => {
        const at = new Date(time);
        expect(formatDate(at, zh)).toBe(date({ year: 'numeric', month: 'short', day: 'numeric' }).format(at));
        expect(formatMonth(at.toISOString(), zh)).toBe(date({ year: 'numeric', month: 'short' }).format(at));
        expect(formatDateTime(time, zh)).toBe(date({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at));
      }),
      { numRuns: 2000 },
    );
  });

  it('registration months written YYYY-MM', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const text = `${year}-${String(month).padStart(2, '0')}`;
        expect(formatMonth(text, zh)).toBe(date({ year: 'numeric', month: 'short' }).format(new Date(`${text}-01`)));
      }),
    );
  });

  it('nothing that is not a value becomes one', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(value, zh)).toBe('—');
      expect(formatMileage(value, zh)).toBe('—');
      expect(formatNumber(value, zh)).toBe('—');
    }
    expect(formatDate('not a date', zh)).toBe('—');
    expect(formatMonth('2019-13', zh)).toBe('—');
  });
});
