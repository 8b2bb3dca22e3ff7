// Scenarios tab: a named fault per REST operation (scenarios-faults.tsx), a status label per car
// (scenarios-car-status.tsx), the emulated device (scenarios-device.tsx); above them, what is overridden
// and a way to clear it all.

import { useState, useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/i18n';
import { deviceName, qaMessages } from './messages';
import * as styles from './qa-studio.module.css';
import type { ScenarioControl } from './scenario-control';
import { ScenariosCarStatus } from './scenarios-car-status';
import { ScenariosDevice } from './scenarios-device';
import { ScenariosFaults } from './scenarios-faults';

function reload() {
  window.location.reload();
}

export function ScenariosTab({ control }: { control: ScenarioControl }) {
  const t = useMessages(qaMessages);
  const overrides = useSyncExternalStore(control.subscribe, control.overrides);
  const { scenario, device } = overrides;
  const [deviceId, setDeviceId] = useState(device?.id ?? 'real');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

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

      <ScenariosFaults control={control} scenario={scenario} run={run} />
      <ScenariosCarStatus control={control} scenario={scenario} run={run} />
      <ScenariosDevice control={control} deviceId={deviceId} onDeviceId={setDeviceId} reload={reload} />
    </div>
  );
}
