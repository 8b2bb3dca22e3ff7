// Maintenance record of the inspected car: mileage chart from the records (anomalies flagged by
// src/domain/mileage-anomaly.ts) and the records, newest first.

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { analyseMileage } from '../../domain/mileage-anomaly';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { reportMessages } from '../common/report/messages';
import { MileageChart } from '../common/report/mileage-chart';
import { MaintenanceList } from '../common/report/report-parts';
import * as reportStyles from '../common/report/report.module.css';
import { InspectionFrame, reportQuery, useInspectionParams } from './inspection-frame';
import { InspectionMaintenanceDocument } from './inspection-maintenance.generated';
import { inspectionMessages } from './messages';

export function InspectionMaintenanceScreen() {
  const t = useMessages(inspectionMessages);
  const r = useMessages(reportMessages);
  const params = useInspectionParams();
  const query = useQuery(InspectionMaintenanceDocument, reportQuery(params));
  const records = query.data?.inspectionReport?.maintenanceRecords;
  const analysed = useMemo(
    () =>
      analyseMileage(
        (records ?? []).flatMap((record) =>
          record.mileageKm === null || record.mileageKm === undefined
            ? []
            : [{ ...record, mileageKm: record.mileageKm }],
        ),
      ),
    [records],
  );
  const undated = (records ?? []).filter((record) => record.mileageKm === null || record.mileageKm === undefined);
  const readings = analysed.map((record) => ({
    date: record.date,
    mileageKm: record.mileageKm,
    source: record.shop,
    anomaly:
      record.anomaly === 'rollback' ? ('ROLLBACK' as const) : record.anomaly === 'jump' ? ('JUMP' as const) : null,
  }));
  return (
    <InspectionFrame title={t('linkMaintenance')} params={params} query={query}>
      {readings.length ? (
        <Section title={r('chartTitle')}>
          <MileageChart readings={readings} />
        </Section>
      ) : null}
      <Section
        title={r('maintenanceTitle')}
        description={records?.length ? r('maintenanceCount', { count: records.length }) : undefined}
        className={reportStyles.lazySection}
      >
        <MaintenanceList records={[...[...analysed].reverse(), ...undated]} />
      </Section>
    </InspectionFrame>
  );
}
