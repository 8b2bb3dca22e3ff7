// /car/{id}/report/flaw: the flaws found by the inspection, placed on the car's outline.

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { CarReportFrame } from './car-report-frame';
import { CarFlawReportDocument } from './flaw-report.generated';
import { reportMessages } from '../common/report/messages';
import { FlawOutline } from '../common/report/flaw-outline';
import { Empty } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import { useRouteId } from '../../routes/params';

export function FlawReportScreen() {
  const t = useMessages(reportMessages);
  const carId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(CarFlawReportDocument, {
    variables: { id: carId ?? '' },
    skip: !carId,
  });
  const inspection = data?.car?.inspection;
  return (
    <CarReportFrame
      title={t('entry_flaw')}
      carId={carId}
      loading={loading}
      hasData={!!data}
      car={data?.car}
      error={error}
      onRetry={() => void refetch()}
    >
      <Section title={t('outlineTitle')}>
        {!inspection && error ? (
          <PartError onRetry={() => void refetch()} />
        ) : !inspection ? (
          <Empty title={t('noInspection')} body={t('noInspectionBody')} />
        ) : inspection.flaws.length === 0 ? (
          <Empty title={t('noFlaws')} body={t('noFlawsBody')} />
        ) : (
          <FlawOutline flaws={inspection.flaws} />
        )}
      </Section>
    </CarReportFrame>
  );
}
