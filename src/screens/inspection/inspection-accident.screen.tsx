// Accident record: plain verdicts on major accident, flood and fire, then the screening items.

import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { CategoryReportLinks } from '../common/report/category-links';
import { Verdict } from '../common/report/verdict';
import { failedAt } from '../common/report/graph-errors';
import { CheckSection, ProblemsFilter, useProblemsFilter } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import * as reportStyles from '../common/report/report.module.css';
import { InspectionAccidentDocument } from './inspection-accident.generated';
import { InspectionFrame, reportQuery, useInspectionParams } from './inspection-frame';
import { inspectionMessages } from './messages';
import { ScreeningVerdicts } from './screening';
import { useLongReportQuery } from '../common/report/use-long-report-query';

const SCREENING = new Set(['accident', 'flood', 'fire']);

export function InspectionAccidentScreen() {
  const t = useMessages(inspectionMessages);
  const params = useInspectionParams();
  const [problemsOnly, setProblemsOnly] = useProblemsFilter();
  const query = useLongReportQuery(InspectionAccidentDocument, reportQuery(params));
  const { data, error } = query;
  const accident = data?.inspectionReport?.accident;
  const sections = (data?.inspectionCheckPoints ?? []).filter((section) => section.key && SCREENING.has(section.key));
  const bad = !!accident && (accident.majorAccident || accident.flood || accident.fire);
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  return (
    <InspectionFrame title={t('linkAccident')} params={params} query={query}>
      <Section title={t('screening')}>
        {accident ? (
          <div style={{ marginBottom: 12 }}>
            <Verdict
              tone={bad ? 'bad' : 'good'}
              title={bad ? t('accidentVerdictBad') : t('accidentVerdictGood')}
              body={t('accidentBody')}
            />
          </div>
        ) : null}
        <ScreeningVerdicts accident={accident} />
      </Section>
      {params ? <CategoryReportLinks carId={params.id} keys={[...SCREENING]} /> : null}
      {failedAt(error, 'inspectionCheckPoints') ? (
        <Section title={t('screeningItems')}>
          <PartError onRetry={() => void query.refetch()} />
        </Section>
      ) : sections.length ? (
        <>
          <div className={reportStyles.lead}>
            <ProblemsFilter on={problemsOnly} onChange={setProblemsOnly} total={total} />
          </div>
          {sections.map((section, index) => (
            <div key={`${section.id}-${index}`} id={`section-${section.key}`}>
              <CheckSection section={section} problemsOnly={problemsOnly} />
            </div>
          ))}
        </>
      ) : null}
    </InspectionFrame>
  );
}
