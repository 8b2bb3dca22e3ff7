import { screen } from '@testing-library/react';
import { SchemaLink } from '@apollo/client/link/schema';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { setScenario } from '../../mocks/scenarios';
import { prefetchFirstScreen, preloadFirstScreen } from '../../src/routes/first-screen';
import { renderApp } from '../support/app';
import { allowConsoleErrors } from '../support/console-guard';
import { createTestGraph } from '../support/graph';
import { PREFETCH_TTL_MS } from '../../src/graph/client';

const premium = fixtureCars()
  .filter((car) => car.category === 'premium' && !car.isWholesale)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The screens load as lazy chunks: allow for a busy machine (not a timing assertion). */
const LOADED = { timeout: 15_000 };

const requestsOf = (graph: ReturnType<typeof createTestGraph>, operation: string) =>
  graph.requests.filter((entry) => entry.operation === operation);

/** Waits until the prefetch's REST request has left (it is answered by MSW a little later). */
async function prefetchStarted(graph: ReturnType<typeof createTestGraph>, operation: string) {
  await vi.waitFor(() => expect(requestsOf(graph, operation).length).toBeGreaterThan(0));
}

describe('the first screen, started by the entry', () => {
  it('preloads the screen chunk of the route the visit starts on', () => {
    const Index = vi.fn(() => Promise.resolve(() => null));
    const Car = vi.fn(() => Promise.resolve(() => null));
    preloadFirstScreen({ pathname: '/car/C10001', search: '' }, { Index, Car });
    expect(Car).toHaveBeenCalledTimes(1);
    expect(Index).not.toHaveBeenCalled();
    preloadFirstScreen({ pathname: '/no/such/page', search: '' }, { Index, Car });
    expect(Index).not.toHaveBeenCalled();
  });

  it("home: the list's first page is requested once, by the prefetch, and the screen shows it", async () => {
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: '/', search: '' });
    await prefetchStarted(graph, 'cars');
    renderApp('/', { graph });
    expect(await screen.findByRole('link', { name: premium[0]!.title }, LOADED)).toBeInTheDocument();
    expect(requestsOf(graph, 'cars')).toHaveLength(1);
    expect(new URL(requestsOf(graph, 'cars')[0]!.url).searchParams.get('page_size')).toBe('20');
  });

  it("the screen's query takes the prefetch's run instead of executing again, and a refetch reaches the network", async () => {
    const request = vi.spyOn(SchemaLink.prototype, 'request');
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: '/', search: '' });
    await prefetchStarted(graph, 'cars');
    renderApp('/', { graph });
    expect(await screen.findByRole('link', { name: premium[0]!.title }, LOADED)).toBeInTheDocument();
    const executed = request.mock.calls.map(([operation]) => operation.operationName);
    expect(executed).not.toContain('CarList');
    expect(requestsOf(graph, 'cars')).toHaveLength(1);
    await graph.client.refetchQueries({ include: ['CarList'] });
    await vi.waitFor(() => expect(requestsOf(graph, 'cars')).toHaveLength(2), LOADED);
    request.mockRestore();
  });

  it('an answer that arrived before the screen rendered is read from the cache: nothing is executed or asked again', async () => {
    const request = vi.spyOn(SchemaLink.prototype, 'request');
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: '/', search: '' });
    // The answer is in the cache before the screen renders.
    const inCache = () => JSON.stringify(graph.client.cache.extract()).includes(premium[0]!.title);
    await vi.waitFor(() => expect(inCache()).toBe(true), LOADED);
    // Later than the run's time to wait for a claim: the answer is in the cache, not waiting.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_TTL_MS + 1);
    renderApp('/', { graph });
    expect(await screen.findByRole('link', { name: premium[0]!.title }, LOADED)).toBeInTheDocument();
    expect(request.mock.calls.map(([operation]) => operation.operationName)).not.toContain('CarList');
    expect(requestsOf(graph, 'cars')).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('home with filters in the address: the prefetch asks for the same filtered page the list shows', async () => {
    const graph = createTestGraph();
    const search = '?sort=PRICE_ASC&price_max=30';
    await prefetchFirstScreen(graph, { pathname: '/', search });
    await prefetchStarted(graph, 'cars');
    renderApp(`/${search}`, { graph });
    await screen.findAllByRole('link', { name: /./ }, LOADED);
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: '正在加载车源' })).not.toBeInTheDocument());
    expect(requestsOf(graph, 'cars')).toHaveLength(1);
    const sent = new URL(requestsOf(graph, 'cars')[0]!.url).searchParams;
    expect(sent.get('category')).toBe('premium');
    expect([...sent.keys()].length).toBeGreaterThan(3);
  });

  it('car page: the detail is requested once, and a malformed id requests nothing', async () => {
    const car = premium[0]!;
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: `/car/${car.id}`, search: '' });
    await prefetchStarted(graph, 'car');
    renderApp(`/car/${car.id}`, { graph });
    expect(await screen.findByRole('heading', { level: 1, name: car.title }, LOADED)).toBeInTheDocument();
    expect(requestsOf(graph, 'car')).toHaveLength(1);

    const other = createTestGraph();
    await prefetchFirstScreen(other, { pathname: '/car/%3Cscript%3E', search: '' });
    expect(other.requests).toEqual([]);
  });

  it('a failed prefetch is presented once, by the screen, which then retries as usual', async () => {
    allowConsoleErrors();
    setScenario({ faults: { cars: 'http-500' } });
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: '/', search: '' });
    await prefetchStarted(graph, 'cars');
    renderApp('/', { graph });
    expect(await screen.findByText('车源加载失败', {}, LOADED)).toBeInTheDocument();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
    setScenario({});
    screen.getByRole('button', { name: '重新加载' }).click();
    expect(await screen.findByRole('link', { name: premium[0]!.title }, LOADED)).toBeInTheDocument();
  });

  it('community index: the first page of posts is requested once', async () => {
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: '/moments', search: '' });
    await prefetchStarted(graph, 'moments');
    renderApp('/moments', { graph });
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toBeInTheDocument();
    await vi.waitFor(() => expect(requestsOf(graph, 'moments').length).toBeGreaterThan(0), LOADED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsOf(graph, 'moments')).toHaveLength(1);
  });

  it('routes without a prefetch request nothing ahead', async () => {
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: '/board', search: '' });
    await prefetchFirstScreen(graph, { pathname: '/no/such/page', search: '?x=<b>' });
    expect(graph.requests).toEqual([]);
  });

  it("home: the first card's photo is preloaded from the prefetch's data, the very address the card shows", async () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: '/', search: '' });
    const preload = await vi.waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      expect(link).not.toBeNull();
      return link as HTMLLinkElement;
    });
    expect(preload.getAttribute('fetchpriority')).toBe('high');
    renderApp('/', { graph });
    const card = await screen.findByRole('link', { name: premium[0]!.title }, LOADED);
    const image = card.closest('article')?.querySelector('img');
    expect(image?.src).toBe(preload.href);
  });

  it("car page: the gallery's first photo is preloaded; a failed prefetch preloads nothing", async () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    const car = premium[1]!;
    const graph = createTestGraph();
    await prefetchFirstScreen(graph, { pathname: `/car/${car.id}`, search: '' });
    const preload = await vi.waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      expect(link).not.toBeNull();
      return link as HTMLLinkElement;
    });
    renderApp(`/car/${car.id}`, { graph });
    await screen.findByRole('heading', { level: 1, name: car.title }, LOADED);
    const firstPhoto = document.querySelector<HTMLImageElement>('article img[fetchpriority="high"]');
    expect(firstPhoto?.src).toBe(preload.href);

    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    allowConsoleErrors();
    setScenario({ faults: { car: 'http-500' } });
    const failing = createTestGraph();
    await prefetchFirstScreen(failing, { pathname: `/car/${premium[2]!.id}`, search: '' });
    await prefetchStarted(failing, 'car');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    setScenario({});
  });
});
