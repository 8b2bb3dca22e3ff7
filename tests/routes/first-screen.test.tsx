import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { preloadFirstScreen } from '../../src/routes/first-screen';
import { renderApp } from '../support/app';
import { createTestGraph } from '../support/graph';

const premium = fixtureCars()
  .filter((car) => car.category === 'premium' && !car.isWholesale)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The screens load as lazy chunks: allow for a busy machine (not a timing assertion). */
const LOADED = { timeout: 15_000 };

const requestsOf = (graph: ReturnType<typeof createTestGraph>, operation: string) =>
  graph.requests.filter((entry) => entry.operation === operation);

describe('the first screen', () => {
  it('preloads the screen chunk of the route the visit starts on', () => {
    const Index = vi.fn(() => Promise.resolve(() => null));
    const Car = vi.fn(() => Promise.resolve(() => null));
    preloadFirstScreen({ pathname: '/car/C10001', search: '' }, { Index, Car });
    expect(Car).toHaveBeenCalledTimes(1);
    expect(Index).not.toHaveBeenCalled();
    preloadFirstScreen({ pathname: '/no/such/page', search: '' }, { Index, Car });
    expect(Index).not.toHaveBeenCalled();
  });

  it("home: the list's first page is requested once, and the screen shows it", async () => {
    const graph = createTestGraph();
    renderApp('/', { graph });
    expect(await screen.findByRole('link', { name: premium[0]!.title }, LOADED)).toBeInTheDocument();
    expect(requestsOf(graph, 'cars')).toHaveLength(1);
    expect(new URL(requestsOf(graph, 'cars')[0]!.url).searchParams.get('page_size')).toBe('20');
  });

  it('home with filters in the address: one request, for the filtered page', async () => {
    const graph = createTestGraph();
    renderApp('/?sort=PRICE_ASC&price_max=30', { graph });
    await screen.findAllByRole('link', { name: /./ }, LOADED);
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: '正在加载车源' })).not.toBeInTheDocument());
    expect(requestsOf(graph, 'cars')).toHaveLength(1);
    const sent = new URL(requestsOf(graph, 'cars')[0]!.url).searchParams;
    expect(sent.get('category')).toBe('premium');
    expect([...sent.keys()].length).toBeGreaterThan(3);
  });

  it("car page: the detail is requested once, and the gallery's first photo loads first", async () => {
    const car = premium[0]!;
    const graph = createTestGraph();
    renderApp(`/car/${car.id}`, { graph });
    expect(await screen.findByRole('heading', { level: 1, name: car.title }, LOADED)).toBeInTheDocument();
    expect(requestsOf(graph, 'car')).toHaveLength(1);
    expect(document.querySelector('article img[fetchpriority="high"]')).not.toBeNull();
  });

  it('community index: the first page of posts is requested once', async () => {
    const graph = createTestGraph();
    renderApp('/moments', { graph });
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toBeInTheDocument();
    await vi.waitFor(() => expect(requestsOf(graph, 'moments').length).toBeGreaterThan(0), LOADED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsOf(graph, 'moments')).toHaveLength(1);
  });
});
