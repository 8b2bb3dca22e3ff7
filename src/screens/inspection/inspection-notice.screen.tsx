// About the inspection report: how it was made and how to read it.

import { useQuery } from '@apollo/client/react';
import { formatDate } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { InspectionFrame, useInspectionParams } from './inspection-frame';
import { InspectionNoticeDocument } from './inspection-notice.generated';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';

export function InspectionNoticeScreen() {
  const t = useMessages(inspectionMessages);
  const locale = useLocale();
  const params = useInspectionParams();
  const { data, loading, error, refetch } = useQuery(InspectionNoticeDocument, {
    variables: { reportId: params?.reportId ?? '', business: params?.business ?? '' },
    skip: !params,
  });
  const report = data?.inspectionReport;
  return (
    <InspectionFrame title={t('linkNotice')} params={params} loading={loading} hasData={!!data} carTitle={report?.carTitle} error={error} onRetry={() => void refetch()}>
      <Section id="notice" title={t('noticeTitle')}>
        {(['notice1', 'notice2', 'notice3', 'notice4'] as const).map((key) => (
          <p key={key} className={styles.paragraph}>
            {t(key)}
          </p>
        ))}
        {report?.inspector ? (
          <p className={styles.muted} style={{ marginTop: 16 }}>
            {t('noticeBy', { inspector: report.inspector, date: formatDate(report.inspectedAt, locale) })}
          </p>
        ) : null}
      </Section>
    </InspectionFrame>
  );
}
