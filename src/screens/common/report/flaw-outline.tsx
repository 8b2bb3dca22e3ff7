// The car seen from above with each flaw placed on it (src/domain/flaw-placement.ts), colour-coded by
// kind and numbered, each marker a button that opens its close-up photo in a sheet. The numbered list
// under the drawing carries the same buttons for anyone who prefers a list.

import { useMemo, useState } from 'react';
import { placeFlaws, type OutlineGeometry } from '../../../domain/flaw-placement';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { LazyImage } from '../../../platform/lazy-image';
import { CAR_OUTLINE_VIEWBOX, CAR_OUTLINE_ZONES } from '../../../ui/car-outline-zones';
import { Sheet } from '../../../ui/sheet';
import { reportMessages } from './messages';
import type { FlawFieldsFragment as FlawView, FlawKind } from './flaw-outline.generated';
import * as styles from './flaw-outline.module.css';

const OUTLINE: OutlineGeometry = { ...CAR_OUTLINE_VIEWBOX, zones: CAR_OUTLINE_ZONES };
const KIND_ORDER: FlawKind[] = ['SCRATCH', 'DENT', 'PAINT', 'REPLACED', 'CRACK', 'RUST', 'OTHER'];

const ZONE_LABELS: Record<string, [string, string]> = {
  'front-bumper': ['前保险杠', 'Front bumper'],
  hood: ['引擎盖', 'Bonnet'],
  'front-left-fender': ['左前翼子板', 'Front left wing'],
  'front-right-fender': ['右前翼子板', 'Front right wing'],
  windshield: ['前挡风玻璃', 'Windscreen'],
  roof: ['车顶', 'Roof'],
  'rear-window': ['后挡风玻璃', 'Rear window'],
  trunk: ['后备箱盖', 'Boot lid'],
  'rear-bumper': ['后保险杠', 'Rear bumper'],
  'front-left-door': ['左前门', 'Front left door'],
  'front-right-door': ['右前门', 'Front right door'],
  'rear-left-door': ['左后门', 'Rear left door'],
  'rear-right-door': ['右后门', 'Rear right door'],
  'rear-left-fender': ['左后翼子板', 'Rear left wing'],
  'rear-right-fender': ['右后翼子板', 'Rear right wing'],
};

export function zoneLabel(zone: string | null, raw: string, locale: string): string {
  const label = zone ? ZONE_LABELS[zone] : undefined;
  if (label) return locale === 'en' ? label[1] : label[0];
  return raw || '—';
}

export function FlawOutline({ flaws }: { flaws: FlawView[] }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const [openId, setOpenId] = useState<string | null>(null);
  const markers = useMemo(() => placeFlaws(flaws, OUTLINE, { minDistance: 44 }), [flaws]);
  const open = markers.find((marker) => marker.flaw.id === openId);
  const kinds = KIND_ORDER.filter((kind) => flaws.some((flaw) => flaw.kind === kind));
  const markerLabel = (flaw: FlawView, index: number) =>
    t('flawMarker', { index: index + 1, description: flaw.description, kind: t(`kind_${flaw.kind}`) });

  return (
    <div className={styles.wrap}>
      <div className={styles.stage} role="group" aria-label={t('outlineLabel', { count: flaws.length })}>
        <svg
          className={styles.outline}
          viewBox={`0 0 ${OUTLINE.width} ${OUTLINE.height}`}
          aria-hidden="true"
          focusable="false"
        >
          <g className={styles.body}>
            {Object.entries(CAR_OUTLINE_ZONES).map(([zoneId, zone]) => (
              <path key={zoneId} d={zone.d} />
            ))}
          </g>
          <g className={styles.wheels}>
            <rect x="44" y="170" width="26" height="70" rx="8" />
            <rect x="330" y="170" width="26" height="70" rx="8" />
            <rect x="44" y="590" width="26" height="70" rx="8" />
            <rect x="330" y="590" width="26" height="70" rx="8" />
          </g>
        </svg>
        {markers.map((marker, index) => (
          <button
            key={`${marker.flaw.id}-${index}`}
            type="button"
            className={`${styles.marker} ${styles[`kind${marker.flaw.kind}`] ?? ''}`}
            style={{ left: `${(marker.x / OUTLINE.width) * 100}%`, top: `${(marker.y / OUTLINE.height) * 100}%` }}
            aria-label={markerLabel(marker.flaw, index)}
            onClick={() => setOpenId(marker.flaw.id)}
          >
            <span className={styles.dot} aria-hidden="true">
              {index + 1}
            </span>
          </button>
        ))}
      </div>

      <div className={styles.legend}>
        <h3 className={styles.legendTitle}>{t('legend')}</h3>
        <ul className={styles.legendList}>
          {kinds.map((kind) => (
            <li key={kind} className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles[`kind${kind}`] ?? ''}`} aria-hidden="true" />
              {t(`kind_${kind}`)} {flaws.filter((flaw) => flaw.kind === kind).length}
            </li>
          ))}
        </ul>
      </div>

      <h3 className={styles.listTitle}>{t('flawList')}</h3>
      <ol className={styles.list}>
        {markers.map((marker, index) => (
          <li key={`${marker.flaw.id}-${index}`}>
            <button type="button" className={styles.listButton} onClick={() => setOpenId(marker.flaw.id)}>
              <span
                className={`${styles.dot} ${styles.listDot} ${styles[`kind${marker.flaw.kind}`] ?? ''}`}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className={styles.listText}>
                <span className={styles.listDescription}>{marker.flaw.description}</span>
                <span className={styles.listMeta}>
                  {zoneLabel(marker.zone, marker.flaw.zone, locale)} · {t(`kind_${marker.flaw.kind}`)} ·{' '}
                  {t(severityKey(marker.flaw.severity))}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ol>

      <Sheet
        open={!!open}
        onClose={() => setOpenId(null)}
        title={open?.flaw.description ?? ''}
        closeLabel={t('close')}
        lang={locale}
      >
        {open ? (
          <div className={styles.sheetBody}>
            {open.flaw.photo ? (
              <LazyImage
                src={open.flaw.photo}
                alt={t('flawPhoto', { description: open.flaw.description })}
                ratio={4 / 3}
                className={styles.photo}
              />
            ) : null}
            <dl className={styles.facts}>
              <div>
                <dt>{t('flawZone')}</dt>
                <dd>{zoneLabel(open.zone, open.flaw.zone, locale)}</dd>
              </div>
              <div>
                <dt>{t('flawKind')}</dt>
                <dd>{t(`kind_${open.flaw.kind}`)}</dd>
              </div>
              <div>
                <dt>{t('flawSeverity')}</dt>
                <dd>{t(severityKey(open.flaw.severity))}</dd>
              </div>
            </dl>
          </div>
        ) : null}
      </Sheet>
    </div>
  );
}

function severityKey(severity: number): 'severity_1' | 'severity_2' | 'severity_3' {
  return severity >= 3 ? 'severity_3' : severity === 2 ? 'severity_2' : 'severity_1';
}
