// The community index (/moments, /m): topics to browse and the latest posts.

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { rasterImageUrl } from '../../platform/raster-image';
import { Icon } from '../../ui/icon';
import { useShareInfo } from '../../platform/share-info';
import { CommunityFeedPage } from './feed-page';
import { momentsMessages } from './messages';
import { paths } from '../../routes/paths';
import { FeedSkeleton } from './moment-feed';
import { MomentsIndexDocument } from './moments-index.generated';
import { MOMENTS_INDEX_FIRST_PAGE } from './moments-index.prefetch';
import * as styles from './moments.module.css';

const FILTER = MOMENTS_INDEX_FIRST_PAGE;

export function MomentsIndexScreen() {
  const t = useMessages(momentsMessages);
  const result = useQuery(MomentsIndexDocument, { variables: FILTER });
  const page = result.data?.moments;
  useShareInfo({
    title: t('community'),
    description: t('communityIntro'),
    image: rasterImageUrl(page?.topics[0]?.cover),
  });

  return (
    <CommunityFeedPage
      result={result}
      filter={FILTER}
      page={page}
      title={t('community')}
      skeleton={<FeedSkeleton />}
      head={
        page && (
          <>
            <p className={styles.intro}>{t('communityIntro')}</p>
            <Link to={paths.articles()} className={styles.articlesLink}>
              <span className={styles.articlesText}>
                <span className={styles.articlesTitle}>{t('articlesLink')}</span>
                <span className={styles.articlesNote}>{t('articlesNote')}</span>
              </span>
              <Icon name="chevron-right" size={20} />
            </Link>
            {page.topics.length > 0 && (
              <section className={styles.topicSection} aria-labelledby="moments-topics">
                <h2 id="moments-topics" className={styles.sectionTitle}>
                  {t('topics')}
                </h2>
                <ul className={styles.topicStrip}>
                  {page.topics.map((topic) => (
                    <li key={topic.id}>
                      <Link to={paths.momentTopic({ topicId: topic.id })} className={styles.topicCard}>
                        <span className={styles.topicCover}>
                          <LazyImage src={topic.cover} alt="" ratio={16 / 9} />
                        </span>
                        <span className={styles.topicCardName}>{t('topicName', { name: topic.name })}</span>
                        {topic.postCount != null && (
                          <span className={styles.topicCardCount}>{t('topicPosts', { count: topic.postCount })}</span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <h2 className={styles.sectionTitle}>{t('latest')}</h2>
          </>
        )
      }
      emptyTitle={t('empty')}
      emptyBody={t('emptyBody')}
    />
  );
}
