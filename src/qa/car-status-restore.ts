// Restored carStatus snapshots on the cards. The home list's carStatus actor (the status machine of
// the car last opened) is only a record: the list cards and the car page read the car's status label
// from the API. So when the studio restores one of its snapshots, the snapshot's label is applied to
// its car through the Scenarios tab's per-car status override: the mock API answers with it, the
// caches refresh, and every card and car page showing that car follows. The override is listed in
// the badge and cleared by "Clear all" like any other. No React.

import type { AnyActorRef } from 'xstate';
import { carStatusMachine, type CarStatusContext } from '../machines/car-status.machine';
import type { ScenarioControl } from './scenario-control';

/** The car and label a restored carStatus actor stands for; null for any other actor or a snapshot of no car. */
export function restoredCarStatus(actor: AnyActorRef): { carId: string; label: string } | null {
  if ((actor as { logic?: unknown }).logic !== carStatusMachine) return null;
  const context = (actor.getSnapshot() as { context?: Partial<CarStatusContext> }).context;
  const carId = typeof context?.carId === 'string' ? context.carId.trim() : '';
  const label = typeof context?.label === 'string' ? context.label.trim() : '';
  return carId && label ? { carId, label } : null;
}

/** The tracker's onRestore: shows a restored carStatus snapshot on its car. */
export function showRestoredCarStatus(control: Pick<ScenarioControl, 'setCarStatus'>) {
  return (_name: string, actor: AnyActorRef): void => {
    const restored = restoredCarStatus(actor);
    if (restored) void control.setCarStatus(restored.carId, restored.label);
  };
}
