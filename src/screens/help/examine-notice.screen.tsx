import { useQuery } from '@apollo/client/react';
import { telHref } from '../../domain/phone';
import { useParams } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { helpTitles } from '../../routes/titles';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { KeyValueList } from '../../ui/key-value';
import { pick } from './content/types';
import { ExamineNoticeDocument } from './examine-notice.generated';
import * as styles from './help.module.css';
import { helpMessages } from './messages';
import { NoticeFrame, NoticeList, NoticeNotes } from './notice-frame';

export function ExamineNoticeScreen() {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  const title = pick(helpTitles.helpExamineNotice, locale);
  const id = (useParams().id ?? '').trim();
  const { data, loading, error, refetch } = useQuery(ExamineNoticeDocument, {
    variables: { id },
    skip: !id,
    notifyOnNetworkStatusChange: true,
  });
  const notice = data?.examineNotice ?? null;
  useShareInfo(
    notice ? { title: t('shareExamine', { car: notice.carTitle }), description: notice.place ?? title } : null,
  );

  return (
    <NoticeFrame title={title} loading={loading && !data} error={error} found={!!notice} onRetry={() => void refetch()}>
      {notice && (
        <>
          <KeyValueList
            items={[
              { id: 'car', label: t('examineCar'), value: notice.carTitle || '—' },
              { id: 'at', label: t('examineAt'), value: formatDateTime(notice.appointmentAt, locale) },
              {
                id: 'place',
                label: t('examinePlace'),
                value: [notice.place, notice.address].filter(Boolean).join(' · ') || '—',
              },
              ...(notice.contact
                ? [
                    {
                      id: 'contact',
                      label: t('examineContact'),
                      value: [notice.contact, notice.phone].filter(Boolean).join(' '),
                    },
                  ]
                : []),
            ]}
          />
          {notice.phone && telHref(notice.phone) && (
            <Button href={telHref(notice.phone) ?? undefined} className={styles.noPrint} icon={<Icon name="phone" />}>
              {t('callContact', { name: notice.contact ?? notice.phone })}
            </Button>
          )}
          {notice.items.length > 0 && <NoticeList title={t('examineItems')} items={notice.items} />}
          {notice.notes && <NoticeNotes title={t('examineNotes')} notes={notice.notes} />}
        </>
      )}
    </NoticeFrame>
  );
}
