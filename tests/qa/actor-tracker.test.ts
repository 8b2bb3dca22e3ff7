import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createActorRegistry, type ActorRegistry } from '../../src/machines/registry';
import { sellCarMachine, type SellCarResult } from '../../src/machines/sell-car.machine';
import { createActorTracker, type ActorTracker } from '../../src/qa/actor-tracker';
import { eventExamples } from '../../src/qa/event-examples';
import { pathOptions } from '../machines/sell-car-paths';

const cleanups: Array<() => void> = [];
// Each test is a fresh app's registry (AppServices.registry).
let registry: ActorRegistry;
beforeEach(() => {
  registry = createActorRegistry();
});
afterEach(() => {
  cleanups
    .splice(0)
    .reverse()
    .forEach((cleanup) => cleanup());
  for (const { actor } of registry.list()) actor.stop();
});

function screenLikeActor() {
  let answer: (result: SellCarResult) => void = () => undefined;
  const machine = sellCarMachine.provide({
    actors: {
      loadOptions: fromPromise(async () => pathOptions),
      submitSellCar: fromPromise(() => new Promise<SellCarResult>((resolve) => (answer = resolve))),
    },
  });
  const actor = createActor(machine, { input: { currentYear: 2026 } });
  actor.start();
  cleanups.push(registry.register('sellCar', actor));
  return { actor, answer: (result: SellCarResult) => answer(result) };
}

function track(): ActorTracker {
  const tracker = createActorTracker({ registry, now: () => 0 });
  cleanups.push(() => tracker.dispose());
  return tracker;
}

const stateOf = (tracker: ActorTracker, name: string) =>
  (tracker.info(name)?.actor.getSnapshot() as { value: unknown }).value;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('actor tracker', () => {
  it('follows registered actors and lists the events their current state takes', async () => {
    const { actor } = screenLikeActor();
    const tracker = track();
    expect(tracker.list().map((item) => item.name)).toContain('sellCar');
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(tracker.availableEvents('sellCar')).toEqual([
      { type: 'EDIT', enabled: true, simulated: false, example: eventExamples.sellCar!.EDIT },
      { type: 'SUBMIT', enabled: true, simulated: false, example: null },
    ]);
    expect(
      tracker
        .log('sellCar')
        .filter((item) => item.kind === 'snapshot')
        .map((item) => item.value),
    ).toEqual(['loadingOptions', 'editing']);
  });

  it('offers the invoked calls’ outcomes as simulated events while they run', async () => {
    screenLikeActor();
    const tracker = track();
    await flush();
    tracker.send('sellCar', 'EDIT', eventExamples.sellCar!.EDIT);
    tracker.send('sellCar', 'SUBMIT');
    expect(stateOf(tracker, 'sellCar')).toBe('submitting');
    const available = tracker.availableEvents('sellCar');
    expect(available.map((event) => [event.type, event.simulated])).toEqual([
      ['xstate.done.actor.submitSellCar', true],
      ['xstate.error.actor.submitSellCar', true],
    ]);
    tracker.send('sellCar', 'xstate.error.actor.submitSellCar', available[1]!.example);
    expect(stateOf(tracker, 'sellCar')).toBe('submitFailed');
    expect(
      (tracker.info('sellCar')?.actor.getSnapshot() as { context: { submitError: string } }).context.submitError,
    ).toBe('Request failed with status code 500');
  });

  it('records the studio’s events and, through inspection, the app’s own', async () => {
    const { actor } = screenLikeActor();
    const tracker = track();
    await flush();
    tracker.send('sellCar', 'EDIT', { values: { name: '陈先生' } });
    actor.send({ type: 'EDIT', values: { phone: '13812345678' } });
    const events = tracker.log('sellCar').filter((item) => item.kind === 'event' && item.event?.type === 'EDIT');
    expect(events.map((item) => [item.source, item.event])).toEqual([
      ['studio', { type: 'EDIT', values: { name: '陈先生' } }],
      ['app', { type: 'EDIT', values: { phone: '13812345678' } }],
    ]);
  });

  it('steps back: restores an earlier snapshot into a fresh actor registered under the same name', async () => {
    const { actor: original } = screenLikeActor();
    const tracker = track();
    await flush();
    tracker.send('sellCar', 'EDIT', eventExamples.sellCar!.EDIT);
    const edited = [...tracker.log('sellCar')].reverse().find((item) => item.kind === 'snapshot')!;
    tracker.send('sellCar', 'SUBMIT');
    expect(stateOf(tracker, 'sellCar')).toBe('submitting');

    const fresh = tracker.restore('sellCar', edited.seq);
    expect(registry.get('sellCar')).toBe(fresh);
    expect(fresh).not.toBe(original);
    expect(original.getSnapshot().status).toBe('stopped');
    const snapshot = fresh.getSnapshot() as { value: unknown; context: { form: { name: string }; options: unknown } };
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.form.name).toBe('陈先生');
    expect(snapshot.context.options).toEqual(pathOptions);
    // The log carries on under the same name, and the fresh actor still runs the screen's implementations.
    expect(tracker.log('sellCar').some((item) => item.kind === 'restore' && item.restoredFrom === edited.seq)).toBe(
      true,
    );
    tracker.send('sellCar', 'SUBMIT');
    expect(stateOf(tracker, 'sellCar')).toBe('submitting');
  });

  it('runs a sandbox whose invoked calls wait for simulated answers', () => {
    const tracker = track();
    const name = tracker.startSandbox(sellCarMachine, { currentYear: 2026 });
    expect(name).toBe('sellCar (sandbox)');
    expect(tracker.info(name)?.sandbox).toBe(true);
    expect(stateOf(tracker, name)).toBe('loadingOptions');
    tracker.send(name, 'xstate.done.actor.loadOptions', eventExamples.sellCar!['xstate.done.actor.loadOptions']);
    expect(stateOf(tracker, name)).toBe('editing');
    tracker.send(name, 'EDIT', eventExamples.sellCar!.EDIT);
    tracker.send(name, 'SUBMIT');
    expect(stateOf(tracker, name)).toBe('submitting');
    tracker.send(name, 'xstate.done.actor.submitSellCar', eventExamples.sellCar!['xstate.done.actor.submitSellCar']);
    expect(stateOf(tracker, name)).toBe('done');
    tracker.stopSandbox(name);
    expect(registry.get(name)).toBeUndefined();
    expect(tracker.info(name)).toBeUndefined();
  });

  it('keeps the log bounded', async () => {
    screenLikeActor();
    const tracker = createActorTracker({ registry, limit: 5 });
    cleanups.push(() => tracker.dispose());
    await flush();
    for (let i = 0; i < 10; i++) tracker.send('sellCar', 'EDIT', { values: { remark: String(i) } });
    expect(tracker.log('sellCar')).toHaveLength(5);
  });
});
