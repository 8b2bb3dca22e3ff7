// The list part shared by the index, topic and profile pages: posts, loading as the visitor scrolls
// (IntersectionObserver on a sentinel, with a button as the fallback), pull to refresh, the photo
// viewer, and the end-of-list, empty and load-more-failed states.

import { memo, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n';
import { LOAD_AHEAD_MARGIN } from '../../platform/load-ahead';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import { useViewShown } from '../../platform/view-shown';
import { Spinner } from '../../ui/spinner';
import { useLatest } from '../../ui/use-latest';
import { momentsMessages } from './messages';
import { MomentCard } from './moment-card';
import type { MomentCardFieldsFragment } from './moment-card.generated';
import * as styles from './moments.module.css';
import { usePhotoPreview } from '../common/photo-preview';
import { useViewerLabels } from './photo-grid';

interface Paged {
  page: number;
  hasMore: boolean;
}

export interface QueryLike {
  fetchMore: (options: { variables: Record<string, unknown> }) => Promise<{ error?: unknown }>;
  refetch: () => Promise<{ error?: unknown }>;
}

/** Paging and refreshing of one moments query whose variables are the filter plus `page`. */
export function useFeedPaging(result: QueryLike, filter: Record<string, unknown>, page: Paged | null | undefined) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const busy = useRef(false);
  const filterKey = JSON.stringify(filter);

  const loadMore = useCallback(async () => {
    if (!page?.hasMore || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const next = await result.fetchMore({
        variables: { ...(JSON.parse(filterKey) as Record<string, unknown>), page: page.page + 1 },
      });
      if (next.error) setLoadMoreFailed(true);
    } catch {
      setLoadMoreFailed(true);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [page?.hasMore, page?.page, result, filterKey]);

  const refresh = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setRefreshing(true);
    setLoadMoreFailed(false);
    try {
      await result.refetch();
    } catch {
      // The screen shows the query's error state; nothing more to do here.
    } finally {
      busy.current = false;
      setRefreshing(false);
    }
  }, [result]);

  return { loadMore, refresh, loadingMore, loadMoreFailed, refreshing };
}

export function FeedSkeleton({ count = 3 }: { count?: number }) {
  const t = useMessages(momentsMessages);
  return (
    <div className={styles.skeletonList} role="status" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <div className={styles.skeletonHead}>
            <span className={styles.skeletonAvatar} />
            <Skeleton variant="lines" lines={2} label="" className={styles.skeletonName} />
          </div>
          <Skeleton variant="lines" lines={3} label="" />
          <Skeleton variant="block" aspectRatio="3 / 1" label="" />
        </div>
      ))}
    </div>
  );
}

export interface MomentFeedProps {
  items: readonly MomentCardFieldsFragment[];
  hasMore: boolean;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  emptyTitle: string;
  emptyBody: string;
  emptyAction?: ReactNode;
  /** Profile pages: the author is the page itself. */
  hideAuthorLink?: boolean;
  label: string;
}

/** Posts in the first render of the feed; the rest follow in a background render. */
const FIRST_POSTS = 2;

/** A post renders again only when its own data (or the viewer's handler) changes. */
const ShownCard = memo(MomentCard);

export function MomentFeed({
  items,
  hasMore,
  loadMore,
  loadingMore,
  loadMoreFailed,
  emptyTitle,
  emptyBody,
  emptyAction,
  hideAuthorLink,
  label,
}: MomentFeedProps) {
  const t = useMessages(momentsMessages);
  const preview = usePhotoPreview(useViewerLabels());
  const sentinel = useRef<HTMLDivElement | null>(null);
  const loadMoreRef = useLatest(loadMore);
  // One "now" per render pass keeps every card's relative time consistent.
  const [now] = useState(() => Date.now());
  // A page of posts (rich text, photo grids) is a large render: the first posts render at once, the
  // rest (and each page loaded later) in a background pass that yields to the browser between posts,
  // so no single task renders and sanitises all ten. Posts already shown do not render again.
  const shown = useDeferredValue(items, items.slice(0, FIRST_POSTS));
  const complete = shown.length >= items.length;

  const viewShown = useViewShown();
  useEffect(() => {
    const node = sentinel.current;
    // The next page only once this one is all there: the sentinel sits right under the first posts.
    // A feed kept hidden under the next page loads no more until it shows again.
    if (!node || !viewShown || !complete || !hasMore || loadMoreFailed || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMoreRef.current();
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [complete, hasMore, loadMoreFailed, items.length, loadMoreRef, viewShown]);

  if (items.length === 0) {
    return (
      <EmptyState
        illustration={<Icon name="chat" size={40} />}
        title={emptyTitle}
        body={emptyBody}
        action={emptyAction}
        className={styles.empty}
      />
    );
  }

  return (
    <>
      <ul className={styles.feed} aria-label={label} aria-busy={complete ? undefined : true}>
        {shown.map((moment) => (
          <li key={moment.id}>
            <ShownCard moment={moment} onOpenPhoto={preview.open} hideAuthorLink={hideAuthorLink} now={now} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.feedEnd}>
        {loadingMore ? (
          <Spinner label={t('loadingMore')} />
        ) : loadMoreFailed ? (
          <Button variant="secondary" onClick={() => void loadMore()}>
            {t('loadMoreFailed')}
          </Button>
        ) : hasMore ? (
          <Button variant="ghost" onClick={() => void loadMore()}>
            {t('loadMore')}
          </Button>
        ) : (
          <p className={styles.noMore}>{t('noMore')}</p>
        )}
      </div>
      {preview.viewer}
    </>
  );
}
