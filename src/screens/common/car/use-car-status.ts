// A screen's view of a car's status, rendered from the car's live carStatus actor (see
// car-status-actors.ts): the QA studio's events and restores show on the screen at once.

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { carStatusView, type CarStatusView } from '../../../machines/car-status.machine';
import { useFirstScreenShown } from '../../../platform/first-screen-shown';
import {
  carStatusViewOf,
  holdCarStatus,
  receiveCarStatusLabel,
  subscribeCarStatus,
} from '../../../machines/car-status-actors';

export function useCarStatus(carId: string, label: string): CarStatusView {
  const subscribe = useCallback((onChange: () => void) => subscribeCarStatus(carId, onChange), [carId]);
  const view = useSyncExternalStore(
    subscribe,
    () => carStatusViewOf(carId, label),
    () => carStatusView(label),
  );
  // The actor starts once the first screen has been shown (src/platform/first-screen-shown.ts); until
  // then the view is the graph's label's, which is what a new actor shows.
  const shown = useFirstScreenShown();
  useEffect(() => (shown ? holdCarStatus(carId) : undefined), [carId, shown]);
  useEffect(() => {
    if (shown) receiveCarStatusLabel(carId, label);
  }, [carId, label, shown]);
  return view;
}
