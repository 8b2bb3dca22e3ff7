// /h/{id}/report/consumable: wear parts of the hunted car.

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { reportMessages } from '../common/report/messages';
import { ConsumableList } from '../common/report/report-parts';
import { useRouteId } from '../../routes/params';
import { HuntFrame } from './hunt-frame';
import { HuntReportDocument } from './hunt-report.generated';

export function HuntConsumableScreen() {
  const t = useMessages(reportMessages);
  const huntId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(HuntReportDocument, {
    variables: { id: huntId ?? '' },
    skip: !huntId,
  });
  return (
    <HuntFrame
      title={t('consumablesTitle')}
      huntId={huntId}
      loading={loading}
      hasData={!!data}
      hunt={data?.hunt}
      error={error}
      onRetry={() => void refetch()}
    >
      <Section title={t('consumablesTitle')}>
        <ConsumableList items={data?.hunt?.consumables ?? []} />
      </Section>
    </HuntFrame>
  );
}
