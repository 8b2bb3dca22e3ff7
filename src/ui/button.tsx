import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './button.module.css';
import { Spinner } from './spinner';
import { uiText, type UiLang } from './ui-text';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
  /** Shows a spinner, disables the button and announces `loadingLabel`. */
  loading?: boolean;
  loadingLabel?: string;
  lang?: UiLang;
  /** Icon before the text (decorative). */
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export type ButtonProps = CommonProps &
  (
    | ({ href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps>)
    | ({ href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps | 'href'>)
  );

export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    block = false,
    loading = false,
    loadingLabel,
    lang,
    icon,
    children,
    className,
    ...rest
  } = props;
  const classes = cx(
    styles.button,
    styles[variant],
    styles[size],
    block && styles.block,
    loading && styles.loading,
    className,
  );
  const content = (
    <>
      {loading ? <Spinner size="sm" label={null} /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      {children != null && <span className={styles.label}>{children}</span>}
      {loading && (
        <span className="visually-hidden" role="status">
          {loadingLabel ?? uiText(lang, 'loading')}
        </span>
      )}
    </>
  );

  if (rest.href !== undefined) {
    const { href, onClick, ...anchorRest } = rest as AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
    return (
      <a
        {...anchorRest}
        href={loading ? undefined : href}
        aria-disabled={loading || undefined}
        aria-busy={loading || anchorRest['aria-busy'] || undefined}
        onClick={loading ? (event) => event.preventDefault() : onClick}
        className={classes}
      >
        {content}
      </a>
    );
  }
  const { type = 'button', disabled, ...buttonRest } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button
      {...buttonRest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || buttonRest['aria-busy'] || undefined}
      className={classes}
    >
      {content}
    </button>
  );
}
