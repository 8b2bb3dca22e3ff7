// One group of the filter sheet: a heading, an optional note, and its chips as a labelled group. What
// every group part receives: the draft and the way to change it.

import { useId, type ReactNode } from 'react';
import type { ListFilters } from '../../../domain/list-filters';
import * as styles from './filter-sheet.module.css';

export interface DraftProps {
  draft: ListFilters;
  /** Changes the draft (normalised: a brand change clears the model, and so on). */
  set: (patch: Partial<ListFilters>) => void;
}

export function Group({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {title}
      </h3>
      {note}
      <div className={styles.chips} role="group" aria-labelledby={headingId}>
        {children}
      </div>
    </section>
  );
}
