import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** Leading slot, usually a back IconButton or a router link the caller renders. */
  back?: ReactNode;
  /** Trailing slot: share, call… (IconButtons). */
  actions?: ReactNode;
  /** Stick to the top of the scroll area, below the safe-area inset. */
  sticky?: boolean;
  className?: string;
}

export function PageHeader({ title, back, actions, sticky = true, className }: PageHeaderProps) {
  return (
    <header className={cx(styles.header, sticky && styles.sticky, className)}>
      <div className={styles.side}>{back}</div>
      <h1 className={styles.title}>{title}</h1>
      <div className={cx(styles.side, styles.actions)}>{actions}</div>
    </header>
  );
}
