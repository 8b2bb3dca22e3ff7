// /h/{id}/report/chassis: chassis photos of the hunted car.

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { reportMessages } from '../common/report/messages';
import { ChassisSections, Empty } from '../common/report/report-parts';
import { useRouteId } from '../../routes/params';
import { HuntFrame } from './hunt-frame';
import { HuntReportDocument } from './hunt-report.generated';

export function HuntChassisScreen() {
  const t = useMessages(reportMessages);
  const huntId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(HuntReportDocument, {
    variables: { id: huntId ?? '' },
    skip: !huntId,
  });
  const chassis = data?.hunt?.chassis ?? [];
  return (
    <HuntFrame
      title={t('chassisTitle')}
      huntId={huntId}
      loading={loading}
      hasData={!!data}
      hunt={data?.hunt}
      error={error}
      onRetry={() => void refetch()}
    >
      {chassis.length ? (
        <ChassisSections title={t('chassisTitle')} sections={chassis} />
      ) : (
        <Section title={t('chassisTitle')}>
          <Empty title={t('noChassis')} body={t('noChassisBody')} />
        </Section>
      )}
    </HuntFrame>
  );
}
