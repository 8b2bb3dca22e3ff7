// The early paint of `/` (src/early/early-home.ts): the address it asks for (the list query's own, through
// the graph), every kind of answer it may get, read by the graph's readers, and what it draws for each;
// hostile strings only ever as text.

import { afterEach, describe, expect, it } from 'vitest';
import { CAR_STATUS_KINDS, STATUS_LABELS } from '../../src/domain/car-status';
import { viewOfKind } from '../../src/machines/car-status.machine';
import { earlyHomeUrl, readEarlyHome, renderEarlyHome, type EarlyHome } from '../../src/early/early-home';
import { PLACEHOLDER_IMAGE } from '../../src/platform/inline-images';
import { carListVariables, PREMIUM_SCOPE } from '../../src/screens/common/car-list/car-list-query';
import { CarListDocument } from '../../src/screens/common/car-list/car-list.generated';
import { createTestGraph } from '../support/graph';
import { xssVectors } from '../fixtures/xss-vectors';

function listing(car: Record<string, unknown> = {}) {
  return {
    id: 'C1',
    title: '雷克萨斯ES 2023款 300h 豪华版',
    cover: 'https://img.example/c1.jpg',
    registration_date: '2023-03-01',
    mileage: 42000,
    city: '上海',
    price: { current: 238300, original: 245800, reduce: 7500 },
    tags: ['无事故'],
    release_status: '在售',
    ...car,
  };
}

function listBody(cars: unknown[] = [listing()], data: Record<string, unknown> = {}) {
  return { status: 'success', data: { list: cars, total: cars.length, page: 1, page_size: 20, ...data } };
}

const ok = (body: unknown) => ({ status: 200, text: JSON.stringify(body) });

function painted(home: EarlyHome): HTMLElement {
  const node = renderEarlyHome(document, home);
  document.body.append(node);
  return node;
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { __xss?: unknown }).__xss;
});

describe('earlyHomeUrl', () => {
  it('is the address the list’s query asks for through the graph, with or without other parameters', async () => {
    for (const search of ['', '?from=singlemessage&isappinstalled=0', '?lang=en']) {
      const graph = createTestGraph();
      await graph.client.query({ query: CarListDocument, variables: carListVariables(PREMIUM_SCOPE, search) });
      const asked = graph.requests.filter((request) => request.operation === 'cars').map((request) => request.url);
      expect(asked).toEqual([earlyHomeUrl(search)]);
    }
  });

  it('is null for an address with filters or a search: the app asks for those itself', () => {
    for (const search of [
      '?q=宝马',
      '?sort=price_asc',
      '?brand=1',
      '?on_sale=0',
      '?price_max=100000',
      '?vehicle=motorcycle',
    ])
      expect(earlyHomeUrl(search), search).toBeNull();
  });
});

describe('readEarlyHome', () => {
  it('reads the first cars as the list’s card does: title, cover, status, price and which lines show', () => {
    const home = readEarlyHome(ok(listBody()), 'zh-CN');
    expect(home).toEqual({
      locale: 'zh-CN',
      cards: [
        {
          id: 'C1',
          title: '雷克萨斯ES 2023款 300h 豪华版',
          cover: 'https://img.example/c1.jpg',
          kind: 'ON_SALE',
          unavailable: false,
          facts: true,
          highlights: true,
          flagged: false,
          price: { current: 238300, original: 245800 },
          reportEntry: false,
        },
      ],
    });
  });

  it('paints at most the first screen’s cards', () => {
    const cars = Array.from({ length: 20 }, (_, index) => listing({ id: `C${index + 1}` }));
    expect(readEarlyHome(ok(listBody(cars)), 'zh-CN')?.cards.map((card) => card.id)).toEqual(['C1', 'C2', 'C3']);
  });

  it('follows the card for missing fields: the id as title, no photo, no price, no facts or highlights', () => {
    const bare = { id: 'C9', release_status: '', price: null };
    expect(readEarlyHome(ok(listBody([bare])), 'zh-CN')?.cards[0]).toEqual({
      id: 'C9',
      title: 'C9',
      cover: null,
      kind: 'ON_SALE',
      unavailable: false,
      facts: false,
      highlights: false,
      flagged: false,
      price: null,
      reportEntry: false,
    });
    // A listing without an id is no car (the graph drops it too).
    expect(readEarlyHome(ok(listBody([{ title: 'no id' }, bare])), 'zh-CN')?.cards.map((card) => card.id)).toEqual([
      'C9',
    ]);
  });

  it('knows the status kinds as the status machine does: unavailable cars, the report entry, their original price', () => {
    for (const [label, kind] of Object.entries(STATUS_LABELS)) {
      const card = readEarlyHome(
        ok(listBody([listing({ release_status: label, report_id: 'R1', business: 'retail' })])),
        'en',
      )!.cards[0]!;
      const view = viewOfKind(kind);
      expect(card.kind).toBe(kind);
      expect(card.unavailable, label).toBe(view.unavailable);
      expect(card.reportEntry, label).toBe(view.showsReportEntry);
      expect(card.price?.original, label).toBe(view.unavailable ? null : 245800);
    }
    expect(CAR_STATUS_KINDS).toHaveLength(Object.keys(STATUS_LABELS).length);
  });

  it("strikes through only an original above the price, by the Price component's own rule (shownOriginal)", () => {
    const prices = (original: unknown) =>
      readEarlyHome(ok(listBody([listing({ price: { current: 238300, original } })])), 'zh-CN')!.cards[0]!.price;
    expect(prices(245800)).toEqual({ current: 238300, original: 245800 });
    expect(prices(238300)).toEqual({ current: 238300, original: null });
    expect(prices(199800)).toEqual({ current: 238300, original: null });
  });

  it('shows a flag’s chip, and leaves out a tag the flag contradicts', () => {
    const card = readEarlyHome(
      ok(listBody([listing({ tags: ['无事故'], price: { current: 100000 }, open_flags: [{ kind: 'accident' }] })])),
      'zh-CN',
    )!.cards[0]!;
    expect(card.flagged).toBe(true);
    expect(card.highlights).toBe(false);
  });

  it('reads nothing from a 404, a 500, an empty or malformed body, a failed envelope or a list without cars', () => {
    expect(readEarlyHome({ status: 404, text: JSON.stringify(listBody()) }, 'zh-CN')).toBeNull();
    expect(readEarlyHome({ status: 500, text: 'Internal Server Error' }, 'zh-CN')).toBeNull();
    expect(readEarlyHome({ status: 200, text: '' }, 'zh-CN')).toBeNull();
    expect(readEarlyHome({ status: 200, text: '{"status":"success","data":' }, 'zh-CN')).toBeNull();
    expect(readEarlyHome(ok({ status: 'error', msg: '服务繁忙', data: listBody().data }), 'zh-CN')).toBeNull();
    expect(readEarlyHome(ok(listBody([])), 'zh-CN')).toBeNull();
    expect(readEarlyHome(ok({ status: 'success', data: null }), 'zh-CN')).toBeNull();
    expect(readEarlyHome(ok({ status: 'success', data: { list: 'cars' } }), 'zh-CN')).toBeNull();
    expect(readEarlyHome(ok([1, 2]), 'zh-CN')).toBeNull();
  });
});

describe('renderEarlyHome', () => {
  it('draws the list’s blocks, then each card: the first photo at high priority, the title, the price', () => {
    const cars = [listing(), listing({ id: 'C2', cover: 'https://img.example/c2.jpg', price: { current: 44300 } })];
    const node = painted(readEarlyHome(ok(listBody(cars)), 'zh-CN')!);
    expect(node.getAttribute('aria-hidden')).toBe('true');
    expect(node.querySelectorAll('.early-list-search, .early-list-toolbar, .early-list-links')).toHaveLength(3);
    const rows = node.querySelectorAll('.early-list > .early-row');
    expect(rows).toHaveLength(2);
    const [first, second] = [...rows] as HTMLElement[];
    const photo = first!.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('https://img.example/c1.jpg');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(first!.querySelector('.early-card-title')?.textContent).toBe('雷克萨斯ES 2023款 300h 豪华版');
    expect(first!.querySelector('.early-card-current')?.textContent).toBe('23.83万');
    expect(first!.querySelector('.early-card-original s')?.textContent).toBe('24.58万');
    // On sale shows no badge; the facts and highlights lines are skeleton of their height.
    expect(first!.querySelector('.early-badge')).toBeNull();
    expect(first!.querySelectorAll('.early-card-facts, .early-card-highlights')).toHaveLength(2);
    // The other cards show the lazy loader's placeholder, as the list's first render does.
    const other = second!.querySelector('img')!;
    expect(other.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(other.getAttribute('fetchpriority')).toBeNull();
    expect(second!.querySelector('.early-card-image')?.getAttribute('data-state')).toBe('idle');
    expect(second!.querySelector('.early-card-current')?.textContent).toBe('4.43万');
    expect(second!.querySelector('.early-card-original')).toBeNull();
  });

  it('draws the status badge and note in the locale, and a sold car without its original price', () => {
    const node = painted(readEarlyHome(ok(listBody([listing({ release_status: '已售' })])), 'en')!);
    expect(node.querySelector('.early-card')?.getAttribute('data-unavailable')).toBe('true');
    expect(node.querySelector('.early-badge')?.textContent).toBe('Sold');
    expect(node.querySelector('.early-card-note')?.textContent).toBe('Sold');
    expect(node.querySelector('.early-card-current')?.textContent).toBe('¥238,300');
    expect(node.querySelector('.early-card-original')).toBeNull();
  });

  it('draws the placeholder in the error state for a card without a photo, and a dash without a price', () => {
    const node = painted(readEarlyHome(ok(listBody([listing({ cover: null, price: null })])), 'zh-CN')!);
    expect(node.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(node.querySelector('.early-card-image')?.getAttribute('data-state')).toBe('error');
    expect(node.querySelector('.early-card-current')).toBeNull();
    expect(node.querySelector('.early-card-no-price')?.textContent).toBe('—');
  });

  it('keeps the place of a flag’s chip and of the early-access report link', () => {
    const node = painted(
      readEarlyHome(
        ok(
          listBody([
            listing({ release_status: '抢先报', report_id: 'R1', business: 'retail', open_flags: ['mileage'] }),
          ]),
        ),
        'zh-CN',
      )!,
    );
    expect(node.querySelectorAll('.early-card-flag')).toHaveLength(1);
    expect(node.querySelectorAll('.early-card-report')).toHaveLength(1);
    expect(node.querySelector('.early-badge')?.textContent).toBe('抢先报');
  });

  it('shows a hostile title and status as text, never as markup', () => {
    for (const vector of xssVectors) {
      const home = readEarlyHome(
        ok(listBody([listing({ title: vector, release_status: vector, cover: vector, city: vector })])),
        'zh-CN',
      )!;
      const node = painted(home);
      expect(node.querySelector('.early-card-title')?.textContent).toBe(vector.trim() || 'C1');
      expect(node.querySelectorAll('script, iframe, a, svg, object, embed, style, link, math').length).toBe(0);
      // The only image is the card's own; a hostile cover is no address (safeUrl) and shows the placeholder.
      const images = [...node.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(images).toHaveLength(1);
      expect(images[0] === PLACEHOLDER_IMAGE || /^https:\/\//.test(images[0] ?? '')).toBe(true);
      node.remove();
    }
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
