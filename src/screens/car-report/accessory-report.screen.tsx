// /car/{id}/report/accessory: what comes with the car.

import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Badge } from '../../ui/badge';
import { Section } from '../../ui/section';
import { CarAccessoryReportDocument } from './accessory-report.generated';
import { CarReportFrame } from './car-report-frame';
import { reportMessages } from '../common/report/messages';
import { failedAt } from '../common/report/graph-errors';
import { Empty } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import * as styles from '../common/report/report.module.css';
import { useRouteId } from '../../routes/params';

export function AccessoryReportScreen() {
  const t = useMessages(reportMessages);
  const carId = useRouteId('id');
  const { data, loading, error, refetch } = useQuery(CarAccessoryReportDocument, {
    variables: { id: carId ?? '' },
    skip: !carId,
  });
  const items = data?.attachmentList ?? [];
  const present = items.filter((item) => item.present).length;
  return (
    <CarReportFrame
      title={t('accessoryTitle')}
      carId={carId}
      loading={loading}
      hasData={!!data}
      car={data?.car}
      error={error}
      onRetry={() => void refetch()}
    >
      <Section
        title={t('accessoryTitle')}
        description={items.length ? t('accessorySummary', { present, missing: items.length - present }) : undefined}
      >
        {failedAt(error, 'attachmentList') ? (
          <PartError onRetry={() => void refetch()} />
        ) : items.length === 0 ? (
          <Empty title={t('noAccessories')} body={t('noAccessoriesBody')} />
        ) : (
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={`${item.name}-${index}`} className={styles.row} style={{ alignItems: 'center' }}>
                <span style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                  <span style={{ width: 56, flex: 'none' }} className={styles.photo}>
                    <LazyImage src={item.image} alt="" ratio={1} />
                  </span>
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>
                      {item.name} {item.present && item.count > 1 ? t('countOf', { count: item.count }) : ''}
                    </span>
                    {item.isNew ? (
                      <span>
                        <Badge tone="brand">{t('isNew')}</Badge>
                      </span>
                    ) : null}
                  </span>
                </span>
                <Badge tone={item.present ? 'success' : 'danger'}>{item.present ? t('present') : t('missing')}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </CarReportFrame>
  );
}
