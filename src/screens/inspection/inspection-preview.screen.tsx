// Early-access inspection report (抢先看). Its call is silent: when it cannot be had the page says the
// report is not open yet, never an error.

import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { reportMessages } from '../common/report/messages';
import { Empty } from '../common/report/report-parts';
import { ReportLoading, ReportNotFound, ReportPage } from '../common/report/report-page';
import { useDeferredReady } from '../common/report/use-progressive';
import * as reportStyles from '../common/report/report.module.css';
import { ShareButton } from '../common/report/share-button';
import { reportQuery, useInspectionParams } from './inspection-frame';
import { InspectionPreviewDocument } from './inspection-preview.generated';
import { HeroFigure } from './screening';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';
import { paths } from '../../routes/paths';

export function InspectionPreviewScreen() {
  const t = useMessages(inspectionMessages);
  const r = useMessages(reportMessages);
  const locale = useLocale();
  const params = useInspectionParams();
  const { data, loading } = useQuery(InspectionPreviewDocument, reportQuery(params));
  const report = data?.forestallReport;
  // The report renders in a background pass after its data arrives (no long task): skeleton until then.
  const shown = useDeferredReady(!!params && !!report);
  useShareInfo(report ? { title: t('previewTitle'), description: report.summary ?? t('previewFull') } : null);
  const backTo = params ? paths.car({ id: params.id }) : paths.index();

  let body;
  if (!params) body = <ReportNotFound to={paths.index()} label={r('backHome')} />;
  else if (loading && !data) body = <ReportLoading />;
  else if (!report)
    body = (
      <Section title={t('previewTitle')}>
        <Empty title={t('previewUnavailable')} body={t('previewUnavailableBody')} />
        <div style={{ marginTop: 16, display: 'grid' }}>
          <Button href={backTo} variant="secondary">
            {t('backToCar')}
          </Button>
        </div>
      </Section>
    );
  else if (!shown) body = <ReportLoading />;
  else
    body = (
      <>
        <div className={styles.hero}>
          <span>
            <Badge tone="warning" solid>
              {t('previewBadge')}
            </Badge>
          </span>
          <HeroFigure value={report.grade} label={t('grade')} />
          {report.summary ? <p className={styles.heroSummary}>{report.summary}</p> : null}
          {report.opensAt ? (
            <p className={styles.heroMeta}>{t('opensAt', { date: formatDateTime(report.opensAt, locale) })}</p>
          ) : null}
        </div>
        {report.highlights.length ? (
          <Section title={t('highlights')}>
            <ul className={styles.highlights}>
              {report.highlights.map((highlight, index) => (
                <li key={`${highlight}-${index}`} className={styles.highlight}>
                  <Icon name="check" size={16} />
                  {highlight}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <Section title={t('previewFull')}>
          <p className={reportStyles.notice}>{t('notice1')}</p>
        </Section>
      </>
    );

  return (
    <ReportPage title={t('previewTitle')} backTo={backTo} actions={<ShareButton title={t('previewTitle')} />}>
      {body}
    </ReportPage>
  );
}
