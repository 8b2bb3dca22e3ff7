import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './divider.module.css';

export interface DividerProps {
  /** Text in the middle of the line ("or", a date…). */
  label?: ReactNode;
  /** Vertical space around the line. */
  spacing?: 'none' | 'sm' | 'md' | 'lg';
  className?: string;
}

export function Divider({ label, spacing = 'md', className }: DividerProps) {
  if (label == null) return <hr className={cx(styles.line, styles[spacing], className)} />;
  return (
    <div role="separator" className={cx(styles.labelled, styles[spacing], className)}>
      <span>{label}</span>
    </div>
  );
}
