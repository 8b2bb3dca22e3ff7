// Odometer readings over time as an inline SVG line chart (no chart library), with flagged readings
// marked, and the same readings as a table for screen readers and anyone who prefers numbers.

import { useId, useMemo } from 'react';
import { formatDate, formatMileage } from '../../../i18n/format';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { reportMessages } from './messages';
import * as styles from './mileage-chart.module.css';
import * as reportStyles from './report.module.css';

export interface ChartReading {
  date: string;
  mileageKm: number;
  source?: string | null;
  anomaly: 'ROLLBACK' | 'JUMP' | null;
}

const W = 340;
const H = 200;
const PAD = { left: 44, right: 12, top: 14, bottom: 28 };

function niceMax(value: number): number {
  if (value <= 0) return 10_000;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil((value * 1.08) / step) * step;
}

function shortKm(km: number, zh: boolean): string {
  if (km === 0) return '0';
  return zh ? `${Math.round(km / 1000) / 10}万` : `${Math.round(km / 1000)}k`;
}

export function MileageChart({ readings, caption }: { readings: ChartReading[]; caption?: string }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const tableId = useId();
  const geometry = useMemo(() => {
    const times = readings.map((reading) => Date.parse(reading.date));
    const minT = Math.min(...times);
    const maxT = Math.max(...times);
    const spanT = maxT - minT || 1;
    const maxKm = niceMax(Math.max(...readings.map((reading) => reading.mileageKm)));
    const x = (at: number) => PAD.left + ((at - minT) / spanT) * (W - PAD.left - PAD.right);
    const y = (km: number) => H - PAD.bottom - (km / maxKm) * (H - PAD.top - PAD.bottom);
    const points = readings.map((reading, index) => ({
      reading,
      cx: readings.length === 1 ? W / 2 : x(times[index] as number),
      cy: y(reading.mileageKm),
    }));
    const firstYear = new Date(minT).getFullYear();
    const lastYear = new Date(maxT).getFullYear();
    const stepYears = Math.max(1, Math.ceil((lastYear - firstYear + 1) / 5));
    const years: { label: string; x: number }[] = [];
    for (let year = firstYear + 1; year <= lastYear; year += stepYears) {
      const at = Date.UTC(year, 0, 1);
      if (at > minT && at < maxT) years.push({ label: String(year), x: x(at) });
    }
    const ticks = [0, maxKm / 2, maxKm].map((km) => ({ km, y: y(km) }));
    return { points, years, ticks };
  }, [readings]);

  if (readings.length === 0) return <p className={styles.empty}>{t('noReadings')}</p>;

  const anomalies = readings.filter((reading) => reading.anomaly).length;
  const label = t('chartLabel', {
    count: readings.length,
    from: formatDate(readings[0]?.date, locale),
    to: formatDate(readings[readings.length - 1]?.date, locale),
    anomalies: anomalies ? t('chartAnomalies', { count: anomalies }) : '',
  });
  const line = geometry.points.map((point) => `${point.cx.toFixed(1)},${point.cy.toFixed(1)}`).join(' ');
  const zh = locale === 'zh-CN';

  return (
    <figure className={styles.figure}>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        {geometry.ticks.map((tick) => (
          <g key={tick.km}>
            <line x1={PAD.left} x2={W - PAD.right} y1={tick.y} y2={tick.y} className={styles.grid} />
            <text x={PAD.left - 6} y={tick.y + 4} className={styles.axis} textAnchor="end">
              {shortKm(tick.km, zh)}
            </text>
          </g>
        ))}
        {geometry.years.map((year) => (
          <text key={year.label} x={year.x} y={H - 8} className={styles.axis} textAnchor="middle">
            {year.label}
          </text>
        ))}
        <polyline points={line} className={styles.line} />
        {geometry.points.map(({ reading, cx, cy }, index) =>
          reading.anomaly ? (
            <g key={index}>
              <circle cx={cx} cy={cy} r={9} className={styles.halo} />
              <circle
                cx={cx}
                cy={cy}
                r={5}
                className={reading.anomaly === 'ROLLBACK' ? styles.rollback : styles.jump}
              />
            </g>
          ) : (
            <circle key={index} cx={cx} cy={cy} r={4} className={styles.point} />
          ),
        )}
      </svg>
      {anomalies ? (
        <ul className={styles.legend}>
          {readings.some((reading) => reading.anomaly === 'ROLLBACK') ? (
            <li>
              <span className={`${styles.swatch} ${styles.rollback}`} aria-hidden="true" />
              {t('anomaly_ROLLBACK')}：{t('anomalyLegendRollback')}
            </li>
          ) : null}
          {readings.some((reading) => reading.anomaly === 'JUMP') ? (
            <li>
              <span className={`${styles.swatch} ${styles.jump}`} aria-hidden="true" />
              {t('anomaly_JUMP')}：{t('anomalyLegendJump')}
            </li>
          ) : null}
        </ul>
      ) : null}
      <details className={styles.details}>
        <summary className={styles.summary} aria-controls={tableId}>
          {t('showTable')}
        </summary>
        <div className={styles.tableWrap}>
          <table id={tableId} className={reportStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('tableDate')}</th>
                <th scope="col" className={reportStyles.num}>
                  {t('tableMileage')}
                </th>
                <th scope="col">{t('tableSource')}</th>
                <th scope="col">{t('tableFlag')}</th>
              </tr>
            </thead>
            <tbody>
              {readings.map((reading, index) => (
                <tr key={index} className={reading.anomaly ? styles.flagged : undefined}>
                  <td>{formatDate(reading.date, locale)}</td>
                  <td className={reportStyles.num}>{formatMileage(reading.mileageKm, locale)}</td>
                  <td>{reading.source ?? '—'}</td>
                  <td>{reading.anomaly ? t(`anomaly_${reading.anomaly}`) : t('anomalyNone')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
