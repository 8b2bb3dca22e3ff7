import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import * as styles from './error-state.module.css';
import { Icon } from './icon';
import { uiText, type UiLang } from './ui-text';

/**
 * Every screen's load error. The retry button's label and the default explanation are this component's
 * own words (ui-text.ts), so every screen says the same thing the same way; a screen passes a title for
 * what failed, the kind of failure (failureKind in src/graph/errors.ts: a server error is not worded as
 * a network one), and a message only when it knows more (the error presentation table's text, or what
 * is kept).
 */
export interface ErrorStateProps {
  title?: ReactNode;
  /** Defaults to the explanation for the kind of failure. */
  message?: ReactNode;
  /** What failed: the server (HTTP 5xx), the network, or unknown; each is worded differently. */
  kind?: 'server' | 'network' | 'unknown';
  /** When given, a retry button is shown. */
  onRetry?: () => void;
  /** The retry is in flight: the button shows a spinner and is disabled. */
  retrying?: boolean;
  lang?: UiLang;
  className?: string;
}

export function ErrorState({
  title,
  message,
  kind = 'unknown',
  onRetry,
  retrying = false,
  lang,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={cx(styles.error, className)}>
      <Icon name="warning" size={40} className={styles.icon} />
      <p className={styles.title}>{title ?? uiText(lang, 'errorTitle')}</p>
      <p className={styles.message}>
        {message ?? uiText(lang, kind === 'server' ? 'errorServer' : kind === 'network' ? 'errorNetwork' : 'errorBody')}
      </p>
      {onRetry && (
        <Button variant="secondary" icon={<Icon name="refresh" />} onClick={onRetry} loading={retrying} lang={lang}>
          {uiText(lang, 'retry')}
        </Button>
      )}
    </div>
  );
}
