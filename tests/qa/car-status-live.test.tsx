// One source for a car's status: every screen reads the graph's status field, and the QA studio sets
// a status where the screens read it. Its carStatus machine (a sandbox, as QA starts it from the
// Machines tab) writes each verdict into the cache: the list card and every part of the car page (the
// badge, the muted price, the status panel, the page's own data attributes) change at once, a restored
// snapshot brings the earlier status back, and no actor runs per card. Through the real graph with MSW.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { resetScenario, setScenario } from '../../mocks/scenarios';
import { carStatusMachine } from '../../src/machines/car-status.machine';
import { createActorTracker } from '../../src/qa/actor-tracker';
import { bridgeCarStatus } from '../../src/qa/car-status-bridge';
import { CarScreen } from '../../src/screens/car/car.screen';
import { HomeScreen } from '../../src/screens/home/home.screen';
import { renderCarRoute } from '../screens/car/render';
import { renderList } from '../screens/home/list-harness';

const car = fixtureCars()
  .filter((item) => item.category === 'premium' && !item.isWholesale)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;

afterEach(() => {
  resetScenario();
});

describe("a car's status, from the graph only", () => {
  it('no status actor runs for the cards a list shows', async () => {
    const { graph } = renderList('/', '/', <HomeScreen />);
    await screen.findByRole('link', { name: car.title }, { timeout: 5000 });
    expect(graph.services.registry.list().filter((item) => item.name.startsWith('carStatus'))).toEqual([]);
  });

  it('the studio sets a status on a list card, and a restored snapshot brings the old one back', async () => {
    setScenario({ carStatus: { [car.id]: '在售' } });
    const { graph } = renderList('/', '/', <HomeScreen />);
    const card = (await screen.findByRole('link', { name: car.title }, { timeout: 5000 })).closest('article')!;
    expect(card).toHaveAttribute('data-availability', 'buyable');
    const tracker = createActorTracker({ registry: graph.services.registry });
    const stop = bridgeCarStatus(graph.client.cache, graph.services.registry);
    const name = tracker.startSandbox(carStatusMachine);

    act(() => tracker.send(name, 'LABEL_RECEIVED', { label: '在售', carId: car.id }));
    const onSale = tracker.log(name).find((item) => item.kind === 'snapshot' && item.value === 'onSale')!;
    act(() => tracker.send(name, 'LABEL_RECEIVED', { label: '被截胡', carId: car.id }));
    await waitFor(() => expect(card).toHaveAttribute('data-availability', 'unavailable'));
    expect(within(card).getAllByText('已被截胡').length).toBeGreaterThan(0);

    act(() => void tracker.restore(name, onSale.seq));
    await waitFor(() => expect(card).toHaveAttribute('data-availability', 'buyable'));
    expect(within(card).queryByText('已被截胡')).toBeNull();

    // The studio's status outlives a fresh answer: the list asked again still shows it.
    act(() => tracker.send(name, 'LABEL_RECEIVED', { label: '已售', carId: car.id }));
    await waitFor(() => expect(card).toHaveAttribute('data-availability', 'unavailable'));
    await act(() => graph.client.refetchQueries({ include: 'active' }));
    expect(card).toHaveAttribute('data-availability', 'unavailable');
    stop();
    tracker.dispose();
  });

  it('every part of the car page shows the status the studio set', async () => {
    const { graph } = renderCarRoute(CarScreen, '/car/:id', `/car/${car.id}`);
    const page = (await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).closest('article')!;
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    expect(page).toHaveAttribute('data-availability', 'buyable');
    const tracker = createActorTracker({ registry: graph.services.registry });
    const stop = bridgeCarStatus(graph.client.cache, graph.services.registry);
    const name = tracker.startSandbox(carStatusMachine);

    act(() => tracker.send(name, 'LABEL_RECEIVED', { label: '已预定', carId: car.id }));
    await waitFor(() => expect(page).toHaveAttribute('data-availability', 'reserved'));
    expect(page).toHaveAttribute('data-status', 'ORDERED');
    // The badge beside the title and the status panel below it say the same.
    const summary = screen.getByRole('region', { name: /价格|price/i });
    expect(within(summary).getAllByText('已预定').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: '这辆车已被预定' })).toBeInTheDocument();

    // Stopping the sandbox ends the studio's status: the server's shows again.
    act(() => tracker.stopSandbox(name));
    await waitFor(() => expect(page).toHaveAttribute('data-availability', 'buyable'));
    stop();
    tracker.dispose();
  });
});
