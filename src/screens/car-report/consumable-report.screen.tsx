// /car/{id}/report/consumable: wear parts, what was replaced and when.

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { CarReportFrame } from './car-report-frame';
import { CarConsumableReportDocument } from './consumable-report.generated';
import { reportMessages } from '../common/report/messages';
import { failedAt } from '../common/report/graph-errors';
import { ConsumableList } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import { useRouteId } from '../../routes/params';

export function ConsumableReportScreen() {
  const t = useMessages(reportMessages);
  const carId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(CarConsumableReportDocument, {
    variables: { id: carId ?? '' },
    skip: !carId,
  });
  return (
    <CarReportFrame
      title={t('consumablesTitle')}
      carId={carId}
      loading={loading}
      hasData={!!data}
      car={data?.car}
      error={error}
      onRetry={() => void refetch()}
    >
      <Section title={t('consumablesTitle')}>
        {failedAt(error, 'consumablesList') ? (
          <PartError onRetry={() => void refetch()} />
        ) : (
          <ConsumableList items={data?.consumablesList ?? []} />
        )}
      </Section>
    </CarReportFrame>
  );
}
