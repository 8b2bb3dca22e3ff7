// A member's profile (/moments/user/:unionId): who they are and what they posted.

import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { BackToCommunity } from './back-link';
import { FeedPage } from './feed-page';
import { momentsMessages } from './messages';
import { Avatar } from './moment-card';
import { FeedSkeleton, MomentFeed, useFeedPaging } from './moment-feed';
import { MomentsUserDocument } from './moments-user.generated';
import styles from './moments.module.css';

export function MomentsUserScreen() {
  const t = useMessages(momentsMessages);
  const unionId = (useParams().unionId ?? '').trim();
  const filter = { unionId, page: 1, pageSize: 10 };
  const result = useQuery(MomentsUserDocument, { variables: filter });
  const page = result.data?.moments;
  const paging = useFeedPaging(result, filter, page);
  const user = page?.user;
  useShareInfo(user ? { title: t('profileOf', { name: user.nickname }), description: user.bio ?? t('communityIntro'), image: user.avatar } : null);

  return (
    <FeedPage
      title={user ? user.nickname : t('profile')}
      back={<BackToCommunity />}
      refreshing={paging.refreshing}
      onRefresh={() => void paging.refresh()}
      loading={!page && result.loading}
      failed={!page}
      onRetry={() => void paging.refresh()}
      skeleton={
        <>
          <Skeleton variant="lines" lines={3} label="" />
          <FeedSkeleton count={2} />
        </>
      }
    >
      {page && (
        <>
          {user && (
            <section className={styles.profile} aria-labelledby="profile-name">
              <Avatar src={user.avatar} name={user.nickname} size="lg" />
              <div className={styles.profileText}>
                <h2 id="profile-name" className={styles.heroTitle}>
                  {user.nickname}
                </h2>
                {user.bio && <p className={styles.heroText}>{user.bio}</p>}
                <p className={styles.heroMeta}>{t('userPosts', { count: user.postCount ?? page.total })}</p>
              </div>
            </section>
          )}
          <MomentFeed
            items={page.items}
            hasMore={page.hasMore}
            loadMore={paging.loadMore}
            loadingMore={paging.loadingMore}
            loadMoreFailed={paging.loadMoreFailed}
            emptyTitle={user ? t('emptyUser') : t('userNotFound')}
            emptyBody={t('emptyUserBody')}
            emptyAction={
              <Button href="/moments" variant="secondary">
                {t('backToCommunity')}
              </Button>
            }
            hideAuthorLink
            label={t('communityPosts')}
          />
        </>
      )}
    </FeedPage>
  );
}
