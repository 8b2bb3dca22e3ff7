// The Scenarios tab's endpoint faults: a named fault per REST operation, the operations filtered by
// name or path.

import { useState } from 'react';
import { faults, isFault, type Scenario } from '../../mocks/scenarios';
import { operationNames, operations, type OperationName } from '../graph/rest/operations';
import { useMessages } from '../i18n/i18n';
import { faultName, qaMessages } from './messages';
import * as styles from './qa-studio.module.css';
import type { ScenarioControl } from './scenario-control';

export interface ScenariosSectionProps {
  control: ScenarioControl;
  scenario: Scenario;
  /** Runs a change, the tab saying it refreshes meanwhile. */
  run: (work: () => Promise<unknown>) => Promise<void>;
}

export function ScenariosFaults({ control, scenario, run }: ScenariosSectionProps) {
  const t = useMessages(qaMessages);
  const [filter, setFilter] = useState('');
  const shown = operationNames.filter((name) => {
    const needle = filter.trim().toLowerCase();
    return !needle || name.toLowerCase().includes(needle) || operations[name].path.toLowerCase().includes(needle);
  });
  return (
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
  );
}
