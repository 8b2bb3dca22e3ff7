import { cx } from './class-names';
import * as styles from './price.module.css';
import { formatPrice, priceParts, shownOriginal } from './price-parts';
import { uiText, type UiLang } from './ui-text';

export { formatPrice, priceParts, shownOriginal, type PriceParts } from './price-parts';

export interface PriceProps {
  /** Amount in yuan. */
  amount: number;
  /** Earlier price, shown struck through when it is above `amount` (shownOriginal). */
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
  const earlier = shownOriginal(amount, original);
  const hasOriginal = earlier !== null;
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
          <s>{formatPrice(earlier, lang)}</s>
        </span>
      )}
    </span>
  );
}
