// The Scenarios tab's model: a fault per REST operation, a status label per car and the emulated
// device. Fault and status changes go through mocks/scenarios.ts (kept by the rule in
// mocks/scenario-choice.ts) and clear the REST session cache and Apollo's store, so their effect shows
// at once; a device change is stored and needs a reload (the boot machine reads it at start). No React.

import type { ApolloClient } from '@apollo/client';
import { getScenario, onScenarioChange, setScenario, type Fault, type Scenario } from '../../mocks/scenarios';
import type { OperationName } from '../graph/rest/operations';
import { readDeviceChoice, writeDeviceChoice, type DevicePreset } from './devices';

export interface ScenarioControlDeps {
  client: Pick<ApolloClient, 'resetStore'>;
  rest: { clearSessionCache(): void };
  storage?: Storage | null;
}

export interface Overrides {
  scenario: Scenario;
  device: DevicePreset | null;
}

export interface ScenarioControl {
  overrides(): Overrides;
  /** Any fault, car status or device override is on. */
  active(): boolean;
  setFault(operation: OperationName, fault: Fault | null): Promise<void>;
  setCarStatus(carId: string, label: string | null): Promise<void>;
  setDevice(preset: DevicePreset | null): void;
  /** Clears faults, statuses and the device choice; resolves once the caches are refreshed. */
  clearAll(): Promise<{ deviceChanged: boolean }>;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createScenarioControl({ client, rest, storage }: ScenarioControlDeps): ScenarioControl {
  const listeners = new Set<() => void>();
  const store = storage === undefined ? undefined : storage;
  let device = readDeviceChoice(store);
  let overrides: Overrides = { scenario: getScenario(), device };
  const notify = () => {
    overrides = { scenario: getScenario(), device };
    listeners.forEach((listener) => listener());
  };
  const stopListening = onScenarioChange(notify);

  const refresh = async () => {
    rest.clearSessionCache();
    try {
      // Refetches the active queries: the screens show the new scenario's outcome straight away.
      await client.resetStore();
    } catch {
      // A refetch that fails under the new fault is the point; the screens show it.
    }
  };

  const apply = async (next: Scenario) => {
    setScenario(next);
    await refresh();
  };

  return {
    overrides: () => overrides,
    active() {
      const { scenario } = overrides;
      return (
        Object.keys(scenario.faults).length > 0 ||
        Object.keys(scenario.carStatus).length > 0 ||
        scenario.reservation !== undefined ||
        device !== null
      );
    },
    setFault(operation, fault) {
      const current = getScenario();
      const faults = { ...current.faults };
      if (fault) faults[operation] = fault;
      else delete faults[operation];
      return apply({ ...current, faults });
    },
    setCarStatus(carId, label) {
      const id = carId.trim();
      const current = getScenario();
      const carStatus = { ...current.carStatus };
      if (!id) return Promise.resolve();
      const text = label?.trim().slice(0, 20) ?? '';
      if (text) carStatus[id] = text;
      else delete carStatus[id];
      return apply({ ...current, carStatus });
    },
    setDevice(preset) {
      writeDeviceChoice(preset, store);
      device = readDeviceChoice(store);
      notify();
    },
    async clearAll() {
      const deviceChanged = device !== null;
      if (deviceChanged) {
        writeDeviceChoice(null, store);
        device = null;
      }
      await apply({ faults: {}, carStatus: {} });
      notify();
      return { deviceChanged };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      stopListening();
      listeners.clear();
    },
  };
}
