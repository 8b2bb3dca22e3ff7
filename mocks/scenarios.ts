// Named faults and edge cases, switchable per REST operation: by `?scenario=` and the QA studio in the
// browser, by setScenario() (or server.use()) in tests.

import type { OperationName } from '../src/graph/rest/operations';
import { perMockBackend } from './backend';

export const faults = [
  'http-500',
  'network',
  'timeout',
  'malformed-json',
  'envelope',
  'missing-fields',
  'wrong-types',
  'empty',
] as const;

export type Fault = (typeof faults)[number];

export const faultLabels: Record<Fault, string> = {
  'http-500': 'HTTP 500',
  network: 'Network failure',
  timeout: 'Timeout (no answer)',
  'malformed-json': 'Malformed JSON',
  envelope: 'Envelope failure',
  'missing-fields': 'Missing fields',
  'wrong-types': 'Wrongly typed fields',
  empty: 'Absent response',
};

/**
 * How the mocked reservation server and payment bridge behave (mocks/handlers/reservation.ts,
 * mocks/wechat-pay-bridge.ts). Server errors and network drops are the faults above on
 * createReservation / reservationStatus / cancelReservation. Without a case: the bridge pays, the first
 * status read after it says held, and a cancellation is refund_pending, then refunded.
 */
export const reservationCases = [
  'reserved-by-another',
  'sold',
  'price-changed',
  'pay-cancel',
  'pay-fail',
  'expired-while-paying',
  'confirmed-late',
  'never-confirmed',
  'duplicate-status',
  'refund-slow',
] as const;

export type ReservationCase = (typeof reservationCases)[number];

export function isReservationCase(value: string): value is ReservationCase {
  return (reservationCases as readonly string[]).includes(value);
}

export interface Scenario {
  /** A fault per REST operation. */
  faults: Partial<Record<OperationName, Fault>>;
  /** A status label forced onto a car id (any string, so unknown labels can be tried). */
  carStatus: Record<string, string>;
  /** How the mocked reservation and payment behave; absent: the happy path. */
  reservation?: ReservationCase;
}

/** The scenario in force and who follows it, per fake backend (mocks/backend.ts): none at first. */
const stateOf = perMockBackend(() => ({
  active: { faults: {}, carStatus: {} } as Scenario,
  listeners: new Set<(scenario: Scenario) => void>(),
}));

export function getScenario(): Scenario {
  return stateOf().active;
}

export function setScenario(next: Partial<Scenario>): void {
  const state = stateOf();
  state.active = {
    faults: { ...(next.faults ?? {}) },
    carStatus: { ...(next.carStatus ?? {}) },
    ...(next.reservation ? { reservation: next.reservation } : {}),
  };
  state.listeners.forEach((listener) => listener(state.active));
}

export function resetScenario(): void {
  setScenario({});
}

export function onScenarioChange(listener: (scenario: Scenario) => void): () => void {
  const { listeners } = stateOf();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isFault(value: string): value is Fault {
  return (faults as readonly string[]).includes(value);
}

/**
 * `cars:http-500,car:timeout;status:C10003=已售;reserve:confirmed-late` — faults by operation, then car
 * statuses, then the reservation case.
 * Unknown operations and faults are ignored, so a hand-typed URL never breaks start-up.
 */
export function parseScenario(text: string | null | undefined, knownOperations: readonly string[]): Scenario {
  const scenario: Scenario = { faults: {}, carStatus: {} };
  if (!text) return scenario;
  for (const part of text.split(';')) {
    if (part.startsWith('reserve:')) {
      const value = part.slice(8).trim();
      if (isReservationCase(value)) scenario.reservation = value;
      continue;
    }
    const [kind, rest] = part.startsWith('status:') ? ['status', part.slice(7)] : ['faults', part];
    for (const pair of (rest ?? '').split(',')) {
      const index = pair.indexOf(kind === 'status' ? '=' : ':');
      if (index <= 0) continue;
      const key = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (kind === 'status') {
        if (key && value) scenario.carStatus[key] = value.slice(0, 20);
      } else if (knownOperations.includes(key) && isFault(value)) {
        scenario.faults[key as OperationName] = value;
      }
    }
  }
  return scenario;
}

export function formatScenario(scenario: Scenario): string {
  const faultPart = Object.entries(scenario.faults)
    .map(([operation, fault]) => `${operation}:${fault}`)
    .join(',');
  const statusPart = Object.entries(scenario.carStatus)
    .map(([carId, label]) => `${carId}=${label}`)
    .join(',');
  const reservationPart = scenario.reservation ? `reserve:${scenario.reservation}` : '';
  return [faultPart, statusPart ? `status:${statusPart}` : '', reservationPart].filter(Boolean).join(';');
}
