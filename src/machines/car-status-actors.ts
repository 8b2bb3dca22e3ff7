// The live carStatus actors: one per car a screen renders (its list card, its car page; a list that
// keep-alive keeps hidden under the car page still renders its cards), registered as
// `carStatus:<car id>` so the QA studio shows, steps and restores the very actor the screen renders
// from. The graph's label reaches the actor as LABEL_RECEIVED whenever the graph says something new,
// so an event the studio sends stays on the card until fresh data arrives. A snapshot the studio
// restores registers a fresh actor under the same name: screens follow the registry, not a reference.
// The actor stops when the last screen rendering its car lets go; its last snapshot rests here, so the
// next screen showing that car (the card's car page, the list once it is opened again) starts from it
// and shows what the studio set. No React.

import { createActor, type AnyActorRef, type Snapshot } from 'xstate';
import {
  carStatusMachine,
  carStatusView,
  viewOf,
  type CarStatusSnapshot,
  type CarStatusView,
} from './car-status.machine';
import * as registry from './registry';

export function carStatusActorName(carId: string): string {
  return `carStatus:${carId}`;
}

interface Slot {
  users: number;
  /** The label the graph last gave for this car. */
  graphLabel: string | null;
}

const slots = new Map<string, Slot>();

interface Resting {
  snapshot: Snapshot<unknown>;
  graphLabel: string | null;
}

/** The last state of cars no screen shows now, the oldest forgotten first. */
const resting = new Map<string, Resting>();
const RESTING_LIMIT = 200;

function rest(carId: string, actor: AnyActorRef, graphLabel: string | null): void {
  resting.delete(carId);
  resting.set(carId, { snapshot: actor.getPersistedSnapshot() as Snapshot<unknown>, graphLabel });
  for (const oldest of resting.keys()) {
    if (resting.size <= RESTING_LIMIT) break;
    resting.delete(oldest);
  }
}

/** The registered carStatus actor of a car, if any (the studio may have replaced the one made here). */
function liveActor(carId: string): AnyActorRef | undefined {
  const actor = registry.get(carStatusActorName(carId));
  return actor && (actor as { logic?: unknown }).logic === carStatusMachine ? actor : undefined;
}

/** Keeps the car's actor alive while a screen shows the car; returns the release. */
export function holdCarStatus(carId: string): () => void {
  let slot = slots.get(carId);
  const rested = slot ? undefined : resting.get(carId);
  if (!slot) {
    slot = { users: 0, graphLabel: rested?.graphLabel ?? null };
    slots.set(carId, slot);
    resting.delete(carId);
  }
  slot.users += 1;
  if (!liveActor(carId)) {
    const actor = createActor(carStatusMachine, rested ? { snapshot: rested.snapshot as never } : {});
    registry.register(carStatusActorName(carId), actor.start());
  }
  const held = slot;
  return () => {
    held.users -= 1;
    if (held.users > 0 || slots.get(carId) !== held) return;
    slots.delete(carId);
    const actor = liveActor(carId);
    if (!actor) return;
    rest(carId, actor, held.graphLabel);
    registry.unregister(carStatusActorName(carId), actor);
    actor.stop();
  };
}

/** Tells the car's actor the label the graph gave, unless the graph said the same before. */
export function receiveCarStatusLabel(carId: string, label: string): void {
  const slot = slots.get(carId);
  const actor = liveActor(carId);
  if (!slot || !actor || slot.graphLabel === label) return;
  slot.graphLabel = label;
  actor.send({ type: 'LABEL_RECEIVED', label, carId });
}

/** What the screen shows: the live actor's verdict, or the label's own before the actor exists. */
export function carStatusViewOf(carId: string, label: string): CarStatusView {
  const actor = liveActor(carId);
  const snapshot = actor?.getSnapshot() as CarStatusSnapshot | undefined;
  return snapshot && snapshot.status === 'active' && snapshot.value !== 'unknown'
    ? viewOf(snapshot)
    : carStatusView(label);
}

/** Calls `onChange` when the car's actor changes state or is replaced (a restore). */
export function subscribeCarStatus(carId: string, onChange: () => void): () => void {
  let followed: AnyActorRef | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  const follow = () => {
    const actor = liveActor(carId);
    if (actor === followed) return;
    subscription?.unsubscribe();
    followed = actor;
    subscription = actor?.subscribe(() => onChange());
    onChange();
  };
  follow();
  const stopFollowing = registry.subscribe(follow);
  return () => {
    stopFollowing();
    subscription?.unsubscribe();
  };
}
