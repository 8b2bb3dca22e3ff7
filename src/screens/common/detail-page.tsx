// The frame of a single-item page (an article, a post): a header, then the item, its skeleton while
// it loads, an error with retry, or a designed not-found state with a way on.

import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';

export interface DetailPageProps {
  title: string;
  back: ReactNode;
  /** The item, once loaded; null while there is none. */
  content: ReactNode;
  /** Loading and nothing to show yet. */
  loading: boolean;
  skeleton: ReactNode;
  /** The query failed for a reason other than "no such item". */
  failed: boolean;
  onRetry: () => void;
  errorTitle: string;
  notFound: { illustration: ReactNode; title: string; body: string; action: ReactNode };
  /** The screen's own classes: the page, its column, and the error and not-found states. */
  classNames: { page?: string; column?: string; error?: string; notFound?: string };
  /** After the column, outside main: overlays such as the photo viewer. */
  children?: ReactNode;
}

export function DetailPage({
  title,
  back,
  content,
  loading,
  skeleton,
  failed,
  onRetry,
  errorTitle,
  notFound,
  classNames,
  children,
}: DetailPageProps) {
  const locale = useLocale();
  let body: ReactNode;
  if (content) {
    body = content;
  } else if (loading) {
    body = skeleton;
  } else if (failed) {
    body = <ErrorState title={errorTitle} onRetry={onRetry} lang={locale} className={classNames.error} />;
  } else {
    body = (
      <EmptyState
        illustration={notFound.illustration}
        title={notFound.title}
        body={notFound.body}
        action={notFound.action}
        className={classNames.notFound}
      />
    );
  }

  return (
    <div className={classNames.page}>
      <PageHeader title={title} back={back} />
      <div className={classNames.column}>{body}</div>
      {children}
    </div>
  );
}
