// The QA studio drives the carStatus actor a screen renders from: every list card and car page has its
// car's live actor (carStatus:<id>); an event the studio sends changes that card or page at once, a
// restored snapshot replaces the actor and the screen follows, and the actor goes when the car leaves
// the screen. Through the real graph with MSW.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { resetScenario, setScenario } from '../../mocks/scenarios';
import { carStatusActorName } from '../../src/machines/car-status-actors';
import { get, list } from '../../src/machines/registry';
import { createActorTracker } from '../../src/qa/actor-tracker';
import { CarScreen } from '../../src/screens/car/car.screen';
import { HomeScreen } from '../../src/screens/home/home.screen';
import { renderCarRoute } from '../screens/car/render';
import { renderList } from '../screens/home/list-harness';

const car = fixtureCars()
  .filter((item) => item.category === 'premium' && !item.isWholesale)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
const name = carStatusActorName(car.id);

afterEach(() => resetScenario());

async function liveActor() {
  await waitFor(() => expect(get(name)).toBeDefined());
  return get(name)!;
}

describe('live carStatus actors', () => {
  it('a list card renders from its actor: the studio sends an event, restores a snapshot', async () => {
    setScenario({ carStatus: { [car.id]: '在售' } });
    renderList('/', '/', <HomeScreen />);
    const card = (await screen.findByRole('link', { name: car.title }, { timeout: 5000 })).closest('article')!;
    await liveActor();
    const tracker = createActorTracker();
    expect(card).toHaveAttribute('data-availability', 'buyable');
    const onSale = tracker.log(name).find((item) => item.kind === 'snapshot' && item.value === 'onSale')!;

    act(() => tracker.send(name, 'LABEL_RECEIVED', { label: '被截胡' }));
    expect(card).toHaveAttribute('data-availability', 'unavailable');
    expect(within(card).getAllByText('已被截胡').length).toBeGreaterThan(0);

    act(() => void tracker.restore(name, onSale.seq));
    expect(String(get(name)!.getSnapshot().value)).toBe('onSale');
    expect(card).toHaveAttribute('data-availability', 'buyable');
    expect(within(card).queryByText('已被截胡')).toBeNull();
    tracker.dispose();

    cleanup();
    expect(get(name)).toBeUndefined();
    expect(list().filter((item) => item.name.startsWith('carStatus:'))).toEqual([]);
  });

  it('the car page renders from its actor too', async () => {
    renderCarRoute(CarScreen, '/car/:id', `/car/${car.id}`);
    const page = (await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).closest('article')!;
    const actor = await liveActor();
    expect(page).toHaveAttribute('data-availability', 'buyable');
    act(() => actor.send({ type: 'LABEL_RECEIVED', label: '已预定' }));
    expect(page).toHaveAttribute('data-availability', 'reserved');
    expect(screen.getByRole('heading', { level: 2, name: '这辆车已被预定' })).toBeInTheDocument();
    cleanup();
    expect(get(name)).toBeUndefined();
  });
});
