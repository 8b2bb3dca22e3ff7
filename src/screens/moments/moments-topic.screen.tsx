// Posts of one topic (/moments/topic/:topicId) under the topic's cover, description and post count.

import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { rasterImageUrl } from '../../platform/raster-image';
import { useShareInfo } from '../../platform/share-info';
import { Skeleton } from '../../ui/skeleton';
import { BackToCommunity, BackToCommunityButton } from './back-link';
import { CommunityFeedPage, FeedHero } from './feed-page';
import { momentsMessages } from './messages';
import { FeedSkeleton } from './moment-feed';
import { MomentsTopicDocument } from './moments-topic.generated';
import * as styles from './moments.module.css';

export function MomentsTopicScreen() {
  const t = useMessages(momentsMessages);
  const topicId = (useParams().topicId ?? '').trim();
  const filter = { topicId, page: 1, pageSize: 10 };
  const result = useQuery(MomentsTopicDocument, { variables: filter });
  const page = result.data?.moments;
  const topic = page?.topic;
  useShareInfo(
    topic
      ? {
          title: t('topicName', { name: topic.name }),
          description: topic.description ?? t('communityIntro'),
          image: rasterImageUrl(topic.cover),
        }
      : null,
  );

  return (
    <CommunityFeedPage
      result={result}
      filter={filter}
      page={page}
      title={topic ? t('topicName', { name: topic.name }) : t('topic')}
      back={<BackToCommunity />}
      skeleton={
        <>
          <Skeleton variant="block" aspectRatio="16 / 7" label="" />
          <FeedSkeleton count={2} />
        </>
      }
      head={
        page &&
        topic && (
          <FeedHero
            className={styles.hero}
            bodyClassName={styles.heroBody}
            headingId="topic-title"
            media={
              <span className={styles.heroCover}>
                <LazyImage src={topic.cover} alt="" ratio={16 / 7} priority />
              </span>
            }
            title={t('topicName', { name: topic.name })}
            text={topic.description}
            meta={t('topicPosts', { count: topic.postCount ?? page.total })}
          />
        )
      }
      emptyTitle={topic ? t('emptyTopic') : t('topicNotFound')}
      emptyBody={t('emptyTopicBody')}
      emptyAction={<BackToCommunityButton />}
    />
  );
}
