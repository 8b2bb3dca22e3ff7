// The lazily loaded map with a tap-to-interact overlay: until the visitor taps it, the map ignores
// touches and wheel events, so a phone user scrolling the page never gets stuck inside it.

import { useEffect, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Skeleton } from '../../ui/skeleton';
import type { LatLng } from './geometry';
import type { TransportMapData, TransportMapHandle } from './leaflet-map';
import { toolMessages } from './messages';
import * as styles from './tool.module.css';

export interface TransportMapProps {
  data: TransportMapData;
  label: string;
  focus?: LatLng | null;
}

type Status = 'loading' | 'ready' | 'failed';

export function TransportMap({ data, label, focus }: TransportMapProps) {
  const t = useMessages(toolMessages);
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<TransportMapHandle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [interactive, setInteractive] = useState(false);
  const key = JSON.stringify(data);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    import('./leaflet-map')
      .then(({ createTransportMap }) => {
        if (cancelled || !container.current) return;
        handle.current = createTransportMap(container.current, JSON.parse(key) as TransportMapData, {
          in: t('zoomIn'),
          out: t('zoomOut'),
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is rebuilt only when the data changes; labels follow the locale of the first draw
  }, [key]);

  useEffect(() => {
    handle.current?.setInteractive(interactive);
  }, [interactive, status]);

  useEffect(() => {
    if (focus && status === 'ready') handle.current?.focus(focus);
  }, [focus, status]);

  return (
    <div className={styles.mapFrame} data-no-touch-emulation="">
      <div ref={container} className={styles.map} role="group" aria-label={label} lang={locale} />
      {status === 'loading' && (
        <div className={styles.mapCover}>
          <Skeleton variant="block" height="100%" label={t('mapLoading')} lang={locale} />
        </div>
      )}
      {status === 'failed' && (
        <div className={styles.mapCover}>
          <p className={styles.mapFailed}>{t('mapFailed')}</p>
        </div>
      )}
      {status === 'ready' &&
        (interactive ? (
          <button type="button" className={styles.mapDone} onClick={() => setInteractive(false)}>
            {t('mapLock')}
          </button>
        ) : (
          <button type="button" className={styles.mapOverlay} onClick={() => setInteractive(true)}>
            <span>{t('mapUnlock')}</span>
          </button>
        ))}
    </div>
  );
}
