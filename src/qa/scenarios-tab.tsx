// Scenarios tab: a named fault per REST operation, a status label per car, the emulated device.

import { useMemo, useState, useSyncExternalStore } from 'react';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { faults, isFault } from '../../mocks/scenarios';
import { KNOWN_STATUS_LABELS, statusKind } from '../domain/car-status';
import { operationNames, operations, type OperationName } from '../graph/rest/operations';
import { useMessages } from '../i18n/i18n';
import { devicePresets, findDevicePreset } from './devices';
import { deviceName, faultName, qaMessages } from './messages';
import * as styles from './qa-studio.module.css';
import type { ScenarioControl } from './scenario-control';

const CUSTOM = '__custom__';

function reload() {
  window.location.reload();
}

export function ScenariosTab({ control }: { control: ScenarioControl }) {
  const t = useMessages(qaMessages);
  const overrides = useSyncExternalStore(control.subscribe, control.overrides);
  const { scenario, device } = overrides;
  const [filter, setFilter] = useState('');
  const [carId, setCarId] = useState('');
  const [label, setLabel] = useState<string>(KNOWN_STATUS_LABELS[0] ?? '');
  const [customLabel, setCustomLabel] = useState('');
  const [deviceId, setDeviceId] = useState(device?.id ?? 'real');
  const [busy, setBusy] = useState(false);
  const cars = useMemo(() => fixtureCars().slice(0, 60), []);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const shown = operationNames.filter((name) => {
    const needle = filter.trim().toLowerCase();
    return !needle || name.toLowerCase().includes(needle) || operations[name].path.toLowerCase().includes(needle);
  });
  const statusText = label === CUSTOM ? customLabel : label;

  return (
    <div>
      <div className={styles.row}>
        <p className={styles.hint} aria-live="polite">
          {t('scenarioSummary', {
            faults: Object.keys(scenario.faults).length,
            statuses: Object.keys(scenario.carStatus).length,
            device: device ? deviceName(t, device) : t('realDevice'),
          })}
          {busy ? t('refreshingSuffix') : ''}
        </p>
        <button
          type="button"
          className={`${styles.button} ${styles.danger}`}
          onClick={() =>
            void run(async () => {
              const { deviceChanged } = await control.clearAll();
              setDeviceId('real');
              if (deviceChanged) reload();
            })
          }
        >
          {t('clearAllOverrides')}
        </button>
      </div>

      <section className={styles.section} aria-labelledby="qa-faults-title">
        <h3 className={styles.sectionTitle} id="qa-faults-title">
          {t('endpointFaults')}
        </h3>
        <p className={styles.hint}>{t('faultsHint')}</p>
        <label className={styles.row}>
          <span>{t('filterEndpoints')}</span>
          <input
            className={styles.input}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </label>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('operation')}</th>
              <th scope="col">{t('request')}</th>
              <th scope="col">{t('fault')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((name: OperationName) => (
              <tr key={name}>
                <td className={styles.mono}>{name}</td>
                <td className={styles.mono}>
                  {operations[name].method} {operations[name].path}
                </td>
                <td>
                  <select
                    className={styles.input}
                    aria-label={t('faultFor', { name })}
                    value={scenario.faults[name] ?? ''}
                    onChange={(event) => {
                      const value = event.target.value;
                      void run(() => control.setFault(name, isFault(value) ? value : null));
                    }}
                  >
                    <option value="">{t('none')}</option>
                    {faults.map((fault) => (
                      <option key={fault} value={fault}>
                        {faultName(t, fault)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

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

      <section className={styles.section} aria-labelledby="qa-device-title">
        <h3 className={styles.sectionTitle} id="qa-device-title">
          {t('device')}
        </h3>
        <p className={styles.hint}>{t('deviceHint')}</p>
        <fieldset className={styles.row}>
          <legend className={styles.hint}>{t('pretendToBe')}</legend>
          {[{ id: 'real', label: t('thisBrowser') }, ...devicePresets].map((preset) => (
            <label key={preset.id} className={styles.row}>
              <input
                type="radio"
                name="qa-device"
                value={preset.id}
                checked={deviceId === preset.id}
                onChange={() => setDeviceId(preset.id)}
              />
              {preset.id === 'real' ? preset.label : deviceName(t, preset)}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => {
            control.setDevice(findDevicePreset(deviceId) ?? null);
            reload();
          }}
        >
          {t('applyDevice')}
        </button>
      </section>
    </div>
  );
}
