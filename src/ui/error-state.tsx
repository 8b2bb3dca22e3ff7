import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import * as styles from './error-state.module.css';
import { Icon } from './icon';
import { uiText, type UiLang } from './ui-text';

export interface ErrorStateProps {
  title?: ReactNode;
  message?: ReactNode;
  /** When given, a retry button is shown. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry is in flight: the button shows a spinner and is disabled. */
  retrying?: boolean;
  lang?: UiLang;
  className?: string;
}

export function ErrorState({ title, message, onRetry, retryLabel, retrying = false, lang, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cx(styles.error, className)}>
      <Icon name="warning" size={40} className={styles.icon} />
      <p className={styles.title}>{title ?? uiText(lang, 'errorTitle')}</p>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <Button variant="secondary" icon={<Icon name="refresh" />} onClick={onRetry} loading={retrying} lang={lang}>
          {retryLabel ?? uiText(lang, 'retry')}
        </Button>
      )}
    </div>
  );
}
