// Inspection checklist as one table: part, check point, result (and remark). Sections render a few
// at a time (a section the #hash names at once), see use-checklist.ts.

import { memo } from 'react';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { failedAt } from '../common/report/graph-errors';
import { Empty, ProblemsFilter, ResultBadge, type CheckSectionView } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import * as reportStyles from '../common/report/report.module.css';
import { InspectionFrame } from './inspection-frame';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';
import { sectionId, useChecklist } from './use-checklist';
import { sectionLabel } from '../../i18n/report-categories';

export function InspectionChecklistTableScreen() {
  const t = useMessages(inspectionMessages);
  const { params, query, sections, total, shown, problemsOnly, setProblemsOnly } = useChecklist();
  return (
    <InspectionFrame title={t('linkTable')} params={params} query={query}>
      <Section
        title={t('sections')}
        action={sections.length ? <ProblemsFilter on={problemsOnly} onChange={setProblemsOnly} total={total} /> : null}
      >
        {failedAt(query.error, 'inspectionCheckPoints') ? (
          <PartError onRetry={() => void query.refetch()} />
        ) : sections.length === 0 ? (
          <Empty title={t('noSections')} body={t('noSectionsBody')} />
        ) : (
          <div className={styles.tableWrap}>
            {sections.slice(0, shown).map((section, sectionIndex) => (
              <SectionTable key={`${section.id}-${sectionIndex}`} section={section} problemsOnly={problemsOnly} />
            ))}
          </div>
        )}
      </Section>
    </InspectionFrame>
  );
}

/** One section's table; memoised, so the sections already shown do not render again as the list grows. */
const SectionTable = memo(function SectionTable({
  section,
  problemsOnly,
}: {
  section: CheckSectionView;
  problemsOnly: boolean;
}) {
  const t = useMessages(inspectionMessages);
  const locale = useLocale();
  const items = problemsOnly ? section.items.filter((item) => item.result !== 'PASS') : section.items;
  if (items.length === 0) return null;
  return (
    <table id={sectionId(section)} className={`${reportStyles.table} ${reportStyles.lazySection}`}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '12px 0 4px' }}>
        {sectionLabel(section, locale)}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('itemName')}</th>
          <th scope="col">{t('itemResult')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.id}-${index}`}>
            <th scope="row" style={{ fontWeight: 400, color: 'var(--color-text)' }}>
              {item.name}
              {item.remark ? (
                <span className={reportStyles.rowMeta} style={{ display: 'block' }}>
                  {item.remark}
                </span>
              ) : null}
            </th>
            <td>
              <ResultBadge result={item.result} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
