// Mileage analysis basis: the verdict, readings over time with anomalies flagged, and what the
// analysis rests on.

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { reportMessages } from '../common/report/messages';
import { MileageSections } from '../common/report/mileage-view';
import { failedAt } from '../common/report/graph-errors';
import { Empty } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import { InspectionFrame, useInspectionParams } from './inspection-frame';
import { InspectionMileageDocument } from './inspection-mileage.generated';
import { inspectionMessages } from './messages';

export function InspectionMileageScreen() {
  const t = useMessages(inspectionMessages);
  const r = useMessages(reportMessages);
  const params = useInspectionParams();
  const { data, loading, error, refetch } = useQuery(InspectionMileageDocument, {
    variables: { reportId: params?.reportId ?? '', business: params?.business ?? '' },
    skip: !params,
  });
  const mileage = data?.inspectionMileage;
  return (
    <InspectionFrame
      title={t('linkMileage')}
      params={params}
      loading={loading}
      hasData={!!data}
      carTitle={data?.inspectionReport?.carTitle}
      error={error}
      onRetry={() => void refetch()}
    >
      {mileage ? (
        <MileageSections report={mileage} />
      ) : (
        <Section title={r('chartTitle')}>
          {failedAt(error, 'inspectionMileage') ? <PartError onRetry={() => void refetch()} /> : <Empty title={r('noReadings')} body={r('verdictUnknownBody')} />}
        </Section>
      )}
    </InspectionFrame>
  );
}
