// What the two notices share: loading, error, not-found, a printable article with a Print button,
// and its titled sections.

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './help.module.css';
import { helpMessages } from './messages';
import { paths } from '../../routes/paths';

export interface NoticeFrameProps {
  title: string;
  loading: boolean;
  error: { message: string } | undefined;
  found: boolean;
  onRetry: () => void;
  children: ReactNode;
}

export function NoticeFrame({ title, loading, error, found, onRetry, children }: NoticeFrameProps) {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  let body: ReactNode;
  if (loading) body = <Skeleton variant="lines" lines={8} lang={locale} />;
  else if (error && !found)
    body = <ErrorState title={t('loadFailed')} message={error.message} onRetry={onRetry} lang={locale} />;
  else if (!found)
    body = (
      <EmptyState
        illustration={<Icon name="search" size={40} />}
        title={t('noticeNotFound')}
        body={t('noticeNotFoundBody')}
        action={
          <Link className={styles.linkButton} to={paths.index()}>
            {t('backHome')}
          </Link>
        }
      />
    );
  else body = children;
  return (
    <div className={styles.page} lang={locale}>
      <article className={styles.article}>
        <header className={styles.noticeHead}>
          <h1 className={styles.title}>{title}</h1>
          {found && !loading && (
            <Button
              variant="secondary"
              size="sm"
              className={styles.noPrint}
              icon={<Icon name="image" />}
              onClick={() => window.print()}
            >
              {t('print')}
            </Button>
          )}
        </header>
        {body}
      </article>
    </div>
  );
}

/** A titled part of a notice. */
export function NoticeSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A notice's list of things to bring or to check. */
export function NoticeList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <NoticeSection title={title}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item}-${index}`}>{item}</li>
        ))}
      </ul>
    </NoticeSection>
  );
}

/** The notice's free-text notes. */
export function NoticeNotes({ title, notes }: { title: string; notes: string }) {
  return (
    <NoticeSection title={title}>
      <p className={styles.paragraph}>{notes}</p>
    </NoticeSection>
  );
}
