import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { helpTitles } from '../../routes/titles';
import { Icon } from '../../ui/icon';
import { KeyValueList } from '../../ui/key-value';
import { pick } from './content/types';
import { DeliveryNoticeDocument } from './delivery-notice.generated';
import * as styles from './help.module.css';
import { helpMessages } from './messages';
import { NoticeFrame, NoticeList, NoticeNotes, NoticeSection } from './notice-frame';

export function DeliveryNoticeScreen() {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  const title = pick(helpTitles.helpDeliveryNotice, locale);
  const id = (useParams().id ?? '').trim();
  const { data, loading, error, refetch } = useQuery(DeliveryNoticeDocument, {
    variables: { id },
    skip: !id,
    notifyOnNetworkStatusChange: true,
  });
  const notice = data?.deliveryNotice ?? null;
  useShareInfo(
    notice ? { title: t('shareDelivery', { car: notice.carTitle }), description: notice.substation ?? title } : null,
  );

  return (
    <NoticeFrame title={title} loading={loading && !data} error={error} found={!!notice} onRetry={() => void refetch()}>
      {notice && (
        <>
          <KeyValueList
            items={[
              ...(notice.customer ? [{ id: 'customer', label: t('deliveryCustomer'), value: notice.customer }] : []),
              { id: 'car', label: t('deliveryCar'), value: notice.carTitle || '—' },
              ...(notice.plate ? [{ id: 'plate', label: t('deliveryPlate'), value: notice.plate }] : []),
              { id: 'at', label: t('deliveryAt'), value: formatDateTime(notice.deliveryAt, locale) },
              {
                id: 'place',
                label: t('deliveryPlace'),
                value: [notice.substation, notice.address].filter(Boolean).join(' · ') || '—',
              },
            ]}
          />
          {notice.steps.length > 0 && (
            <NoticeSection title={t('deliverySteps')}>
              <ol className={styles.stepsList}>
                {notice.steps.map((step) => (
                  <li key={step.title} className={step.done ? styles.stepDone : undefined}>
                    <span className={styles.stepMark} aria-hidden="true">
                      {step.done && <Icon name="check" size={14} />}
                    </span>
                    <span>
                      {step.title}
                      <span className="visually-hidden">（{step.done ? t('stepDone') : t('stepPending')}）</span>
                      {step.at && <span className={styles.stepAt}>{formatDateTime(step.at, locale)}</span>}
                    </span>
                  </li>
                ))}
              </ol>
            </NoticeSection>
          )}
          {notice.documents.length > 0 && <NoticeList title={t('deliveryDocuments')} items={notice.documents} />}
          {notice.notes && <NoticeNotes title={t('deliveryNotes')} notes={notice.notes} />}
        </>
      )}
    </NoticeFrame>
  );
}
