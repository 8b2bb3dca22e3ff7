// /car/{id}/report/chassis: chassis photos and key bolts; offered only when a section has content.

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { CarReportFrame } from './car-report-frame';
import { CarChassisReportDocument } from './chassis-report.generated';
import { reportMessages } from '../common/report/messages';
import { ChassisSections, Empty } from '../common/report/report-parts';
import { useRouteId } from '../../routes/params';

export function ChassisReportScreen() {
  const t = useMessages(reportMessages);
  const carId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(CarChassisReportDocument, {
    variables: { id: carId ?? '' },
    skip: !carId,
  });
  const car = data?.car;
  return (
    <CarReportFrame
      title={t('chassisTitle')}
      carId={carId}
      loading={loading}
      hasData={!!data}
      car={car}
      error={error}
      onRetry={() => void refetch()}
    >
      {car && car.showChassis ? (
        <>
          {car.chassis.length ? <ChassisSections title={t('chassisTitle')} sections={car.chassis} /> : null}
          {car.chassisImportantScrew.length ? (
            <ChassisSections title={t('chassisImportant')} sections={car.chassisImportantScrew} />
          ) : null}
        </>
      ) : (
        <Section title={t('chassisTitle')}>
          <Empty title={t('noChassis')} body={t('noChassisBody')} />
        </Section>
      )}
    </CarReportFrame>
  );
}
