// About the inspection report: how it was made and how to read it.

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { InspectionFrame, reportQuery, useInspectionParams } from './inspection-frame';
import { InspectionNoticeDocument } from './inspection-notice.generated';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';
import { paths } from '../../routes/paths';

export function InspectionNoticeScreen() {
  const t = useMessages(inspectionMessages);
  const locale = useLocale();
  const params = useInspectionParams();
  const query = useQuery(InspectionNoticeDocument, reportQuery(params));
  const report = query.data?.inspectionReport;
  return (
    <InspectionFrame title={t('linkNotice')} params={params} query={query}>
      <Section id="notice" title={t('noticeTitle')}>
        {(['notice1', 'notice2', 'notice3', 'notice4'] as const).map((key) => (
          <p key={key} className={styles.paragraph}>
            {t(key)}
          </p>
        ))}
        <p className={styles.paragraph}>
          <Link to={paths.helpAgreement()} className={styles.inlineLink}>
            {t('purchaseNoticeLink')}
          </Link>
        </p>
        {report?.inspector ? (
          <p className={styles.muted} style={{ marginTop: 16 }}>
            {t('noticeBy', { inspector: report.inspector, date: formatDate(report.inspectedAt, locale) })}
          </p>
        ) : null}
      </Section>
    </InspectionFrame>
  );
}
