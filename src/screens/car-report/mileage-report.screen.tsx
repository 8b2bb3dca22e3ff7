// /car/{id}/report/mileage (alias /car/{id}/mileage): maintenance record with the mileage chart.

import { useMemo } from 'react';
import { analyseMileage } from '../../domain/mileage-anomaly';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { Section } from '../../ui/section';
import { reportMessages } from '../common/report/messages';
import { CarMileageReportDocument } from './mileage-report.generated';
import { MileageSections } from '../common/report/mileage-view';
import { failedAt } from '../common/report/graph-errors';
import { MaintenanceList } from '../common/report/report-parts';
import { PartError, ReportError, ReportLoading, ReportNotFound, ReportPage } from '../common/report/report-page';
import * as styles from '../common/report/report.module.css';
import { useRouteId } from '../../routes/params';
import { useLongReportQuery } from '../common/report/use-long-report-query';
import { useDeferredReady } from '../common/report/use-progressive';
import { paths } from '../../routes/paths';

export function MileageReportScreen() {
  const t = useMessages(reportMessages);
  const carId = useRouteId('id');
  // A long report (the car's whole maintenance history): its answer reaches the screen before the
  // cache write, and its body renders in a background pass (issue #6).
  const { data, loading, error, refetch } = useLongReportQuery(CarMileageReportDocument, {
    variables: { id: carId ?? '' },
    skip: !carId,
  });
  const car = data?.car;
  const records = useMemo(
    () =>
      analyseMileage(
        (car?.maintenanceRecords ?? []).map((record) => ({ ...record, mileageKm: record.mileageKm ?? Number.NaN })),
      ).reverse(),
    [car?.maintenanceRecords],
  );
  const recordsWithoutMileage = (car?.maintenanceRecords ?? []).filter((record) => record.mileageKm === null);
  useShareInfo(car ? { title: `${car.title} · ${t('maintenanceTitle')}`, description: t('entry_mileageHint') } : null);
  // Skeleton on the render in which the report arrives; the report itself in the background pass.
  const shown = useDeferredReady(!!car);

  const backTo = carId ? paths.car({ id: carId }) : paths.index();
  let body;
  if (!carId) body = <ReportNotFound to={paths.index()} label={t('backHome')} />;
  else if (loading && !data) body = <ReportLoading />;
  else if (!car && error) body = <ReportError error={error} onRetry={() => void refetch()} />;
  else if (!car) body = <ReportNotFound to={paths.index()} label={t('backHome')} />;
  else if (!shown) body = <ReportLoading />;
  else {
    body = (
      <>
        <div className={styles.lead}>
          <p className={styles.carTitle}>{car.title}</p>
        </div>
        {failedAt(error, 'carMileageReport') ? (
          <Section title={t('chartTitle')}>
            <PartError onRetry={() => void refetch()} />
          </Section>
        ) : data?.carMileageReport ? (
          <MileageSections report={data.carMileageReport} />
        ) : null}
        <Section
          title={t('maintenanceTitle')}
          description={
            records.length ? t('maintenanceCount', { count: records.length + recordsWithoutMileage.length }) : undefined
          }
          className={styles.lazySection}
        >
          <MaintenanceList
            records={[
              ...records.map((record) => ({
                ...record,
                mileageKm: Number.isFinite(record.mileageKm) ? record.mileageKm : null,
              })),
              ...recordsWithoutMileage,
            ]}
          />
        </Section>
      </>
    );
  }
  return (
    <ReportPage title={t('entry_mileage')} backTo={backTo}>
      {body}
    </ReportPage>
  );
}
