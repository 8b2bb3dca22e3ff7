// Inspection checklist: every check point by section, with counts, an in-page section index and a
// "problems only" filter. Sections off screen are not laid out until they come near; they render a
// few at a time (a section the #hash names at once), see parts/use-progressive.ts.

import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { reportMessages } from '../common/report/messages';
import { failedAt } from '../common/report/graph-errors';
import { Empty, MemoCheckSection, ProblemsFilter, useProblemsFilter } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import { hashTargetIndex, useProgressiveCount } from '../common/report/use-progressive';
import * as reportStyles from '../common/report/report.module.css';
import { CategoryReportLinks } from '../common/report/category-links';
import { InspectionChecklistDocument } from './inspection-checklist.generated';
import { InspectionFrame, useInspectionParams } from './inspection-frame';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';
import { useLongReportQuery } from '../common/report/use-long-report-query';
import { paths } from '../../routes/route-table';

export function InspectionChecklistScreen() {
  const t = useMessages(inspectionMessages);
  const r = useMessages(reportMessages);
  const params = useInspectionParams();
  const [problemsOnly, setProblemsOnly] = useProblemsFilter();
  const { data, loading, error, refetch } = useLongReportQuery(InspectionChecklistDocument, {
    variables: { reportId: params?.reportId ?? '', business: params?.business ?? '' },
    skip: !params,
  });
  const { hash } = useLocation();
  const sections = data?.inspectionCheckPoints ?? [];
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  const sectionId = (section: (typeof sections)[number]) => `section-${section.key ?? section.id}`;
  // The first body render lays out the index and the filter only, the sections follow one per task:
  // the first layout of a page of Chinese text is the costly one (issue #6). A #hash target at once.
  const shown = useProgressiveCount(sections.length, { first: 0, include: hashTargetIndex(hash, sections.map(sectionId)) });
  const reportId = params?.reportId;
  const business = params?.business;
  const id = params?.id;
  // Stable across renders, so sections already shown do not render again as the list grows.
  const itemHref = useCallback(
    (itemId: string) => (id && reportId && business ? paths.inspectionChecklistDetail({ id, reportId, business, item_id: itemId }) : ''),
    [id, reportId, business],
  );
  return (
    <InspectionFrame
      title={t('linkChecklist')}
      params={params}
      loading={loading}
      hasData={!!data}
      carTitle={data?.inspectionReport?.carTitle}
      error={error}
      onRetry={() => void refetch()}
    >
      {failedAt(error, 'inspectionCheckPoints') ? (
        <div className={reportStyles.state}>
          <PartError onRetry={() => void refetch()} />
        </div>
      ) : sections.length === 0 ? (
        <div className={reportStyles.state}>
          <Empty title={t('noSections')} body={t('noSectionsBody')} />
        </div>
      ) : (
        <>
          <nav className={styles.toc} aria-label={t('contents')}>
            {sections.map((section, index) => (
              <a key={`${section.id}-${index}`} className={styles.tocLink} href={`#${sectionId(section)}`}>
                {section.name}
                {section.fail + section.attention > 0 ? ` · ${section.fail + section.attention}` : ''}
              </a>
            ))}
          </nav>
          {id ? <CategoryReportLinks carId={id} keys={sections.map((section) => section.key)} /> : null}
          <div className={reportStyles.lead}>
            <ProblemsFilter on={problemsOnly} onChange={setProblemsOnly} total={total} />
          </div>
          {sections.slice(0, shown).map((section, index) => (
            <div key={`${section.id}-${index}`} id={sectionId(section)} className={styles.anchor}>
              <MemoCheckSection section={section} problemsOnly={problemsOnly} itemHref={params ? itemHref : undefined} />
            </div>
          ))}
          {/* The totals follow the first section, so they never appear on screen and then move down. */}
          {shown > 0 ? (
            <p className={reportStyles.state} style={{ paddingTop: 8 }}>
              <span className={styles.muted}>{r('countsLabel', {
                pass: sections.reduce((sum, s) => sum + s.pass, 0),
                attention: sections.reduce((sum, s) => sum + s.attention, 0),
                fail: sections.reduce((sum, s) => sum + s.fail, 0),
              })}</span>
            </p>
          ) : null}
        </>
      )}
    </InspectionFrame>
  );
}
