// Posts of one topic (/moments/topic/:topicId) under the topic's cover, description and post count.

import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { useShareInfo } from '../../platform/share-info';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { BackToCommunity } from './back-link';
import { FeedPage } from './feed-page';
import { momentsMessages } from './messages';
import { FeedSkeleton, MomentFeed, useFeedPaging } from './moment-feed';
import { MomentsTopicDocument } from './moments-topic.generated';
import styles from './moments.module.css';

export function MomentsTopicScreen() {
  const t = useMessages(momentsMessages);
  const topicId = (useParams().topicId ?? '').trim();
  const filter = { topicId, page: 1, pageSize: 10 };
  const result = useQuery(MomentsTopicDocument, { variables: filter });
  const page = result.data?.moments;
  const paging = useFeedPaging(result, filter, page);
  const topic = page?.topic;
  useShareInfo(
    topic ? { title: t('topicName', { name: topic.name }), description: topic.description ?? t('communityIntro'), image: topic.cover } : null,
  );

  return (
    <FeedPage
      title={topic ? t('topicName', { name: topic.name }) : t('topic')}
      back={<BackToCommunity />}
      refreshing={paging.refreshing}
      onRefresh={() => void paging.refresh()}
      loading={!page && result.loading}
      failed={!page}
      onRetry={() => void paging.refresh()}
      skeleton={
        <>
          <Skeleton variant="block" aspectRatio="16 / 7" label="" />
          <FeedSkeleton count={2} />
        </>
      }
    >
      {page && (
        <>
          {topic && (
            <section className={styles.hero} aria-labelledby="topic-title">
              <span className={styles.heroCover}>
                <LazyImage src={topic.cover ?? '/media/placeholder.svg'} alt="" ratio={16 / 7} priority />
              </span>
              <div className={styles.heroBody}>
                <h2 id="topic-title" className={styles.heroTitle}>
                  {t('topicName', { name: topic.name })}
                </h2>
                {topic.description && <p className={styles.heroText}>{topic.description}</p>}
                <p className={styles.heroMeta}>{t('topicPosts', { count: topic.postCount ?? page.total })}</p>
              </div>
            </section>
          )}
          <MomentFeed
            items={page.items}
            hasMore={page.hasMore}
            loadMore={paging.loadMore}
            loadingMore={paging.loadingMore}
            loadMoreFailed={paging.loadMoreFailed}
            emptyTitle={topic ? t('emptyTopic') : t('topicNotFound')}
            emptyBody={t('emptyTopicBody')}
            emptyAction={
              <Button href="/moments" variant="secondary">
                {t('backToCommunity')}
              </Button>
            }
            label={t('communityPosts')}
          />
        </>
      )}
    </FeedPage>
  );
}
