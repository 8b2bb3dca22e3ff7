// The report's headline parts: its big figures (grade, score) and the three plain verdicts on major
// accident, flood and fire.

import { useMessages } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { inspectionMessages } from './messages';
import * as styles from './inspection.module.css';
import * as gridStyles from '../../ui/grid.module.css';

export interface Dispositions {
  majorAccident: boolean;
  flood: boolean;
  fire: boolean;
  notes?: string | null;
}

export function ScreeningVerdicts({ accident }: { accident: Dispositions | null | undefined }) {
  const t = useMessages(inspectionMessages);
  if (!accident) return <p className={styles.muted}>{t('screeningUnknown')}</p>;
  const rows = [
    { key: 'accident', bad: accident.majorAccident, good: t('noMajorAccident'), hit: t('hasMajorAccident') },
    { key: 'flood', bad: accident.flood, good: t('noFlood'), hit: t('hasFlood') },
    { key: 'fire', bad: accident.fire, good: t('noFire'), hit: t('hasFire') },
  ];
  return (
    <>
      <ul role="list" className={gridStyles.grid}>
        {rows.map((row) => (
          <li key={row.key} className={`${styles.verdictTile} ${row.bad ? styles.verdictBad : styles.verdictGood}`}>
            <Icon name={row.bad ? 'warning' : 'check'} size={28} />
            <span className={styles.verdictText}>{row.bad ? row.hit : row.good}</span>
          </li>
        ))}
      </ul>
      {accident.notes ? (
        <p
          className={`${styles.note} ${accident.majorAccident || accident.flood || accident.fire ? styles.noteBad : ''}`}
        >
          {accident.notes}
        </p>
      ) : null}
    </>
  );
}

/** One big figure of a report's header (its grade, its score); nothing when the report has none. */
export function HeroFigure({ value, label }: { value: string | number | null | undefined; label: string }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className={styles.heroFigure}>
      <span className={styles.heroValue}>{value}</span>
      <span className={styles.heroLabel}>{label}</span>
    </div>
  );
}
