// Restoring a carStatus snapshot in the QA studio shows it on the card of the car it belongs to: the
// snapshot's label goes to that car through the Scenarios tab's status override, the caches refresh,
// and the home list card re-renders with the restored status.
import { act, screen, waitFor, within } from '@testing-library/react';
import { createActor, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { getScenario, resetScenario } from '../../mocks/scenarios';
import { carStatusMachine } from '../../src/machines/car-status.machine';
import { get, list, register } from '../../src/machines/registry';
import { sellCarMachine } from '../../src/machines/sell-car.machine';
import { createActorTracker } from '../../src/qa/actor-tracker';
import { restoredCarStatus, showRestoredCarStatus } from '../../src/qa/car-status-restore';
import { createScenarioControl } from '../../src/qa/scenario-control';
import { HomeScreen } from '../../src/screens/home/home.screen';
import { renderList } from '../screens/home/list-harness';

afterEach(() => {
  resetScenario();
  for (const { name, actor } of list()) {
    actor.stop();
    register(name, actor)();
  }
});

describe('restoredCarStatus', () => {
  it('names the car and label of a carStatus actor that was told its car', () => {
    const actor = createActor(carStatusMachine).start();
    expect(restoredCarStatus(actor)).toBeNull();
    actor.send({ type: 'LABEL_RECEIVED', label: '已售' });
    expect(restoredCarStatus(actor)).toBeNull();
    actor.send({ type: 'LABEL_RECEIVED', label: '已售', carId: ' c-1 ' });
    expect(actor.getSnapshot().context).toEqual({ label: '已售', carId: 'c-1' });
    expect(restoredCarStatus(actor)).toEqual({ carId: 'c-1', label: '已售' });
    actor.stop();
  });

  it('ignores other machines and bad context', () => {
    const sellCar = createActor(sellCarMachine, { input: { draft: null } });
    expect(restoredCarStatus(sellCar)).toBeNull();
    const odd = { logic: carStatusMachine, getSnapshot: () => ({ context: { carId: 7, label: null } }) } as unknown as AnyActorRef;
    expect(restoredCarStatus(odd)).toBeNull();
  });
});

describe('a restored carStatus snapshot on the home list', () => {
  it('reaches the card of its car as a studio override', async () => {
    const { graph } = renderList('/', '/', <HomeScreen />);
    const control = createScenarioControl({ client: graph.client, rest: graph.rest, storage: null });
    const tracker = createActorTracker({ onRestore: showRestoredCarStatus(control) });
    const car = fixtureCars()
      .filter((item) => item.category === 'premium' && !item.isWholesale)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .find((item) => item.releaseStatus === '在售')!;
    const cardOf = async () => (await screen.findByRole('link', { name: car.title })).closest('article')!;
    expect(within(await cardOf()).queryAllByText('已售')).toEqual([]);

    // The list's status actor, told the car with the label (what the list sends on opening a card
    // once it passes carId); QA steps it to sold and back to on sale, then restores "sold".
    const live = get('carStatus');
    expect(live).toBeDefined();
    act(() => {
      tracker.send('carStatus', 'LABEL_RECEIVED', { label: '已售', carId: car.id });
      tracker.send('carStatus', 'LABEL_RECEIVED', { label: '在售', carId: car.id });
    });
    const sold = tracker.log('carStatus').find((item) => item.kind === 'snapshot' && item.value === 'sold')!;
    expect(sold).toBeDefined();

    act(() => {
      tracker.restore('carStatus', sold.seq);
    });
    expect(getScenario().carStatus).toEqual({ [car.id]: '已售' });
    expect(control.active()).toBe(true);
    await waitFor(() => expect(graph.requests.filter((entry) => entry.operation === 'cars').length).toBeGreaterThan(1));
    await waitFor(() => expect(within(screen.getByRole('link', { name: car.title }).closest('article')!).getAllByText('已售').length).toBeGreaterThan(0), { timeout: 5000 });
    expect((await cardOf()).getAttribute('data-unavailable')).toBe('true');

    tracker.dispose();
    control.dispose();
  });

  it('leaves the cards alone for a snapshot of no car or another machine', async () => {
    const calls: Array<[string, string | null]> = [];
    const show = showRestoredCarStatus({
      setCarStatus: (carId, label) => {
        calls.push([carId, label]);
        return Promise.resolve();
      },
    });
    const actor = createActor(carStatusMachine).start();
    actor.send({ type: 'LABEL_RECEIVED', label: '已售' });
    show('carStatus', actor);
    show('sellCar', createActor(sellCarMachine, { input: { draft: null } }));
    expect(calls).toEqual([]);
    actor.send({ type: 'LABEL_RECEIVED', label: '下架', carId: 'c-9' });
    show('carStatus', actor);
    expect(calls).toEqual([['c-9', '下架']]);
    actor.stop();
  });
});
