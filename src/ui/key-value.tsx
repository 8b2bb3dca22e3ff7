import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './key-value.module.css';

export interface KeyValueItem {
  /** Stable key; defaults to the label when it is a string. */
  id?: string;
  label: ReactNode;
  value: ReactNode;
}

export interface KeyValueListProps {
  items: KeyValueItem[];
  /** 'rows': label left, value right; 'grid': stat tiles (value large, label below). */
  layout?: 'rows' | 'grid';
  /** Tiles per row in the grid layout. */
  columns?: 2 | 3 | 4;
  className?: string;
}

export function KeyValueList({ items, layout = 'rows', columns = 3, className }: KeyValueListProps) {
  return (
    <dl className={cx(styles.list, styles[layout], layout === 'grid' && styles[`cols-${columns}`], className)}>
      {items.map((item, i) => (
        <div key={item.id ?? (typeof item.label === 'string' ? item.label : i)} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
