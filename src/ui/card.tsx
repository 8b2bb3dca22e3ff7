import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; 'article' for self-contained items such as a car in a list. */
  as?: 'div' | 'article' | 'li' | 'section';
  padding?: 'none' | 'sm' | 'md';
  /** Lift on hover/press: use when the whole card is one link (put the link inside). */
  interactive?: boolean;
  children: ReactNode;
}

export function Card({ as: Tag = 'div', padding = 'md', interactive = false, className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={cx(styles.card, styles[`pad-${padding}`], interactive && styles.interactive, className)}>
      {children}
    </Tag>
  );
}
