// The frame of every report page: a compact header (back, title, optional share) and the states a
// report can be in (loading, failed with retry, not found).

import type { ReactNode } from 'react';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { useGoBack } from '../../../routes/go-back';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { failureKind } from '../../../graph/errors';
import { Icon } from '../../../ui/icon';
import { IconButton } from '../../../ui/icon-button';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { reportMessages } from './messages';
import * as styles from './report.module.css';
import * as groundStyles from '../../../ui/ground.module.css';

export function BackButton({ fallback }: { fallback: string }) {
  const t = useMessages(reportMessages);
  const onBack = useGoBack(fallback);
  return <IconButton icon="back" aria-label={t('back')} onClick={onBack} />;
}

export interface ReportPageProps {
  title: string;
  /** Where back goes when there is no history (a shared link opened directly). */
  backTo: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function ReportPage({ title, backTo, actions, children }: ReportPageProps) {
  return (
    <div className={cx(groundStyles.ground, styles.page)}>
      <PageHeader title={title} back={<BackButton fallback={backTo} />} actions={actions} />
      {children}
    </div>
  );
}

export function ReportLoading() {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  return (
    <div className={styles.skeleton}>
      <Skeleton variant="lines" lines={2} label={t('loading')} lang={locale} />
      <Skeleton variant="block" height={180} lang={locale} />
      <Skeleton variant="lines" lines={5} lang={locale} />
    </div>
  );
}

export function ReportError({
  onRetry,
  retrying = false,
  error,
}: {
  onRetry: () => void;
  retrying?: boolean;
  error?: unknown;
}) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  return (
    <div className={styles.state}>
      <ErrorState
        title={t('loadError')}
        kind={failureKind(error)}
        onRetry={onRetry}
        retrying={retrying}
        lang={locale}
      />
    </div>
  );
}

export function ReportNotFound({
  title,
  body,
  to,
  label,
}: {
  title?: string;
  body?: string;
  to: string;
  label?: string;
}) {
  const t = useMessages(reportMessages);
  return (
    <div className={styles.state}>
      <EmptyState
        illustration={<Icon name="search" size={48} />}
        title={title ?? t('notFoundTitle')}
        body={body ?? t('notFoundBody')}
        action={
          <Button href={to} variant="secondary">
            {label ?? t('backToCar')}
          </Button>
        }
      />
    </div>
  );
}

/** A part of a page whose own call failed: says so, and retries the page's query. */
export function PartError({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  return <ErrorState title={t('partError')} onRetry={onRetry} lang={locale} />;
}
