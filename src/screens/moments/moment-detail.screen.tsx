// One post (/moments/:postId): the whole post, its photos full-screen, its share card. A post a feed
// has shown paints from that card (the same fragment, MomentCardFields) in the tap's own frame; the
// post's answer then adds its share card and has the last word (null: deleted since, not found).

import { skipToken, useFragment, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { shareFromGraph, useShareInfo } from '../../platform/share-info';
import { Icon } from '../../ui/icon';
import { BackToCommunity, BackToCommunityButton } from './back-link';
import { DetailPage } from '../common/detail-page';
import { momentsMessages } from './messages';
import { MomentCard } from './moment-card';
import { MomentCardFieldsFragmentDoc } from './moment-card.generated';
import { MomentDetailDocument } from './moment-detail.generated';
import { FeedSkeleton } from './moment-feed';
import * as styles from './moments.module.css';
import { usePhotoPreview } from '../common/photo-preview';
import { useViewerLabels } from './photo-grid';
import * as groundStyles from '../../ui/ground.module.css';

export function MomentDetailScreen() {
  const t = useMessages(momentsMessages);
  const postId = (useParams().postId ?? '').trim();
  const result = useQuery(MomentDetailDocument, postId ? { variables: { id: postId } } : skipToken);
  const known = useFragment({
    fragment: MomentCardFieldsFragmentDoc,
    from: postId ? { __typename: 'Moment', id: postId } : null,
  });
  const moment = result.data ? result.data.moment : known.complete ? known.data : null;
  const preview = usePhotoPreview(useViewerLabels());
  const [now] = useState(() => Date.now());
  useShareInfo(shareFromGraph(result.data?.moment?.share));

  return (
    <DetailPage
      title={t('post')}
      back={<BackToCommunity />}
      content={moment && <MomentCard moment={moment} onOpenPhoto={preview.open} detail now={now} />}
      loading={Boolean(postId) && result.loading}
      skeleton={<FeedSkeleton count={1} />}
      failed={Boolean(postId && result.error)}
      onRetry={() => void result.refetch().catch(() => undefined)}
      errorTitle={t('loadError')}
      notFound={{
        illustration: <Icon name="chat" size={40} />,
        title: t('postNotFound'),
        body: t('postNotFoundBody'),
        action: <BackToCommunityButton />,
      }}
      classNames={{ page: groundStyles.ground, column: styles.column, error: styles.error, notFound: styles.empty }}
    >
      {preview.viewer}
    </DetailPage>
  );
}
