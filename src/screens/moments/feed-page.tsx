// The frame of a feed page: a header with a refresh button, pull to refresh, and the first-load,
// error and refreshed states around the list; and CommunityFeedPage, the whole page that the index,
// topic and profile screens share (their query's paging, the frame and the post list under the
// screen's own head).

import type { ReactNode } from 'react';
import { failureKind, type FailureKind } from '../../graph/errors';
import { useLocale, useMessages } from '../../i18n/i18n';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { momentsMessages } from './messages';
import type { MomentCardFieldsFragment } from './moment-card.generated';
import { MomentFeed, useFeedPaging, type QueryLike } from './moment-feed';
import * as styles from './moments.module.css';
import { PullToRefresh, RefreshButton } from './pull-to-refresh';
import * as groundStyles from '../../ui/ground.module.css';

export interface FeedPageProps {
  title: string;
  back?: ReactNode;
  refreshing: boolean;
  onRefresh: () => void;
  /** Nothing to show yet and nothing failed. */
  loading: boolean;
  /** The query failed and there is nothing to show. */
  failed: boolean;
  /** What failed (failureKind): a server error is not worded as a network one, as on every page. */
  failureKind?: FailureKind;
  onRetry: () => void;
  skeleton: ReactNode;
  children: ReactNode;
}

export function FeedPage({
  title,
  back,
  refreshing,
  onRefresh,
  loading,
  failed,
  failureKind,
  onRetry,
  skeleton,
  children,
}: FeedPageProps) {
  const t = useMessages(momentsMessages);
  const locale = useLocale();
  return (
    <div className={groundStyles.ground}>
      <PageHeader
        title={title}
        back={back}
        actions={<RefreshButton onRefresh={onRefresh} refreshing={refreshing || loading} />}
      />
      <PullToRefresh onRefresh={onRefresh} refreshing={refreshing}>
        <div className={styles.column}>
          {loading ? (
            skeleton
          ) : failed ? (
            <ErrorState
              title={t('loadError')}
              kind={failureKind}
              onRetry={onRetry}
              retrying={refreshing}
              lang={locale}
              className={styles.error}
            />
          ) : (
            children
          )}
        </div>
      </PullToRefresh>
    </div>
  );
}

/** One page of posts as every feed query selects it (MomentPageFields). */
export interface FeedPageData {
  page: number;
  hasMore: boolean;
  items: readonly MomentCardFieldsFragment[];
}

export interface CommunityFeedPageProps {
  /** The screen's moments query (useQuery's result). */
  result: QueryLike & { loading: boolean; error?: unknown };
  /** The query's variables but `page`. */
  filter: Record<string, unknown>;
  /** The query's `moments`, once there. */
  page: FeedPageData | null | undefined;
  title: string;
  back?: ReactNode;
  skeleton: ReactNode;
  /** Above the list once the page is there: intro, topics, the topic or member header. */
  head: ReactNode;
  emptyTitle: string;
  emptyBody: string;
  emptyAction?: ReactNode;
  hideAuthorLink?: boolean;
}

export function CommunityFeedPage({
  result,
  filter,
  page,
  title,
  back,
  skeleton,
  head,
  emptyTitle,
  emptyBody,
  emptyAction,
  hideAuthorLink,
}: CommunityFeedPageProps) {
  const t = useMessages(momentsMessages);
  const paging = useFeedPaging(result, filter, page);
  const refresh = () => void paging.refresh();
  return (
    <FeedPage
      title={title}
      back={back}
      refreshing={paging.refreshing}
      onRefresh={refresh}
      loading={!page && result.loading}
      failed={!page}
      failureKind={failureKind(result.error)}
      onRetry={refresh}
      skeleton={skeleton}
    >
      {page && (
        <>
          {head}
          <MomentFeed
            items={page.items}
            hasMore={page.hasMore}
            loadMore={paging.loadMore}
            loadingMore={paging.loadingMore}
            loadMoreFailed={paging.loadMoreFailed}
            emptyTitle={emptyTitle}
            emptyBody={emptyBody}
            emptyAction={emptyAction}
            hideAuthorLink={hideAuthorLink}
            label={t('communityPosts')}
          />
        </>
      )}
    </FeedPage>
  );
}

export interface FeedHeroProps {
  /** The section's class: the topic's banner or the member's profile. */
  className?: string;
  bodyClassName?: string;
  headingId: string;
  media: ReactNode;
  title: string;
  text: string | null | undefined;
  meta: string;
}

/** The head of a topic or member feed: picture, name as the level-2 heading, description and count. */
export function FeedHero({ className, bodyClassName, headingId, media, title, text, meta }: FeedHeroProps) {
  return (
    <section className={className} aria-labelledby={headingId}>
      {media}
      <div className={bodyClassName}>
        <h2 id={headingId} className={styles.heroTitle}>
          {title}
        </h2>
        {text && <p className={styles.heroText}>{text}</p>}
        <p className={styles.heroMeta}>{meta}</p>
      </div>
    </section>
  );
}
