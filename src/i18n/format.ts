// Prices, mileage and dates per locale. Both languages use the same digits and separators, so prices,
// mileage, numbers, dates and months are formatted by hand exactly as Intl would (the property tests in
// tests/i18n/format.property.test.ts compare them): a phone's first Intl formatter loads its locale and
// time-zone data, a long task on the first render of every list. English date-times and values outside
// the simple ranges go through Intl.

import type { Locale } from './i18n';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** China has kept UTC+8 without daylight saving since 1992; earlier or absurd dates go through Intl. */
const SIMPLE_DATES = { from: Date.UTC(1992, 0, 1), to: Date.UTC(10000, 0, 1) - SHANGHAI_OFFSET_MS };

/**
 * Intl's zh-CN number (grouped, at most `maxFraction` decimals, trailing zeros dropped), or null. Like
 * Intl it rounds the shortest decimal that reads back as the value (String(value)), half away from zero.
 */
function plainNumber(value: number, maxFraction: number): string | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text) || text.length > 24) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return decimalText(value < 0 || Object.is(value, -0), whole, fraction, maxFraction);
}

/** Rounds the decimal whole.fraction half away from zero to `maxFraction` places, grouped, zeros dropped. */
function decimalText(negative: boolean, whole: string, fraction: string, maxFraction: number): string {
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if ((fraction[maxFraction] ?? '0') >= '5') {
    // Add one unit in the last kept place, carrying through nines.
    let carried = '';
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === '9') {
      carried = `0${carried}`;
      i--;
    }
    digits = i < 0 ? `1${carried}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${carried}`;
  }
  const integer = (digits.slice(0, digits.length - maxFraction) || '0').replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(digits.length - maxFraction).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface ShanghaiTime {
  year: number;
  month: number;
  day: number;
  hours: string;
  minutes: string;
}

function shanghaiParts(date: Date): ShanghaiTime | null {
  const time = date.getTime();
  if (time < SIMPLE_DATES.from || time >= SIMPLE_DATES.to) return null;
  const local = new Date(time + SHANGHAI_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hours: pad(local.getUTCHours()),
    minutes: pad(local.getUTCMinutes()),
  };
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', ...options });
    cache.set(key, format);
  }
  return format;
}

/** Yuan: "12.58万" in Chinese (prices of cars are read in 万), "¥125,800" in English. */
export function formatPrice(yuan: number | null | undefined, locale: Locale): string {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return '—';
  if (locale === 'zh-CN' && Math.abs(yuan) >= 10_000) {
    return `${plainNumber(yuan / 10_000, 2) ?? numberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(yuan / 10_000)}万`;
  }
  const amount = plainNumber(Math.abs(yuan), 0);
  if (amount !== null) return `${yuan < 0 || Object.is(yuan, -0) ? '-' : ''}¥${amount}`;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(yuan);
}

/**
 * Yuan always in full ("¥7,169", "¥102,000"): for a field whose value moves (the loan calculator), so
 * its unit never switches between ¥ and 万 as the amount crosses 10,000.
 */
export function formatYuan(yuan: number | null | undefined, locale: Locale): string {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return '—';
  const amount = plainNumber(Math.abs(yuan), 0);
  if (amount !== null) return `${yuan < 0 || Object.is(yuan, -0) ? '-' : ''}¥${amount}`;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(yuan);
}

/** Kilometres: "3.2万公里" / "32,000 km". */
export function formatMileage(km: number | null | undefined, locale: Locale): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return '—';
  if (locale === 'zh-CN') {
    return km >= 10_000
      ? `${plainNumber(km / 10_000, 1) ?? numberFormat(locale, { maximumFractionDigits: 1 }).format(km / 10_000)}万公里`
      : `${plainNumber(km, 3) ?? numberFormat(locale, {}).format(km)}公里`;
  }
  return `${plainNumber(km, 0) ?? numberFormat(locale, { maximumFractionDigits: 0 }).format(km)} km`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026年11月20日" / "Nov 20, 2026"; '—' for anything that is not a date. */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '—';
  const parts = shanghaiParts(date);
  if (parts)
    return locale === 'zh-CN'
      ? `${parts.year}年${parts.month}月${parts.day}日`
      : `${EN_MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}`;
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** "2019年5月" / "May 2019": registration dates. */
export function formatMonth(value: string | null | undefined, locale: Locale): string {
  const date = toDate(value && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);
  if (!date) return '—';
  const parts = shanghaiParts(date);
  if (parts)
    return locale === 'zh-CN' ? `${parts.year}年${parts.month}月` : `${EN_MONTHS[parts.month - 1]} ${parts.year}`;
  return dateFormat(locale, { year: 'numeric', month: 'short' }).format(date);
}

export function formatDateTime(value: string | number | Date | null | undefined, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '—';
  const parts = locale === 'zh-CN' ? shanghaiParts(date) : null;
  if (parts) return `${parts.year}年${parts.month}月${parts.day}日 ${parts.hours}:${parts.minutes}`;
  return dateFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export function formatNumber(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return plainNumber(value, 3) ?? numberFormat(locale, {}).format(value);
}

/** A rate as a percentage with at most two decimals: 0.0299 → "2.99%" (the same in both languages). */
export function formatPercent(rate: number | null | undefined, locale: Locale): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '—';
  const text = String(Math.abs(rate));
  if (/^\d+(\.\d+)?$/.test(text) && text.length <= 24) {
    // Move the decimal point two places in the decimal text itself: rate * 100 would add binary noise.
    const [whole = '0', fraction = ''] = text.split('.');
    const padded = fraction.padEnd(2, '0');
    return `${decimalText(rate < 0 || Object.is(rate, -0), whole + padded.slice(0, 2), padded.slice(2), 2)}%`;
  }
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}
