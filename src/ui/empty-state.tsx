import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** Decorative picture (an <img alt=""> or an Icon). */
  illustration?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  /** Usually a Button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ illustration, title, body, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, className)}>
      {illustration && (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      )}
      <p className={styles.title}>{title}</p>
      {body && <p className={styles.body}>{body}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
