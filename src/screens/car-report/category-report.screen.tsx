// /car/{id}/report/{name}: one category of the inspection's check points. Known names (see
// docs/decisions/040-reports.md): exterior, interior, engine, chassis, electrical, road-test, and the
// screening sections accident, flood, fire. Any other name gets a designed "not found".

import { Link, useParams } from 'react-router';
import { useLocale, useMessages } from '../../i18n/i18n';
import { CATEGORY_NAMES, categoryName } from '../../i18n/report-categories';
import { Section } from '../../ui/section';
import { CarReportFrame } from './car-report-frame';
import { CarCategoryReportDocument } from './category-report.generated';
import { reportMessages } from '../common/report/messages';
import { CheckSection, Empty, ProblemsFilter, useProblemsFilter } from '../common/report/report-parts';
import { PartError, ReportNotFound, ReportPage } from '../common/report/report-page';
import * as styles from '../common/report/report.module.css';
import { useRouteId } from '../../routes/params';
import { useLongReportQuery } from '../common/report/use-long-report-query';
import { paths } from '../../routes/paths';

const BROWSABLE = ['exterior', 'interior', 'engine', 'chassis', 'electrical', 'road-test'];

export function CategoryReportScreen() {
  const t = useMessages(reportMessages);
  const carId = useRouteId('id');
  const name = useParams().name ?? '';
  const locale = useLocale();
  const category = categoryName(name, locale);
  const [problemsOnly, setProblemsOnly] = useProblemsFilter();
  const { data, loading, error, refetch } = useLongReportQuery(CarCategoryReportDocument, {
    variables: { id: carId ?? '' },
    skip: !carId || !category,
  });

  if (!category) {
    return (
      <ReportPage title={t('categoryNotFound')} backTo={carId ? paths.car({ id: carId }) : paths.index()}>
        <ReportNotFound
          title={t('categoryNotFound')}
          body={t('categoryNotFoundBody')}
          to={carId ? paths.car({ id: carId }) : paths.index()}
          label={carId ? t('backToCar') : t('backHome')}
        />
        {carId ? (
          <Section title={t('entry_inspection')}>
            <nav aria-label={t('entry_inspection')}>
              {BROWSABLE.map((key) => (
                <Link key={key} className={styles.linkRow} to={paths.carReport({ id: carId, name: key })}>
                  {CATEGORY_NAMES[key]?.zh} · {CATEGORY_NAMES[key]?.en}
                </Link>
              ))}
            </nav>
          </Section>
        ) : null}
      </ReportPage>
    );
  }

  const inspection = data?.car?.inspection;
  const section = inspection?.checkPoints.find((item) => item.key === name);
  const title = category;
  return (
    <CarReportFrame
      title={title}
      carId={carId}
      loading={loading}
      hasData={!!data}
      car={data?.car}
      error={error}
      onRetry={() => void refetch()}
    >
      {!inspection && error ? (
        <Section title={title}>
          <PartError onRetry={() => void refetch()} />
        </Section>
      ) : !inspection ? (
        <Section title={title}>
          <Empty title={t('noInspection')} body={t('noInspectionBody')} />
        </Section>
      ) : !section ? (
        <Section title={title}>
          <Empty title={t('categoryEmpty')} />
        </Section>
      ) : (
        <>
          <div className={styles.lead}>
            <ProblemsFilter on={problemsOnly} onChange={setProblemsOnly} total={section.items.length} />
          </div>
          <CheckSection section={section} problemsOnly={problemsOnly} />
        </>
      )}
    </CarReportFrame>
  );
}
