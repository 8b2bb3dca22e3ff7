import { cx } from './class-names';
import * as styles from './spinner.module.css';
import { uiText, type UiLang } from './ui-text';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; pass `null` when the spinner sits inside something that already announces. */
  label?: string | null;
  lang?: UiLang;
  className?: string;
}

export function Spinner({ size = 'md', label, lang, className }: SpinnerProps) {
  const name = label === null ? undefined : (label ?? uiText(lang, 'loading'));
  return (
    <span
      className={cx(styles.spinner, styles[size], className)}
      role={name ? 'status' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
    />
  );
}
