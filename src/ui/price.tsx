import { formatNumber } from '../i18n/format';
import { cx } from './class-names';
import * as styles from './price.module.css';
import { uiText, type UiLang } from './ui-text';

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

export interface PriceProps {
  /** Amount in yuan. */
  amount: number;
  /** Earlier price, shown struck through. */
  original?: number | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  lang?: UiLang;
  /** Spoken before the struck-through price ("原价" / "Original price"). */
  originalLabel?: string;
  /** Spoken before the current price when an original is shown ("价格" / "Price"). */
  currentLabel?: string;
  className?: string;
}

export function Price({
  amount,
  original,
  size = 'md',
  lang = 'zh-CN',
  originalLabel,
  currentLabel,
  className,
}: PriceProps) {
  const now = priceParts(amount, lang);
  const hasOriginal = original != null && original !== amount;
  return (
    <span className={cx(styles.price, styles[size], className)} lang={lang}>
      <span className={styles.current}>
        {hasOriginal && <span className="visually-hidden">{(currentLabel ?? uiText(lang, 'price')) + ' '}</span>}
        {now.prefix && <span className={styles.prefix}>{now.prefix}</span>}
        <span className={styles.number}>{now.number}</span>
        {now.unit && <span className={styles.unit}>{now.unit}</span>}
      </span>
      {hasOriginal && (
        <span className={styles.original}>
          <span className="visually-hidden">{(originalLabel ?? uiText(lang, 'originalPrice')) + ' '}</span>
          <s>{formatPrice(original, lang)}</s>
        </span>
      )}
    </span>
  );
}
