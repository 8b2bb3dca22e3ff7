// /car/{id}/report-inspection/{reportId}/business/{business}: the used-car inspection report.

import { Link, useLocation } from 'react-router';
import { formatMileage, formatMonth } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { KeyValueList } from '../../ui/key-value';
import { Section } from '../../ui/section';
import { shownSummary } from '../../domain/car-flags';
import { reportMessages } from '../common/report/messages';
import { FlawOutline } from '../common/report/flaw-outline';
import { failedAt } from '../common/report/graph-errors';
import { AppraiseItems, Empty } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import * as reportStyles from '../common/report/report.module.css';
import { useLongReportQuery } from '../common/report/use-long-report-query';
import { hashTargetIndex, useProgressiveCount } from '../common/report/use-progressive';
import { InspectionIndexDocument } from './inspection-index.generated';
import { InspectionFrame, reportQuery, useInspectionParams } from './inspection-frame';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';
import { IndexHero, IndexMore, IndexSections } from './inspection-index-parts';
import { ScreeningVerdicts } from './screening';
import { paths } from '../../routes/paths';

/** The index's blocks that follow the overview and screening, in page order (their element ids). */
const LATER_BLOCKS = ['flaws', 'sections', 'appraise', 'more'] as const;

export function InspectionIndexScreen() {
  const t = useMessages(inspectionMessages);
  const r = useMessages(reportMessages);
  const locale = useLocale();
  const params = useInspectionParams();
  const query = useLongReportQuery(InspectionIndexDocument, {
    variables: { ...reportQuery(params).variables, id: params?.id ?? '' },
    skip: !params,
  });
  const { data, error } = query;
  const report = data?.inspectionReport;
  // An all-clear summary is not shown while a flag is open (src/domain/car-flags.ts).
  const flags = data?.car?.openFlags;
  const summary = shownSummary(report?.summary, flags);
  const appraiseSummary = shownSummary(data?.inspectionAppraise?.summary, flags);
  const withheld = Boolean((report?.summary && !summary) || (data?.inspectionAppraise?.summary && !appraiseSummary));
  const retry = () => void query.refetch();
  // The blocks below the overview render one per task after the first paint (the first layout of a
  // page of Chinese text is costly: issue #6); one the #hash names renders at once.
  const { hash } = useLocation();
  const later = useProgressiveCount(report ? LATER_BLOCKS.length : 0, {
    first: 0,
    include: hashTargetIndex(hash, LATER_BLOCKS),
  });
  const shows = (block: (typeof LATER_BLOCKS)[number]) => LATER_BLOCKS.indexOf(block) < later;
  const toc = [
    ['overview', t('overview')],
    ['screening', t('screening')],
    ['flaws', t('flaws')],
    ['sections', t('sections')],
    ['appraise', t('appraise')],
    ['more', t('more')],
  ] as const;

  return (
    <InspectionFrame title={t('reportTitle')} params={params} query={query}>
      {report && params ? (
        <>
          <IndexHero report={report} params={params} flags={flags} summary={summary} withheld={withheld} />

          <nav className={styles.toc} aria-label={t('contents')}>
            {toc.map(([id, label]) => (
              <a key={id} className={styles.tocLink} href={`#${id}`}>
                {label}
              </a>
            ))}
          </nav>

          <Section title={t('overview')}>
            <KeyValueList
              items={[
                { id: 'plate', label: t('plate'), value: report.plate ?? '—' },
                { id: 'mileage', label: t('mileage'), value: formatMileage(report.mileageKm, locale) },
                { id: 'registration', label: t('registration'), value: formatMonth(report.registrationDate, locale) },
                { id: 'color', label: t('color'), value: report.color ?? '—' },
                { id: 'vin', label: t('vin'), value: report.vin ?? '—' },
              ]}
            />
          </Section>

          <div id="screening" className={styles.anchor}>
            <Section
              title={t('screening')}
              action={<Link to={paths.inspectionAccident(params)}>{t('linkAccident')}</Link>}
            >
              <ScreeningVerdicts accident={report.accident} />
            </Section>
          </div>

          {shows('flaws') ? (
            <div id="flaws" className={`${styles.anchor} ${reportStyles.lazySection}`}>
              <Section title={t('flaws')}>
                {failedAt(error, 'inspectionFlaws') ? (
                  <PartError onRetry={retry} />
                ) : (data?.inspectionFlaws ?? []).length === 0 ? (
                  <Empty title={r('noFlaws')} body={r('noFlawsBody')} />
                ) : (
                  <FlawOutline flaws={data?.inspectionFlaws ?? []} />
                )}
              </Section>
            </div>
          ) : null}

          {shows('sections') ? <IndexSections report={report} params={params} /> : null}

          {shows('appraise') ? (
            <div id="appraise" className={`${styles.anchor} ${reportStyles.lazySection}`}>
              <Section title={t('appraise')}>
                {failedAt(error, 'inspectionAppraise') ? (
                  <PartError onRetry={retry} />
                ) : data?.inspectionAppraise ? (
                  <>
                    {appraiseSummary ? <p className={styles.paragraph}>{appraiseSummary}</p> : null}
                    <AppraiseItems items={data.inspectionAppraise.items} />
                  </>
                ) : (
                  <p className={styles.muted}>{t('noAppraise')}</p>
                )}
              </Section>
            </div>
          ) : null}

          {shows('more') ? <IndexMore params={params} /> : null}
        </>
      ) : null}
    </InspectionFrame>
  );
}
