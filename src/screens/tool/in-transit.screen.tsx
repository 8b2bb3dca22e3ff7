// Every vehicle in transit on one map, with a list (route ToolGpsAllLocationInfo).

import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import type { LatLng } from './geometry';
import { InTransitDocument } from './in-transit.generated';
import type { TransportMapData } from './leaflet-map';
import { toolMessages } from './messages';
import * as styles from './tool.module.css';
import { TransportMap } from './transport-map';
import { paths } from '../../routes/paths';
import { cx } from '../../ui/class-names';
import * as pageStyles from '../../ui/page.module.css';
import * as panelStyles from '../../ui/panel.module.css';

export function InTransitScreen() {
  const t = useMessages(toolMessages);
  const locale = useLocale();
  const { data, loading, error, refetch } = useQuery(InTransitDocument, { notifyOnNetworkStatusChange: true });
  const vehicles = useMemo(() => data?.vehiclesInTransit ?? [], [data]);
  const [focus, setFocus] = useState<LatLng | null>(null);
  useShareInfo({ title: t('inTransitTitle'), description: t('inTransitLead') });

  const mapData = useMemo<TransportMapData>(
    () => ({
      vehicles: vehicles.flatMap((v) =>
        v.current ? [{ id: v.waybillNo, label: v.plate ?? v.waybillNo, lat: v.current.lat, lng: v.current.lng }] : [],
      ),
    }),
    [vehicles],
  );

  let body;
  if (loading && !data) {
    body = (
      <>
        <Skeleton variant="block" height={260} lang={locale} />
        <Skeleton variant="card-list" count={3} lang={locale} />
      </>
    );
  } else if (error && !data) {
    body = <ErrorState title={t('loadFailed')} message={error.message} onRetry={() => void refetch()} lang={locale} />;
  } else if (!vehicles.length) {
    body = (
      <EmptyState
        illustration={<Icon name="car" size={40} />}
        title={t('inTransitEmpty')}
        body={t('inTransitEmptyBody')}
      />
    );
  } else {
    body = (
      <>
        <p className={styles.meta}>{t('inTransitCount', { count: vehicles.length })}</p>
        <TransportMap
          data={mapData}
          focus={focus}
          label={t('inTransitMap', { count: mapData.vehicles?.length ?? 0 })}
        />
        <ul className={styles.vehicles}>
          {vehicles.map((vehicle) => {
            const percent = Math.round(vehicle.progress * 100);
            const name = vehicle.plate ?? vehicle.waybillNo;
            return (
              <li key={vehicle.waybillNo} className={cx(panelStyles.surface, styles.vehicle)}>
                <div className={styles.summaryHead}>
                  <div>
                    <h2 className={styles.car}>{vehicle.carTitle || vehicle.waybillNo}</h2>
                    <p className={styles.meta}>{[vehicle.plate, vehicle.waybillNo].filter(Boolean).join(' · ')}</p>
                  </div>
                  <span className={styles.percent}>{percent}%</span>
                </div>
                <p className={styles.routeLine}>
                  {t('route', { origin: vehicle.origin, destination: vehicle.destination })}
                </p>
                <div
                  className={styles.progressBar}
                  role="progressbar"
                  aria-label={`${t('progress')} ${name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <span style={{ width: `${percent}%` }} />
                </div>
                <p className={styles.eta}>
                  {t('eta')}：<strong>{vehicle.eta ? formatDateTime(vehicle.eta, locale) : t('noEta')}</strong>
                </p>
                <div className={styles.vehicleActions}>
                  {vehicle.current && (
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Icon name="location" />}
                      aria-label={`${t('showOnMap')} ${name}`}
                      onClick={() =>
                        setFocus(vehicle.current ? { lat: vehicle.current.lat, lng: vehicle.current.lng } : null)
                      }
                    >
                      {t('showOnMap')}
                    </Button>
                  )}
                  <Link
                    className={styles.detailsLink}
                    to={paths.toolWestardTracking({ waybill: vehicle.waybillNo })}
                    aria-label={`${t('details')} ${name}`}
                  >
                    <Icon name="map" size={16} /> {t('details')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <div className={cx(pageStyles.frame, styles.page)} lang={locale}>
      <header className={pageStyles.header}>
        <h1 className={styles.title}>{t('inTransitTitle')}</h1>
        <p className={styles.lead}>{t('inTransitLead')}</p>
      </header>
      {body}
    </div>
  );
}
