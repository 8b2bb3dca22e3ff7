import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Solid background instead of the soft tint. */
  solid?: boolean;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', solid = false, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.badge, styles[tone], solid && styles.solid, className)}>
      {children}
    </span>
  );
}
