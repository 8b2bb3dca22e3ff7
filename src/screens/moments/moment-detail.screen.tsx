// One post (/moments/:postId): the whole post, its photos full-screen, its share card.

import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { PageHeader } from '../../ui/page-header';
import { BackToCommunity } from './back-link';
import { momentsMessages } from './messages';
import { MomentCard } from './moment-card';
import { MomentDetailDocument } from './moment-detail.generated';
import { FeedSkeleton } from './moment-feed';
import styles from './moments.module.css';
import { usePhotoPreview } from './photo-preview';
import { PhotoViewer } from './photo-viewer';

export function MomentDetailScreen() {
  const t = useMessages(momentsMessages);
  const locale = useLocale();
  const postId = (useParams().postId ?? '').trim();
  const result = useQuery(MomentDetailDocument, postId ? { variables: { id: postId } } : skipToken);
  const moment = result.data?.moment;
  const preview = usePhotoPreview();
  const [now] = useState(() => Date.now());
  useShareInfo(moment ? moment.share : null);

  let body;
  if (moment) {
    body = <MomentCard moment={moment} onOpenPhoto={preview.open} detail now={now} />;
  } else if (postId && result.loading) {
    body = <FeedSkeleton count={1} />;
  } else if (postId && result.error) {
    body = (
      <ErrorState
        title={t('loadError')}
        message={t('loadErrorBody')}
        onRetry={() => void result.refetch().catch(() => undefined)}
        retryLabel={t('retry')}
        lang={locale}
        className={styles.error}
      />
    );
  } else {
    body = (
      <EmptyState
        illustration={<Icon name="chat" size={40} />}
        title={t('postNotFound')}
        body={t('postNotFoundBody')}
        action={
          <Button href="/moments" variant="secondary">
            {t('backToCommunity')}
          </Button>
        }
        className={styles.empty}
      />
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('post')} back={<BackToCommunity />} />
      <main className={styles.column}>{body}</main>
      <PhotoViewer state={preview.state} onClose={preview.close} />
    </div>
  );
}
