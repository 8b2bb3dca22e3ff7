// The frame of a feed page: a header with a refresh button, pull to refresh, and the first-load,
// error and refreshed states around the list.

import type { ReactNode } from 'react';
import { useLocale, useMessages } from '../../i18n/i18n';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { momentsMessages } from './messages';
import styles from './moments.module.css';
import { PullToRefresh, RefreshButton } from './pull-to-refresh';

export interface FeedPageProps {
  title: string;
  back?: ReactNode;
  refreshing: boolean;
  onRefresh: () => void;
  /** Nothing to show yet and nothing failed. */
  loading: boolean;
  /** The query failed and there is nothing to show. */
  failed: boolean;
  onRetry: () => void;
  skeleton: ReactNode;
  children: ReactNode;
}

export function FeedPage({ title, back, refreshing, onRefresh, loading, failed, onRetry, skeleton, children }: FeedPageProps) {
  const t = useMessages(momentsMessages);
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <PageHeader title={title} back={back} actions={<RefreshButton onRefresh={onRefresh} refreshing={refreshing || loading} />} />
      <PullToRefresh onRefresh={onRefresh} refreshing={refreshing}>
        <main className={styles.column}>
          {loading ? (
            skeleton
          ) : failed ? (
            <ErrorState title={t('loadError')} message={t('loadErrorBody')} onRetry={onRetry} retryLabel={t('retry')} retrying={refreshing} lang={locale} className={styles.error} />
          ) : (
            children
          )}
        </main>
      </PullToRefresh>
    </div>
  );
}
