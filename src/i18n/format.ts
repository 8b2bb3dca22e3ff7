// Prices, mileage and dates through Intl, per locale.

import type { Locale } from './i18n';

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
    return `${numberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(yuan / 10_000)}万`;
  }
  return numberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(yuan);
}

/** Kilometres: "3.2万公里" / "32,000 km". */
export function formatMileage(km: number | null | undefined, locale: Locale): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return '—';
  if (locale === 'zh-CN') {
    return km >= 10_000
      ? `${numberFormat(locale, { maximumFractionDigits: 1 }).format(km / 10_000)}万公里`
      : `${numberFormat(locale, {}).format(km)}公里`;
  }
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(km)} km`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026年11月20日" / "Nov 20, 2026"; '—' for anything that is not a date. */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale): string {
  const date = toDate(value);
  return date ? dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date) : '—';
}

/** "2019年5月" / "May 2019": registration dates. */
export function formatMonth(value: string | null | undefined, locale: Locale): string {
  const date = toDate(value && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);
  return date ? dateFormat(locale, { year: 'numeric', month: 'short' }).format(date) : '—';
}

export function formatDateTime(value: string | number | Date | null | undefined, locale: Locale): string {
  const date = toDate(value);
  return date
    ? dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date)
    : '—';
}

export function formatNumber(value: number | null | undefined, locale: Locale): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : numberFormat(locale, {}).format(value);
}
