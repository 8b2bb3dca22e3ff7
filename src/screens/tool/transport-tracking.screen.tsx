// One waybill on the map (routes ToolWestardTracking and ToolGpsTrajectory): ?waybill=… or ?id=…;
// without one, a form to enter it.

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { Badge, type BadgeTone } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import type { TransportMapData } from './leaflet-map';
import { toolMessages } from './messages';
import * as styles from './tool.module.css';
import { TransportTrackingDocument } from './transport-tracking.generated';
import { TransportMap } from './transport-map';
import { WAYBILL_PATTERN, WaybillForm } from './waybill-form';
import { cx } from '../../ui/class-names';
import * as pageStyles from '../../ui/page.module.css';
import * as sectionStyles from '../../ui/page-section.module.css';
import * as panelStyles from '../../ui/panel.module.css';

const STATUS: Record<string, { key: 'statusPending' | 'statusInTransit' | 'statusArrived'; tone: BadgeTone }> = {
  pending: { key: 'statusPending', tone: 'neutral' },
  in_transit: { key: 'statusInTransit', tone: 'info' },
  arrived: { key: 'statusArrived', tone: 'success' },
};

export function TransportTrackingScreen() {
  const t = useMessages(toolMessages);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const raw = (params.get('waybill') ?? params.get('id') ?? '').trim().toUpperCase();
  const waybill = WAYBILL_PATTERN.test(raw) ? raw : '';
  const { data, loading, error, refetch } = useQuery(TransportTrackingDocument, {
    variables: { waybillNo: waybill },
    skip: !waybill,
    notifyOnNetworkStatusChange: true,
  });
  const track = data?.transportTrack ?? null;
  useShareInfo({ title: t('trackingTitle'), description: t('trackingLead') });

  const mapData = useMemo<TransportMapData | null>(() => {
    if (!track) return null;
    const passedUntil = track.progress;
    const count = track.stops.length;
    return {
      route: {
        points: track.points.map(({ lat, lng }) => ({ lat, lng })),
        current: track.current ? { lat: track.current.lat, lng: track.current.lng } : null,
      },
      stops: track.stops.map((stop, index) => ({
        name: stop.name,
        lat: stop.lat,
        lng: stop.lng,
        passed: Boolean(stop.arrivedAt) || index === 0 || (count > 1 && index / (count - 1) <= passedUntil),
      })),
    };
  }, [track]);

  const search = (next: string) => setParams({ waybill: next });

  let body;
  if (!waybill) {
    body = <WaybillForm initial={raw} onSubmit={search} />;
  } else if (loading && !data) {
    body = (
      <>
        <Skeleton variant="block" height={220} lang={locale} />
        <Skeleton variant="lines" lines={4} lang={locale} />
      </>
    );
  } else if (error && !track) {
    body = <ErrorState title={t('loadFailed')} message={error.message} onRetry={() => void refetch()} lang={locale} />;
  } else if (!track) {
    body = (
      <>
        <EmptyState illustration={<Icon name="search" size={40} />} title={t('notFound')} body={t('notFoundBody')} />
        <WaybillForm key={waybill} initial={waybill} onSubmit={search} />
      </>
    );
  } else {
    const status = STATUS[track.status] ?? STATUS.in_transit!;
    const percent = Math.round(track.progress * 100);
    body = (
      <>
        <section className={cx(panelStyles.surface, styles.summaryCard)} aria-labelledby="track-car">
          <div className={styles.summaryHead}>
            <div>
              <h2 id="track-car" className={styles.car}>
                {track.carTitle || track.waybillNo}
              </h2>
              <p className={styles.meta}>
                {[track.plate, `${t('waybill')} ${track.waybillNo}`].filter(Boolean).join(' · ')}
              </p>
            </div>
            <Badge tone={status.tone}>{t(status.key)}</Badge>
          </div>
          <p className={styles.routeLine}>{t('route', { origin: track.origin, destination: track.destination })}</p>
          <div className={styles.progressRow}>
            <div
              className={styles.progressBar}
              role="progressbar"
              aria-label={t('progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('progressValue', { percent })}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <span className={styles.percent}>{percent}%</span>
          </div>
          <p className={styles.eta}>
            <Icon name="calendar" size={16} /> {track.status === 'arrived' ? t('arrivedAt') : t('eta')}：
            <strong>{track.eta ? formatDateTime(track.eta, locale) : t('noEta')}</strong>
          </p>
        </section>
        {mapData && (
          <TransportMap
            data={mapData}
            label={t('mapLabel', { origin: track.origin, destination: track.destination })}
          />
        )}
        {track.stops.length > 0 && (
          <section aria-labelledby="track-stops" className={cx(sectionStyles.section, styles.section)}>
            <h2 id="track-stops" className={sectionStyles.title}>
              {t('stops')}
            </h2>
            <ol className={styles.stops}>
              {track.stops.map((stop, index) => {
                const reached = Boolean(stop.arrivedAt || stop.departedAt) || index === 0;
                return (
                  <li key={`${stop.name}-${index}`} className={reached ? styles.stopReached : undefined}>
                    <span className={styles.stopDot} aria-hidden="true" />
                    <span className={styles.stopName}>{stop.name}</span>
                    <span className={styles.stopTime}>
                      {stop.arrivedAt
                        ? t('stopArrived', { time: formatDateTime(stop.arrivedAt, locale) })
                        : stop.departedAt
                          ? t('stopDeparted', { time: formatDateTime(stop.departedAt, locale) })
                          : t('stopUpcoming')}
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        )}
        <details className={styles.another}>
          <summary>{t('another')}</summary>
          <WaybillForm key={`another-${waybill}`} onSubmit={search} />
        </details>
      </>
    );
  }

  return (
    <div className={cx(pageStyles.frame, styles.page)} lang={locale}>
      <header className={pageStyles.header}>
        <h1 className={styles.title}>{t('trackingTitle')}</h1>
        <p className={styles.lead}>{t('trackingLead')}</p>
      </header>
      {body}
    </div>
  );
}
