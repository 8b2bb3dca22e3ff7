// /h/{id}/report/mileage: the hunted car's mileage report (by its order number).

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { reportMessages } from '../common/report/messages';
import { MileageSections } from '../common/report/mileage-view';
import { Empty } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import { useRouteId } from '../../routes/params';
import { HuntFrame } from './hunt-frame';
import { HuntMileageDocument } from './hunt-mileage.generated';

export function HuntMileageScreen() {
  const t = useMessages(reportMessages);
  const huntId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(HuntMileageDocument, {
    variables: { id: huntId ?? '' },
    skip: !huntId,
  });
  const mileage = data?.hunt?.mileage;
  return (
    <HuntFrame
      title={t('chartTitle')}
      huntId={huntId}
      loading={loading}
      hasData={!!data}
      hunt={data?.hunt}
      error={error}
      onRetry={() => void refetch()}
    >
      {mileage ? (
        <MileageSections report={mileage} />
      ) : (
        <Section title={t('chartTitle')}>
          {error ? (
            <PartError onRetry={() => void refetch()} />
          ) : (
            <Empty title={t('noReadings')} body={t('verdictUnknownBody')} />
          )}
        </Section>
      )}
    </HuntFrame>
  );
}
