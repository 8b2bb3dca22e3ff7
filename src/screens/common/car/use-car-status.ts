// A screen's view of a car's status, rendered from the car's live carStatus actor (see
// car-status-actors.ts): the QA studio's events and restores show on the screen at once.

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { carStatusView, type CarStatusView } from '../../../machines/car-status.machine';
import { carStatusViewOf, holdCarStatus, receiveCarStatusLabel, subscribeCarStatus } from '../../../machines/car-status-actors';

export function useCarStatus(carId: string, label: string): CarStatusView {
  const subscribe = useCallback((onChange: () => void) => subscribeCarStatus(carId, onChange), [carId]);
  const view = useSyncExternalStore(
    subscribe,
    () => carStatusViewOf(carId, label),
    () => carStatusView(label),
  );
  useEffect(() => holdCarStatus(carId), [carId]);
  useEffect(() => receiveCarStatusLabel(carId, label), [carId, label]);
  return view;
}
