// The Scenarios tab's car statuses: a status label set on a car (a known label or any text), and the
// labels set, each removable.

import { useMemo, useState } from 'react';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { KNOWN_STATUS_LABELS, statusKind } from '../domain/car-status';
import { useMessages } from '../i18n/i18n';
import { qaMessages } from './messages';
import * as styles from './qa-studio.module.css';
import type { ScenariosSectionProps } from './scenarios-faults';

const CUSTOM = '__custom__';

export function ScenariosCarStatus({ control, scenario, run }: ScenariosSectionProps) {
  const t = useMessages(qaMessages);
  const [carId, setCarId] = useState('');
  const [label, setLabel] = useState<string>(KNOWN_STATUS_LABELS[0] ?? '');
  const [customLabel, setCustomLabel] = useState('');
  const cars = useMemo(() => fixtureCars().slice(0, 60), []);
  const statusText = label === CUSTOM ? customLabel : label;
  return (
    <section className={styles.section} aria-labelledby="qa-status-title">
      <h3 className={styles.sectionTitle} id="qa-status-title">
        {t('carStatus')}
      </h3>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          if (!carId.trim() || !statusText.trim()) return;
          void run(() => control.setCarStatus(carId, statusText));
        }}
      >
        <label className={styles.row}>
          <span>{t('carId')}</span>
          <input
            className={styles.input}
            list="qa-car-ids"
            value={carId}
            onChange={(event) => setCarId(event.target.value)}
          />
        </label>
        <datalist id="qa-car-ids">
          {cars.map((car) => (
            <option key={car.id} value={car.id}>
              {car.title}
            </option>
          ))}
        </datalist>
        <label className={styles.row}>
          <span>{t('statusLabel')}</span>
          <select className={styles.input} value={label} onChange={(event) => setLabel(event.target.value)}>
            {KNOWN_STATUS_LABELS.map((known) => (
              <option key={known} value={known}>
                {known} ({statusKind(known)})
              </option>
            ))}
            <option value={CUSTOM}>{t('otherText')}</option>
          </select>
        </label>
        {label === CUSTOM ? (
          <label className={styles.row}>
            <span>{t('labelText')}</span>
            <input
              className={styles.input}
              maxLength={20}
              value={customLabel}
              onChange={(event) => setCustomLabel(event.target.value)}
            />
          </label>
        ) : null}
        <button type="submit" className={`${styles.button} ${styles.primary}`}>
          {t('setStatus')}
        </button>
      </form>
      {Object.keys(scenario.carStatus).length ? (
        <ul aria-label={t('carStatusOverrides')}>
          {Object.entries(scenario.carStatus).map(([id, text]) => (
            <li key={id} className={styles.row}>
              <span className={styles.mono}>
                {id} → {text} ({statusKind(text)})
              </span>
              <button
                type="button"
                className={styles.button}
                aria-label={t('removeStatusOf', { id })}
                onClick={() => void run(() => control.setCarStatus(id, null))}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
