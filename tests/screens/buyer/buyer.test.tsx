// The buyer screens through the real graph (Apollo, resolvers, REST clients; MSW at the REST
// boundary): saved cars as they are now (a price drop, a status that ends the sale, a car that is
// gone), saved searches with their counts, the history and the compare table.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoint, hostPattern, ok } from '../../../mocks/handlers/define';
import { findFixtureCar, toDetail } from '../../../mocks/fixtures/cars';
import { server } from '../../../mocks/node';
import { formatPrice } from '../../../src/i18n/format';
import { CompareScreen } from '../../../src/screens/buyer/compare.screen';
import { FavoritesScreen } from '../../../src/screens/buyer/favorites.screen';
import { HistoryScreen } from '../../../src/screens/buyer/history.screen';
import { MineScreen } from '../../../src/screens/buyer/mine.screen';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { createTestGraph, type TestGraph } from '../../support/graph';
import { renderCarRoute } from '../car/render';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- mock payloads, read loosely

// Each test is a fresh app: its graph and services (the buyer store among them).
let graph: TestGraph;
beforeEach(() => {
  graph = createTestGraph();
});

function detail(id: string, change: (car: Json) => void = () => undefined): Json {
  const body = toDetail(findFixtureCar(id)!) as Json;
  change(body.car);
  return body;
}

/** The car endpoint answering from these records (404 for any other id). */
function serveCars(records: Record<string, Json>) {
  server.use(
    endpoint('car', ({ params }) => {
      const record = records[params.id ?? ''];
      return record
        ? ok.status(record)
        : HttpResponse.json({ status: 'error', message: '车辆不存在' }, { status: 404 });
    }),
  );
}

const zh = (yuan: number) => formatPrice(yuan, 'zh-CN');

describe('saved cars (/favorites)', () => {
  it('shows each saved car as it is now: a price drop, a car no longer for sale, a car that is gone', async () => {
    const cheaper = detail('C10001');
    const now = cheaper.car.price.current as number;
    const sold = detail('C10002', (car) => (car.release_status = '已售'));
    serveCars({ C10001: cheaper, C10002: sold });
    graph.buyerStore.toggleSaved({
      id: 'C10001',
      title: 'Old title',
      cover: null,
      price: now + 5000,
      statusLabel: '在售',
    });
    graph.buyerStore.toggleSaved({ id: 'C10002', title: 'Second', cover: null, price: 100_000, statusLabel: '在售' });
    graph.buyerStore.toggleSaved({
      id: 'GONE1',
      title: '已经不在的车',
      cover: '/media/cars/sedan-grey-front.svg',
      price: 90_000,
      statusLabel: '在售',
    });

    renderCarRoute(FavoritesScreen, '/favorites', '/favorites', graph);
    const first = await screen.findByRole('listitem', { name: cheaper.title });
    expect(within(first).getByText(`降价 ${zh(5000)}`)).toBeInTheDocument();
    expect(within(first).getByText(`收藏时 ${zh(now + 5000)}`)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: cheaper.title })).toHaveAttribute('href', '/car/C10001');

    const second = screen.getByRole('listitem', { name: sold.title });
    expect(within(second).getByText('已无法购买：已售')).toBeInTheDocument();
    expect(second).toHaveAttribute('data-unavailable', 'true');

    const gone = screen.getByRole('listitem', { name: '已经不在的车' });
    expect(within(gone).getByText('此车已不存在')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).toBeNull();
  });

  it('keeps an unavailable car until the buyer removes it', async () => {
    const offShelf = detail('C10003', (car) => (car.release_status = '下架'));
    serveCars({ C10003: offShelf });
    graph.buyerStore.toggleSaved({ id: 'C10003', title: 'Saved', cover: null, price: 1, statusLabel: '在售' });
    renderCarRoute(FavoritesScreen, '/favorites', '/favorites', graph);
    const row = await screen.findByRole('listitem', { name: offShelf.title });
    expect(within(row).getByText('已无法购买：已下架')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: `移除 ${offShelf.title}` }));
    expect(await screen.findByText('还没有收藏的车')).toBeInTheDocument();
    expect(graph.buyerStore.read().saved).toEqual([]);
  });

  it('says so when nothing is saved, with a way to the cars', async () => {
    renderCarRoute(FavoritesScreen, '/favorites', '/favorites', graph);
    expect(await screen.findByText('还没有收藏的车')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看车源' })).toHaveAttribute('href', '/');
  });

  it('lists saved searches named by their filters, with the cars that match now and those new since last opened', async () => {
    const search = graph.buyerStore.saveSearch('premium', 'brand=B15&price_max=300000')!;
    const counts: string[] = [];
    server.use(
      http.get(hostPattern('cars'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        counts.push(query.toString());
        return HttpResponse.json(
          ok.status({ list: [], total: query.get('listed_since') ? 2 : 7, page: 1, page_size: 1 }),
        );
      }),
    );
    renderCarRoute(MineScreen, '/mine', '/mine', graph);
    // Named as the list's chips named it: the brand's name once the names are there.
    const link = await screen.findByRole('link', { name: '雷克萨斯 · 30万以下' });
    expect(link).toHaveAttribute('href', `/?${search.query}`);
    expect(await screen.findByText('精品车源 · 现有 7 辆匹配，自上次查看新增 2 辆')).toBeInTheDocument();
    expect(counts.every((query) => query.includes('brand_id=B15') && query.includes('price_max=300000'))).toBe(true);
  });
});

describe('recently viewed (/history)', () => {
  it('lists the cars opened, newest first, and clears them', async () => {
    graph.buyerStore.recordView({ id: 'C10001', title: '第一辆', cover: null, price: 100_000, statusLabel: '在售' });
    graph.buyerStore.recordView({ id: 'C10002', title: '第二辆', cover: null, price: 200_000, statusLabel: '在售' });
    renderCarRoute(HistoryScreen, '/history', '/history', graph);
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['第二辆', '第一辆']);
    await userEvent.click(screen.getByRole('button', { name: '清空浏览记录' }));
    expect(await screen.findByText('还没有浏览记录')).toBeInTheDocument();
  });
});

describe('compare (/compare?ids=…)', () => {
  it('is a table with a column per car and marks the rows that differ, from a shared link', async () => {
    const a = detail('C10001');
    const b = detail('C10002', (car) => {
      car.price.current = a.car.price.current;
      car.release_status = '已预定';
    });
    serveCars({ C10001: a, C10002: b });
    renderCarRoute(CompareScreen, '/compare', '/compare?ids=C10001,C10002,GONE1', graph);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(a.title),
        expect.stringContaining(b.title),
        expect.stringContaining('车辆已不存在'),
      ]),
    );
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('售价')).not.toHaveAttribute('data-differs');
    expect(row('状态')).toHaveAttribute('data-differs', 'true');
    expect(within(row('状态')).getByText('已预定')).toBeInTheDocument();
    expect(within(row('月供')).getAllByRole('cell')[0]).toHaveTextContent('¥');
  });

  it('says what to do without cars', async () => {
    renderCarRoute(CompareScreen, '/compare', '/compare', graph);
    expect(await screen.findByText('还没有选择要对比的车')).toBeInTheDocument();
  });
});

describe('saving a car from the car page', () => {
  it('keeps the price and status seen, adds the car to the history, and the toggle says it is pressed', async () => {
    const record = detail('C10001');
    renderCarRoute(CarScreen, '/car/:id', '/car/C10001', graph);
    const save = await screen.findByRole('button', { name: '收藏' }, { timeout: 10_000 });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(graph.buyerStore.read().recent.map((entry) => entry.id)).toEqual(['C10001']));
    await userEvent.click(save);
    // Pressed at once (the tap's answer); the graph keeps the car after that paint.
    expect(save).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(graph.buyerStore.read().saved).toHaveLength(1));
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'true');
    const [entry] = graph.buyerStore.read().saved;
    expect(entry).toMatchObject({
      id: 'C10001',
      title: record.title,
      price: record.car.price.current,
      statusLabel: '在售',
    });
    const compare = screen.getByRole('button', { name: '对比' });
    await userEvent.click(compare);
    await waitFor(() => expect(compare).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(graph.buyerStore.read().compare).toEqual(['C10001']));
  });
});
