// The graph remembered across visits (src/graph/persist.ts), through the real graph: a first visit's
// answers are written to a storage, a second graph restores them, and the age limits, the schema
// version, corrupt storage and the size bound decide what comes back.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint, ok } from '../../mocks/handlers/define';
import { server } from '../../mocks/node';
import { createGraph } from '../../src/graph/client';
import {
  isRestored,
  PERSIST_KEY,
  PERSISTED_ROOT_FIELDS,
  restoreCache,
  revalidate,
  saveCache,
  SCHEMA_VERSION,
  type PersistStorage,
} from '../../src/graph/persist';
import type { RequestLogEntry } from '../../src/graph/rest/http';
import { CarDetailDocument } from '../../src/screens/car/car.generated';
import { carListVariables, PREMIUM_SCOPE } from '../../src/screens/common/car-list/car-list-query';
import { CarListDocument } from '../../src/screens/common/car-list/car-list.generated';
import { fixtureDetail, fixtureTitle } from '../screens/car/fixture';

class MemoryStorage implements PersistStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function visit(storage: PersistStorage | null) {
  const requests: RequestLogEntry[] = [];
  const alerts: string[] = [];
  const graph = createGraph({
    storage,
    presenter: { alert: (text) => alerts.push(text) },
    timeoutMs: 300,
    retryDelaysMs: [0, 0],
    onRequest: (entry) => requests.push(entry),
  });
  return { ...graph, requests, alerts };
}

const LIST = carListVariables(PREMIUM_SCOPE, '');
const MINUTE = 60_000;

/** A first visit that saw the home list and one car, written to `storage` at `at`. */
async function firstVisit(storage: PersistStorage, at = Date.now()) {
  const first = visit(storage);
  await first.client.query({ query: CarListDocument, variables: LIST });
  await first.client.query({ query: CarDetailDocument, variables: { id: 'C10001' } });
  saveCache(first.client.cache, storage, at);
  return first;
}

afterEach(() => vi.restoreAllMocks());

describe('the graph persisted on the device', () => {
  it('a returning visit reads the home list and a car seen before from the device, with no request', async () => {
    const storage = new MemoryStorage();
    await firstVisit(storage);
    const again = visit(storage);
    const list = await again.client.query({ query: CarListDocument, variables: LIST });
    const car = await again.client.query({ query: CarDetailDocument, variables: { id: 'C10001' } });
    expect(list.data?.cars.items.length).toBeGreaterThan(0);
    expect(car.data?.car?.title).toBe(fixtureTitle('C10001'));
    expect(again.requests).toEqual([]);
    expect(isRestored(again.client.cache, CarDetailDocument, { id: 'C10001' })).toBe(true);
  });

  it('keeps only the car lists and car records: nothing a form reads comes from the device', async () => {
    const storage = new MemoryStorage();
    await firstVisit(storage);
    const stored = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}') as { roots: Record<string, unknown> };
    const fields = Object.keys(stored.roots).map((name) => /^\w+/.exec(name)?.[0]);
    expect(new Set(fields)).toEqual(new Set(Object.keys(PERSISTED_ROOT_FIELDS)));
  });

  it('revalidates a restored car once: its new status is in the cache after one request, and later visits ask nothing', async () => {
    const storage = new MemoryStorage();
    await firstVisit(storage);
    const detail = fixtureDetail('C10001');
    server.use(endpoint('car', () => ok.status({ ...detail, car: { ...detail.car, release_status: '已售' } })));
    const again = visit(storage);
    const before = again.client.readQuery({ query: CarDetailDocument, variables: { id: 'C10001' } });
    expect(before?.car?.status.kind).toBe('ON_SALE');
    revalidate(again.client, CarDetailDocument, { id: 'C10001' });
    await vi.waitFor(() =>
      expect(again.client.readQuery({ query: CarDetailDocument, variables: { id: 'C10001' } })?.car?.status.kind).toBe(
        'SOLD',
      ),
    );
    expect(again.requests.filter((entry) => entry.operation === 'car')).toHaveLength(1);
    expect(isRestored(again.client.cache, CarDetailDocument, { id: 'C10001' })).toBe(false);
    revalidate(again.client, CarDetailDocument, { id: 'C10001' });
    await again.client.query({ query: CarDetailDocument, variables: { id: 'C10001' } });
    expect(again.requests.filter((entry) => entry.operation === 'car')).toHaveLength(1);
  });

  it('the first screen is not prefetched when the device kept its answer: the revalidation after painting asks once', async () => {
    const storage = new MemoryStorage();
    await firstVisit(storage);
    const again = visit(storage);
    expect(await again.prefetch(CarDetailDocument, { id: 'C10001' })).toBeNull();
    expect(again.requests).toEqual([]);
    revalidate(again.client, CarDetailDocument, { id: 'C10001' });
    await vi.waitFor(() => expect(isRestored(again.client.cache, CarDetailDocument, { id: 'C10001' })).toBe(false));
    expect(again.requests.filter((entry) => entry.operation === 'car')).toHaveLength(1);
    // A car the device did not keep is prefetched as on a first visit.
    expect(await again.prefetch(CarDetailDocument, { id: 'C10002' })).toMatchObject({ car: { id: 'C10002' } });
  });

  it("a prefetch's answer written to the cache before its screen asked is kept for the next visit", async () => {
    const storage = new MemoryStorage();
    const first = visit(storage);
    await first.prefetch(CarDetailDocument, { id: 'C10002' });
    // Saved once the browser is idle after the answer, as a query's answer is.
    await vi.waitFor(() => expect(storage.getItem(PERSIST_KEY)).toContain('C10002'));
    const again = visit(storage);
    expect(isRestored(again.client.cache, CarDetailDocument, { id: 'C10002' })).toBe(true);
    const kept = await again.client.query({ query: CarDetailDocument, variables: { id: 'C10002' } });
    expect(kept.data?.car?.id).toBe('C10002');
    expect(again.requests).toEqual([]);
  });

  it('a failed revalidation keeps what was shown and alerts nothing', async () => {
    const storage = new MemoryStorage();
    await firstVisit(storage);
    server.use(endpoint('car', () => new Response('boom', { status: 500 })));
    const again = visit(storage);
    revalidate(again.client, CarDetailDocument, { id: 'C10001' });
    await vi.waitFor(() => expect(again.requests.some((entry) => entry.operation === 'car')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.client.readQuery({ query: CarDetailDocument, variables: { id: 'C10001' } })?.car?.title).toBeTruthy();
    expect(again.alerts).toEqual([]);
  });

  it('age limits: a list is dropped after minutes, a car record after a day', async () => {
    const storage = new MemoryStorage();
    const at = Date.now();
    await firstVisit(storage, at);
    const soon = visit(null);
    expect(restoreCache(soon.client.cache, storage, at + 5 * MINUTE)).toBe(2);

    const later = visit(null);
    restoreCache(later.client.cache, storage, at + PERSISTED_ROOT_FIELDS.cars! + MINUTE);
    expect(later.client.readQuery({ query: CarListDocument, variables: LIST })).toBeNull();
    expect(later.client.readQuery({ query: CarDetailDocument, variables: { id: 'C10001' } })?.car?.id).toBe('C10001');

    const nextDay = visit(null);
    expect(restoreCache(nextDay.client.cache, storage, at + PERSISTED_ROOT_FIELDS.car! + MINUTE)).toBe(0);
    expect(nextDay.client.readQuery({ query: CarDetailDocument, variables: { id: 'C10001' } })).toBeNull();
  });

  it('a fetched answer gets its age back; one only restored keeps its first age', async () => {
    const storage = new MemoryStorage();
    await firstVisit(storage);
    const at = (JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}') as { roots: Record<string, { at: number }> }).roots;
    const carAge = Object.entries(at).find(([name]) => name.startsWith('car'))?.[1].at ?? 0;
    const later = carAge + 20 * 60 * MINUTE;
    const again = visit(null);
    restoreCache(again.client.cache, storage, later);
    // The list (older than its limit) was not restored; the car was, and is written with its old age.
    expect(again.client.readQuery({ query: CarListDocument, variables: LIST })).toBeNull();
    saveCache(again.client.cache, storage, later);
    const stored = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}') as { roots: Record<string, { at: number }> };
    expect(Object.values(stored.roots).map((entry) => entry.at)).toEqual([carAge]);
    // Fetched again, it is as young as the fetch.
    const fresh = visit(storage);
    await fresh.client.query({ query: CarDetailDocument, variables: { id: 'C10001' }, fetchPolicy: 'network-only' });
    saveCache(fresh.client.cache, storage);
    const refetched = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}') as { roots: Record<string, { at: number }> };
    expect(Object.values(refetched.roots).every((entry) => entry.at > carAge)).toBe(true);
  });

  it('a new schema drops what an older one stored', async () => {
    const storage = new MemoryStorage();
    await firstVisit(storage);
    const stored = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}') as Record<string, unknown>;
    storage.setItem(PERSIST_KEY, JSON.stringify({ ...stored, version: `${SCHEMA_VERSION}-older` }));
    const again = visit(storage);
    expect(again.client.readQuery({ query: CarDetailDocument, variables: { id: 'C10001' } })).toBeNull();
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":'],
    ['a foreign shape', JSON.stringify([1, 2, 3])],
    ['roots of the wrong type', JSON.stringify({ version: SCHEMA_VERSION, roots: 'x', entities: {} })],
    [
      'entries without an age',
      JSON.stringify({
        version: SCHEMA_VERSION,
        roots: { 'car({"id":"C1"})': { value: { __ref: 'Car:C1' } } },
        entities: {},
      }),
    ],
  ])('corrupt storage (%s) starts the visit empty and the graph still answers', async (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(PERSIST_KEY, raw);
    const again = visit(storage);
    const car = await again.client.query({ query: CarDetailDocument, variables: { id: 'C10001' } });
    expect(car.data?.car?.id).toBe('C10001');
  });

  it('storage that throws is a visit without memory', async () => {
    const throwing: PersistStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const again = visit(throwing);
    const car = await again.client.query({ query: CarDetailDocument, variables: { id: 'C10001' } });
    expect(car.data?.car?.id).toBe('C10001');
    expect(() => saveCache(again.client.cache, throwing)).not.toThrow();
  });

  it('size bound: the newest answers that fit are written, with the records they reach', async () => {
    const storage = new MemoryStorage();
    const first = visit(storage);
    const ids = ['C10001', 'C10002', 'C10003'];
    for (const id of ids) await first.client.query({ query: CarDetailDocument, variables: { id } });
    saveCache(first.client.cache, storage);
    const whole = storage.getItem(PERSIST_KEY)?.length ?? 0;
    // Room for about two of the three cars.
    saveCache(first.client.cache, storage, Date.now(), Math.floor((whole * 3) / 4));
    const bounded = storage.getItem(PERSIST_KEY) ?? '';
    expect(bounded.length).toBeLessThanOrEqual(Math.floor((whole * 3) / 4));
    const again = visit(storage);
    const kept = ids.filter(
      (id) => again.client.readQuery({ query: CarDetailDocument, variables: { id } })?.car?.id === id,
    );
    expect(kept.length).toBe(2);
    // What is restored is whole: every kept car reads completely from the cache.
    expect(again.requests).toEqual([]);
  });
});
