// /car/{id}/report/preparation/remind: which wear parts will need service soon, from the car's
// current mileage and each part's next due mileage.

import { useQuery } from '@apollo/client/react';
import { formatMileage } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Badge } from '../../ui/badge';
import { Section } from '../../ui/section';
import { CarReportFrame } from './car-report-frame';
import { reportMessages } from '../common/report/messages';
import { failedAt } from '../common/report/graph-errors';
import { BadgeRow, Empty } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import * as styles from '../common/report/report.module.css';
import { CarPreparationRemindDocument } from './preparation-remind.generated';
import { useRouteId } from '../../routes/params';

const SOON_KM = 5_000;

export function PreparationRemindScreen() {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const carId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(CarPreparationRemindDocument, {
    variables: { id: carId ?? '' },
    skip: !carId,
  });
  const mileage = data?.car?.mileageKm ?? null;
  const items = (data?.consumablesList ?? [])
    .map((item) => ({
      ...item,
      left:
        item.nextDueKm !== null && item.nextDueKm !== undefined && mileage !== null ? item.nextDueKm - mileage : null,
    }))
    .sort((a, b) => (a.left ?? Number.MAX_SAFE_INTEGER) - (b.left ?? Number.MAX_SAFE_INTEGER));
  const soon = (item: (typeof items)[number]) => item.state === 'DUE' || (item.left !== null && item.left < SOON_KM);
  return (
    <CarReportFrame
      title={t('remindTitle')}
      carId={carId}
      loading={loading}
      hasData={!!data}
      car={data?.car}
      error={error}
      onRetry={() => void refetch()}
    >
      <Section
        title={t('remindTitle')}
        description={mileage !== null ? t('remindIntro', { mileage: formatMileage(mileage, locale) }) : undefined}
      >
        {failedAt(error, 'consumablesList') ? (
          <PartError onRetry={() => void refetch()} />
        ) : items.length === 0 ? (
          <Empty title={t('noConsumables')} body={t('noConsumablesBody')} />
        ) : (
          <ul className={styles.list}>
            {items.map((item, index) => (
              <BadgeRow
                key={`${item.name}-${index}`}
                title={item.name}
                meta={
                  item.left === null
                    ? t(`state_${item.state}`)
                    : item.left < 0
                      ? t('remindOverdue')
                      : t('remindLeft', { mileage: formatMileage(item.left, locale) })
                }
                badge={
                  <Badge tone={soon(item) ? 'warning' : 'success'}>
                    {soon(item) ? t('remindSoon') : t('remindLater')}
                  </Badge>
                }
              />
            ))}
          </ul>
        )}
      </Section>
    </CarReportFrame>
  );
}
