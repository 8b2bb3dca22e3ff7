// /car/{id}/report/refurbish-list: the refurbishment sheet with costs, and work done elsewhere.

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { CarReportFrame } from './car-report-frame';
import { reportMessages } from '../common/report/messages';
import { failedAt } from '../common/report/graph-errors';
import { RefurbishSheet } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import { CarRefurbishReportDocument } from './refurbish-report.generated';
import { useRouteId } from '../../routes/params';

export function RefurbishReportScreen() {
  const t = useMessages(reportMessages);
  const carId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(CarRefurbishReportDocument, {
    variables: { id: carId ?? '' },
    skip: !carId,
  });
  const outside = data?.car?.outRepairList ?? [];
  return (
    <CarReportFrame
      title={t('refurbishTitle')}
      carId={carId}
      loading={loading}
      hasData={!!data}
      car={data?.car}
      error={error}
      onRetry={() => void refetch()}
    >
      <Section title={t('refurbishTitle')}>
        {failedAt(error, 'repairList') ? (
          <PartError onRetry={() => void refetch()} />
        ) : (
          <RefurbishSheet items={data?.repairList ?? []} />
        )}
      </Section>
      {outside.length ? (
        <Section title={t('outRepairTitle')}>
          <RefurbishSheet
            items={outside.map((item) => ({ part: item.item, action: 'repair', date: item.date, cost: item.cost }))}
          />
        </Section>
      ) : null}
    </CarReportFrame>
  );
}
