// The Scenarios tab's emulated device: this browser or a preset, applied with a reload (the boot machine
// reads it at start).

import { useMessages } from '../i18n/i18n';
import { devicePresets, findDevicePreset } from './devices';
import { deviceName, qaMessages } from './messages';
import * as styles from './qa-studio.module.css';
import type { ScenarioControl } from './scenario-control';

export interface ScenariosDeviceProps {
  control: ScenarioControl;
  /** The device chosen ('real': this browser), kept by the tab (clearing all overrides resets it). */
  deviceId: string;
  onDeviceId: (id: string) => void;
  reload: () => void;
}

export function ScenariosDevice({ control, deviceId, onDeviceId, reload }: ScenariosDeviceProps) {
  const t = useMessages(qaMessages);
  return (
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
              onChange={() => onDeviceId(preset.id)}
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
  );
}
