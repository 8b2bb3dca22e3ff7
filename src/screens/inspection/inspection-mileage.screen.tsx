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
import { InspectionFrame, reportQuery, useInspectionParams } from './inspection-frame';
import { InspectionMileageDocument } from './inspection-mileage.generated';
import { inspectionMessages } from './messages';

export function InspectionMileageScreen() {
  const t = useMessages(inspectionMessages);
  const r = useMessages(reportMessages);
  const params = useInspectionParams();
  const query = useQuery(InspectionMileageDocument, reportQuery(params));
  const { data, error } = query;
  const mileage = data?.inspectionMileage;
  return (
    <InspectionFrame title={t('linkMileage')} params={params} query={query}>
      {mileage ? (
        <MileageSections report={mileage} />
      ) : (
        <Section title={r('chartTitle')}>
          {failedAt(error, 'inspectionMileage') ? (
            <PartError onRetry={() => void query.refetch()} />
          ) : (
            <Empty title={r('noReadings')} body={r('verdictUnknownBody')} />
          )}
        </Section>
      )}
    </InspectionFrame>
  );
}
