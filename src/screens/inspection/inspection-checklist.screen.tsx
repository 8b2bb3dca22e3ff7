// Inspection checklist: every check point by section, with counts, an in-page section index and a
// "problems only" filter. Sections off screen are not laid out until they come near; they render a
// few at a time (a section the #hash names at once), see use-checklist.ts.

import { useCallback } from 'react';
import { useLocale, useMessages } from '../../i18n/i18n';
import { reportMessages } from '../common/report/messages';
import { failedAt } from '../common/report/graph-errors';
import { Empty, MemoCheckSection, ProblemsFilter } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import * as reportStyles from '../common/report/report.module.css';
import { CategoryReportLinks } from '../common/report/category-links';
import { InspectionFrame } from './inspection-frame';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';
import { sectionId, useChecklist } from './use-checklist';
import { paths } from '../../routes/paths';
import { sectionLabel } from '../../i18n/report-categories';

export function InspectionChecklistScreen() {
  const t = useMessages(inspectionMessages);
  const locale = useLocale();
  const r = useMessages(reportMessages);
  const { params, query, sections, total, shown, problemsOnly, setProblemsOnly } = useChecklist();
  const reportId = params?.reportId;
  const business = params?.business;
  const id = params?.id;
  // Stable across renders, so sections already shown do not render again as the list grows.
  const itemHref = useCallback(
    (itemId: string) =>
      id && reportId && business ? paths.inspectionChecklistDetail({ id, reportId, business, item_id: itemId }) : '',
    [id, reportId, business],
  );
  return (
    <InspectionFrame title={t('linkChecklist')} params={params} query={query}>
      {failedAt(query.error, 'inspectionCheckPoints') ? (
        <div className={reportStyles.state}>
          <PartError onRetry={() => void query.refetch()} />
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
                {sectionLabel(section, locale)}
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
              <MemoCheckSection
                section={section}
                problemsOnly={problemsOnly}
                itemHref={params ? itemHref : undefined}
              />
            </div>
          ))}
          {/* The totals follow the first section, so they never appear on screen and then move down. */}
          {shown > 0 ? (
            <p className={reportStyles.state} style={{ paddingTop: 8 }}>
              <span className={styles.muted}>
                {r('countsLabel', {
                  pass: sections.reduce((sum, s) => sum + s.pass, 0),
                  attention: sections.reduce((sum, s) => sum + s.attention, 0),
                  fail: sections.reduce((sum, s) => sum + s.fail, 0),
                })}
              </span>
            </p>
          ) : null}
        </>
      )}
    </InspectionFrame>
  );
}
