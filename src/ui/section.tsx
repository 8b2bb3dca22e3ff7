import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './section.module.css';

export interface SectionProps {
  title: ReactNode;
  /** Heading level for the title; pick the one that fits the page outline. */
  level?: 2 | 3 | 4;
  /** Optional trailing action, usually a "more" link rendered by the caller (router-agnostic). */
  action?: ReactNode;
  description?: ReactNode;
  className?: string;
  id?: string;
  children?: ReactNode;
}

export function Section({ title, level = 2, action, description, className, id, children }: SectionProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section id={id} aria-labelledby={headingId} className={cx(styles.section, className)}>
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {action && <div className={styles.action}>{action}</div>}
      </header>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
