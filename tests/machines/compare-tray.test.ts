// Path tests generated from the compare tray's graph (xstate/graph), replayed through a live actor
// whose `persist` action records what it would keep.

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { COMPARE_LIMIT } from '../../src/domain/compare';
import { compareTrayMachine, type CompareTrayEvent } from '../../src/machines/compare-tray.machine';

const IDS = ['A1', 'B2', 'C3', 'D4', 'E5'];
const events: CompareTrayEvent[] = [
  ...IDS.map((id) => ({ type: 'TOGGLE' as const, id })),
  { type: 'CLEAR' },
  { type: 'DISMISS' },
];

function run(steps: readonly { event: CompareTrayEvent }[]) {
  const persisted: string[][] = [];
  const actor = createActor(
    compareTrayMachine.provide({ actions: { persist: ({ context }) => void persisted.push([...context.ids]) } }),
    { input: {} },
  ).start();
  for (const step of steps) actor.send(step.event);
  return { snapshot: actor.getSnapshot(), persisted, actor };
}

const describePath = (steps: readonly { event: CompareTrayEvent }[]) =>
  steps.map(({ event }) => ('id' in event ? `${event.type} ${event.id}` : event.type)).join(' → ') || '(start)';

describe('compare tray paths', () => {
  // Every reachable tray (ordered picks of five cars, with or without a notice) is a state of the graph;
  // the replayed paths are those to trays picked in order (A1 before B2 ...), one per set of cars.
  const paths = getShortestPaths(compareTrayMachine, { events }).filter(({ state }) => {
    const { ids, refused } = state.context;
    return ids.every((id, index) => index === 0 || ids[index - 1]! < id) && (refused === null || refused === 'E5');
  });

  it('reaches every state: empty, collecting and full', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['empty', 'collecting', 'full']));
  });

  it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', (_, path) => {
    const { snapshot, persisted, actor } = run(path.steps);
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.context.ids).toEqual(path.state.context.ids);
    // The state says how full the tray is; ids are unique and never more than four.
    const count = snapshot.context.ids.length;
    expect(snapshot.value).toBe(count === 0 ? 'empty' : count >= COMPARE_LIMIT ? 'full' : 'collecting');
    expect(new Set(snapshot.context.ids).size).toBe(count);
    expect(count).toBeLessThanOrEqual(COMPARE_LIMIT);
    // What was kept on the device is what the tray holds.
    if (persisted.length) expect(persisted.at(-1)).toEqual(snapshot.context.ids);
    actor.stop();
  });

  it('refuses a fifth car, says which, and keeps the four', () => {
    const toFull = paths.find((path) => path.state.matches('full'));
    expect(toFull).toBeDefined();
    const held = toFull!.state.context.ids;
    const outsider = IDS.find((id) => !held.includes(id))!;
    const { snapshot, persisted, actor } = run([...toFull!.steps, { event: { type: 'TOGGLE', id: outsider } }]);
    expect(snapshot.value).toBe('full');
    expect(snapshot.context.ids).toEqual(held);
    expect(snapshot.context.refused).toBe(outsider);
    expect(persisted.at(-1)).toEqual(held);
    // Taking one car out makes room, and the notice goes.
    actor.send({ type: 'TOGGLE', id: held[0]! });
    expect(actor.getSnapshot().value).toBe('collecting');
    expect(actor.getSnapshot().context.refused).toBeNull();
    actor.send({ type: 'TOGGLE', id: outsider });
    expect(actor.getSnapshot().value).toBe('full');
    expect(actor.getSnapshot().context.ids).toEqual([...held.slice(1), outsider]);
    actor.stop();
  });
});

describe('compare tray input and sync', () => {
  it('starts from what the device kept, dropping invalid and repeated ids and anything past four', () => {
    const actor = createActor(compareTrayMachine, {
      input: { ids: ['A1', 'A1', '<b>', 'B2', 'C3', 'D4', 'E5'] },
    }).start();
    expect(actor.getSnapshot().value).toBe('full');
    expect(actor.getSnapshot().context.ids).toEqual(['A1', 'B2', 'C3', 'D4']);
    actor.send({ type: 'SYNC', ids: ['E5'] });
    expect(actor.getSnapshot().value).toBe('collecting');
    expect(actor.getSnapshot().context.ids).toEqual(['E5']);
    actor.send({ type: 'SYNC', ids: [] });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.stop();
  });

  it('ignores an invalid id and a REMOVE of a car it does not hold', () => {
    const actor = createActor(compareTrayMachine, { input: {} }).start();
    actor.send({ type: 'TOGGLE', id: 'javascript:alert(1)' });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'TOGGLE', id: 'A1' });
    actor.send({ type: 'REMOVE', id: 'Z9' });
    expect(actor.getSnapshot().context.ids).toEqual(['A1']);
    actor.stop();
  });
});
