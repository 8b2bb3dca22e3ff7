// Prices, mileage, numbers, dates and months are formatted by hand (no Intl on a list's first render);
// they must say exactly what Intl says. Each property compares them with Intl itself over random values,
// edge cases included, in both languages.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMileage,
  formatMonth,
  formatNumber,
  formatPercent,
  formatPrice,
} from '../../src/i18n/format';
import type { Locale } from '../../src/i18n/i18n';

const number = (locale: Locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);
const date = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', ...options });
const CURRENCY = {
  style: 'currency',
  currency: 'CNY',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
} as const;

const intlPrice = (yuan: number, locale: Locale) =>
  locale === 'zh-CN' && Math.abs(yuan) >= 10_000
    ? `${number(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(yuan / 10_000)}万`
    : number(locale, CURRENCY).format(yuan);
const intlMileage = (km: number, locale: Locale) => {
  if (locale === 'en') return `${number(locale, { maximumFractionDigits: 0 }).format(km)} km`;
  return km >= 10_000
    ? `${number(locale, { maximumFractionDigits: 1 }).format(km / 10_000)}万公里`
    : `${number(locale, {}).format(km)}公里`;
};

const locales = fc.constantFrom<Locale>('zh-CN', 'en');
const amounts = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
  fc.constantFrom(
    0,
    -0,
    9_999,
    10_000,
    10_000.5,
    99_995,
    125_800,
    1_234_567.125,
    0.005,
    1.005,
    -0.004,
    1e15,
    999_999_999_999_999,
  ),
);
const instants = fc.oneof(
  fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
  fc.constantFrom(
    Date.UTC(1991, 11, 31, 16),
    Date.UTC(1992, 0, 1),
    Date.UTC(2026, 10, 19, 16),
    Date.UTC(2026, 10, 19, 15, 59),
  ),
);
const RUNS = { numRuns: 2000 };

describe('hand-made formatting says what Intl says', () => {
  it('prices', () => {
    fc.assert(
      fc.property(amounts, locales, (yuan, locale) => {
        expect(formatPrice(yuan, locale)).toBe(intlPrice(yuan, locale));
      }),
      RUNS,
    );
  });

  it('mileage', () => {
    fc.assert(
      fc.property(amounts, locales, (km, locale) => {
        expect(formatMileage(km, locale)).toBe(intlMileage(km, locale));
      }),
      RUNS,
    );
  });

  it('plain numbers', () => {
    fc.assert(
      fc.property(amounts, locales, (value, locale) => {
        expect(formatNumber(value, locale)).toBe(number(locale, {}).format(value));
      }),
      RUNS,
    );
  });

  it('rates as percentages', () => {
    const rates = fc.oneof(
      fc.double({ min: -10, max: 10, noNaN: true }),
      fc.integer({ min: 0, max: 100_000 }).map((basis) => basis / 10_000),
      fc.constantFrom(0, -0, 0.0299, 0.00125, 0.045, 0.12345, 1, 0.999999),
    );
    fc.assert(
      fc.property(rates, locales, (rate, locale) => {
        expect(formatPercent(rate, locale)).toBe(
          number(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate),
        );
      }),
      RUNS,
    );
  });

  it('dates and months in Shanghai time, across midnight and across 1992', () => {
    fc.assert(
      fc.property(instants, locales, (time, locale) => {
        const at = new Date(time);
        expect(formatDate(at, locale)).toBe(
          date(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(at),
        );
        expect(formatMonth(at.toISOString(), locale)).toBe(
          date(locale, { year: 'numeric', month: 'short' }).format(at),
        );
      }),
      RUNS,
    );
  });

  it('Chinese date-times (English ones go through Intl)', () => {
    fc.assert(
      fc.property(instants, (time) => {
        const at = new Date(time);
        expect(formatDateTime(time, 'zh-CN')).toBe(
          date('zh-CN', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
            at,
          ),
        );
      }),
      RUNS,
    );
  });

  it('registration months written YYYY-MM', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        locales,
        (year, month, locale) => {
          const text = `${year}-${String(month).padStart(2, '0')}`;
          expect(formatMonth(text, locale)).toBe(
            date(locale, { year: 'numeric', month: 'short' }).format(new Date(`${text}-01`)),
          );
        },
      ),
    );
  });

  it('nothing that is not a value becomes one', () => {
    for (const locale of ['zh-CN', 'en'] as const) {
      for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(formatPrice(value, locale)).toBe('—');
        expect(formatMileage(value, locale)).toBe('—');
        expect(formatNumber(value, locale)).toBe('—');
      }
      expect(formatDate('not a date', locale)).toBe('—');
      expect(formatMonth('2019-13', locale)).toBe('—');
    }
  });
});
