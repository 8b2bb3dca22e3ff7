// A member's profile (/moments/user/:unionId): who they are and what they posted.

import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { rasterImageUrl } from '../../platform/raster-image';
import { useShareInfo } from '../../platform/share-info';
import { Skeleton } from '../../ui/skeleton';
import { BackToCommunity, BackToCommunityButton } from './back-link';
import { CommunityFeedPage, FeedHero } from './feed-page';
import { momentsMessages } from './messages';
import { Avatar } from './moment-card';
import { FeedSkeleton } from './moment-feed';
import { MomentsUserDocument } from './moments-user.generated';
import * as styles from './moments.module.css';

export function MomentsUserScreen() {
  const t = useMessages(momentsMessages);
  const unionId = (useParams().unionId ?? '').trim();
  const filter = { unionId, page: 1, pageSize: 10 };
  const result = useQuery(MomentsUserDocument, { variables: filter });
  const page = result.data?.moments;
  const user = page?.user;
  useShareInfo(
    user
      ? {
          title: t('profileOf', { name: user.nickname }),
          description: user.bio ?? t('communityIntro'),
          image: rasterImageUrl(user.avatar),
        }
      : null,
  );

  return (
    <CommunityFeedPage
      result={result}
      filter={filter}
      page={page}
      title={user ? user.nickname : t('profile')}
      back={<BackToCommunity />}
      skeleton={
        <>
          <Skeleton variant="lines" lines={3} label="" />
          <FeedSkeleton count={2} />
        </>
      }
      head={
        page &&
        user && (
          <FeedHero
            className={styles.profile}
            bodyClassName={styles.profileText}
            headingId="profile-name"
            media={<Avatar src={user.avatar} name={user.nickname} size="lg" />}
            title={user.nickname}
            text={user.bio}
            meta={t('userPosts', { count: user.postCount ?? page.total })}
          />
        )
      }
      emptyTitle={user ? t('emptyUser') : t('userNotFound')}
      emptyBody={t('emptyUserBody')}
      emptyAction={<BackToCommunityButton />}
      hideAuthorLink
    />
  );
}
