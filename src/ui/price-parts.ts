// How an amount of yuan is shown: the parts the Price component lays out. Pure (no React, no styles),
// so the early paint (src/early) shows a price exactly as the page's first render will.

import { formatNumber } from '../i18n/format';
import type { UiLang } from './ui-text';

export interface PriceParts {
  /** Currency sign before the number (en), or '' */
  prefix: string;
  number: string;
  /** Unit after the number: '万' or '元' in zh-CN, '' in en */
  unit: string;
}

/**
 * Splits a yuan amount into display parts. zh-CN shows amounts from 10,000 in 万 with up to two
 * decimals (125800 → "12.58万"), smaller ones in 元; en shows the full amount ("¥125,800").
 */
export function priceParts(amount: number, lang: UiLang = 'zh-CN'): PriceParts {
  if (lang === 'en') {
    return { prefix: '¥', number: formatNumber(Math.round(amount), 'en'), unit: '' };
  }
  if (Math.abs(amount) >= 10000) {
    const wan = Math.round(amount / 100) / 100;
    return { prefix: '', number: String(Number(wan.toFixed(2))), unit: '万' };
  }
  return { prefix: '', number: formatNumber(Math.round(amount), 'zh-CN'), unit: '元' };
}

export function formatPrice(amount: number, lang: UiLang = 'zh-CN'): string {
  const p = priceParts(amount, lang);
  return `${p.prefix}${p.number}${p.unit}`;
}

/**
 * The earlier price worth striking through beside `current`: a finite amount above it. None, the same
 * amount, a lower one or a malformed one shows no "original" (a struck-through price below today's
 * would tell the buyer the car got dearer as if it were a saving).
 */
export function shownOriginal(current: number, original: number | null | undefined): number | null {
  return typeof original === 'number' && Number.isFinite(original) && original > current ? original : null;
}
