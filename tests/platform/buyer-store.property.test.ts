// The buyer store survives any sequence of saves, removals, views, saved searches, reloads and
// corrupted storage: it never throws, stays within its bounds, and never loses a valid entry. A model
// (plain arrays) says what must be kept; the store is checked against it after every step.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUYER_LIMITS,
  BUYER_STORE_KEY,
  BUYER_STORE_VERSION,
  createBuyerStore,
  readBuyerData,
  type BuyerData,
  type CarSnapshot,
  type StorageArea,
} from '../../src/platform/buyer-store';

class MemoryStorage implements StorageArea {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const idArb = fc.constantFrom('C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'X_9', 'long-id-000');
const snapshotArb = fc.record({
  id: idArb,
  title: fc.string({ maxLength: 30 }),
  cover: fc.option(fc.constantFrom('/media/a.svg', 'https://cdn.example.com/b.jpg', 'javascript:alert(1)', ''), {
    nil: null,
  }),
  price: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
  statusLabel: fc.option(fc.constantFrom('在售', '已售', '下架', '被截胡', '??'), { nil: null }),
});
/** Values that are not entries of any list. */
const junkArb = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 10 }).map((text) => `<${text}>`),
  fc.constant({ id: '<script>' }),
  fc.constant({ id: 'C1', savedAt: 'yesterday' }),
  fc.constant({ id: 42, title: 'x', savedAt: 1, viewedAt: 1 }),
  fc.array(fc.integer(), { maxLength: 3 }),
);

type Step =
  | { kind: 'toggle'; car: CarSnapshot }
  | { kind: 'remove'; id: string }
  | { kind: 'view'; car: { id: string; title: string } }
  | { kind: 'clearHistory' }
  | { kind: 'compare'; ids: string[] }
  | { kind: 'saveSearch'; list: 'premium' | 'discount'; query: string }
  | { kind: 'removeSearch'; index: number }
  | { kind: 'reload' }
  | { kind: 'injectJunk'; list: 'saved' | 'recent' | 'searches' | 'compare'; junk: unknown; at: number }
  | { kind: 'foreignKeys' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  snapshotArb.map((car) => ({ kind: 'toggle' as const, car })),
  idArb.map((id) => ({ kind: 'remove' as const, id })),
  fc.record({ id: idArb, title: fc.string({ maxLength: 10 }) }).map((car) => ({ kind: 'view' as const, car })),
  fc.constant({ kind: 'clearHistory' as const }),
  fc.array(idArb, { maxLength: 6 }).map((ids) => ({ kind: 'compare' as const, ids })),
  fc
    .record({
      list: fc.constantFrom('premium' as const, 'discount' as const),
      query: fc.constantFrom('', 'brand=B15', 'price_max=300000&brand=B2', 'sort=NEWEST'),
    })
    .map((s) => ({ kind: 'saveSearch' as const, ...s })),
  fc.nat(5).map((index) => ({ kind: 'removeSearch' as const, index })),
  fc.constant({ kind: 'reload' as const }),
  fc
    .record({
      list: fc.constantFrom('saved' as const, 'recent' as const, 'searches' as const, 'compare' as const),
      junk: junkArb,
      at: fc.nat(10),
    })
    .map((s) => ({ kind: 'injectJunk' as const, ...s })),
  fc.constant({ kind: 'foreignKeys' as const }),
);

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('buyer store (property)', () => {
  it('keeps every valid entry through any sequence of changes, reloads and corrupted entries', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const storage = new MemoryStorage();
        let clock = 1_700_000_000_000;
        const now = () => (clock += 1000);
        let store = createBuyerStore({ storage, now });
        // The model: ids per list in order.
        let saved: string[] = [];
        let recent: string[] = [];
        let compare: string[] = [];
        let searches: string[] = [];

        for (const step of steps) {
          switch (step.kind) {
            case 'toggle': {
              const outcome = store.toggleSaved(step.car);
              if (saved.includes(step.car.id)) {
                expect(outcome).toBe('removed');
                saved = saved.filter((id) => id !== step.car.id);
              } else if (saved.length < BUYER_LIMITS.saved) {
                expect(outcome).toBe('saved');
                saved = [step.car.id, ...saved];
                const entry = store.read().saved[0]!;
                // The price and status at the time of saving are kept.
                expect(entry.price).toBe(step.car.price);
                expect(entry.statusLabel).toBe(step.car.statusLabel);
                expect(entry.cover === null || entry.cover.startsWith('/') || entry.cover.startsWith('https://')).toBe(
                  true,
                );
              }
              break;
            }
            case 'remove':
              store.removeSaved(step.id);
              saved = saved.filter((id) => id !== step.id);
              break;
            case 'view':
              store.recordView({ ...step.car, cover: null, price: null, statusLabel: null });
              recent = [step.car.id, ...recent.filter((id) => id !== step.car.id)].slice(0, BUYER_LIMITS.recent);
              break;
            case 'clearHistory':
              store.clearHistory();
              recent = [];
              break;
            case 'compare':
              store.setCompare(step.ids);
              compare = [...new Set(step.ids)].slice(0, BUYER_LIMITS.compare);
              break;
            case 'saveSearch': {
              const before = store.read().searches.length;
              const entry = store.saveSearch(step.list, step.query);
              expect(entry).not.toBeNull();
              if (store.read().searches.length > before) searches = [entry!.id, ...searches];
              break;
            }
            case 'removeSearch': {
              const id = searches[step.index];
              if (id) {
                store.removeSearch(id);
                searches = searches.filter((other) => other !== id);
              }
              break;
            }
            case 'reload':
              store = createBuyerStore({ storage, now });
              break;
            case 'injectJunk': {
              // Another writer (an older build, a hand edit) put a bad entry among the good ones.
              const raw = JSON.parse(storage.getItem(BUYER_STORE_KEY) ?? `{"v":${BUYER_STORE_VERSION}}`) as Record<
                string,
                unknown[]
              >;
              const list = Array.isArray(raw[step.list]) ? raw[step.list]! : [];
              list.splice(Math.min(step.at, list.length), 0, step.junk);
              raw[step.list] = list;
              storage.setItem(BUYER_STORE_KEY, JSON.stringify(raw));
              store = createBuyerStore({ storage, now });
              break;
            }
            case 'foreignKeys':
              storage.setItem('other-app', '{"saved":"nope"}');
              storage.setItem(BUYER_STORE_KEY + ':old', 'not json');
              break;
          }
          const data = store.read();
          expect(ids(data.saved)).toEqual(saved);
          expect(ids(data.recent)).toEqual(recent);
          expect(data.compare).toEqual(compare);
          expect(ids(data.searches)).toEqual(searches);
          expect(data.saved.length).toBeLessThanOrEqual(BUYER_LIMITS.saved);
          expect(data.recent.length).toBeLessThanOrEqual(BUYER_LIMITS.recent);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reads anything at all without throwing, into bounded valid data', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            v: fc.constantFrom(1, 2, 3, '2'),
            saved: fc.array(fc.jsonValue()),
            recent: fc.jsonValue(),
            compare: fc.jsonValue(),
            searches: fc.jsonValue(),
          }),
        ),
        (raw) => {
          const data: BuyerData = readBuyerData(raw, 1_700_000_000_000);
          expect(data.saved.length).toBeLessThanOrEqual(BUYER_LIMITS.saved);
          expect(data.compare.length).toBeLessThanOrEqual(BUYER_LIMITS.compare);
          for (const list of [data.saved, data.recent, data.searches])
            expect(new Set(ids(list)).size).toBe(list.length);
        },
      ),
    );
  });

  it('survives a storage that throws or is full, keeping the data in memory', () => {
    const storage: StorageArea = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createBuyerStore({ storage });
    expect(store.toggleSaved({ id: 'C1', title: 'A car', cover: null, price: 100, statusLabel: '在售' })).toBe('saved');
    expect(store.isSaved('C1')).toBe(true);
  });
});

describe('buyer store versions and bounds', () => {
  it('upgrades version 1 (saved ids only) and drops unknown versions', () => {
    const data = readBuyerData({ v: 1, saved: ['C1', 'C2', 'C1', '<x>'] }, 1_700_000_000_000);
    expect(data.saved.map((entry) => [entry.id, entry.title, entry.price])).toEqual([
      ['C1', 'C1', null],
      ['C2', 'C2', null],
    ]);
    expect(readBuyerData({ v: 99, saved: [{ id: 'C1', title: 't', savedAt: 1 }] })).toEqual({
      saved: [],
      recent: [],
      compare: [],
      searches: [],
      bookings: [],
      reservations: [],
    });
  });

  it('keeps the 50 most recent cars, newest first, each once', () => {
    let clock = 1;
    const store = createBuyerStore({ storage: new MemoryStorage(), now: () => clock++ });
    for (let i = 0; i < 60; i++)
      store.recordView({ id: `C${i}`, title: `Car ${i}`, cover: null, price: null, statusLabel: null });
    store.recordView({ id: 'C20', title: 'Car 20', cover: null, price: null, statusLabel: null });
    const recent = store.read().recent.map((entry) => entry.id);
    expect(recent).toHaveLength(50);
    expect(recent[0]).toBe('C20');
    expect(recent[1]).toBe('C59');
    expect(recent.filter((id) => id === 'C20')).toHaveLength(1);
  });

  it('refuses a saved car past the limit instead of dropping one', () => {
    const store = createBuyerStore({ storage: new MemoryStorage() });
    for (let i = 0; i < BUYER_LIMITS.saved; i++)
      store.toggleSaved({ id: `C${i}`, title: 't', cover: null, price: null, statusLabel: null });
    expect(store.toggleSaved({ id: 'Extra', title: 't', cover: null, price: null, statusLabel: null })).toBe('full');
    expect(store.read().saved).toHaveLength(BUYER_LIMITS.saved);
  });

  it('hears a change made in another tab', () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const store = createBuyerStore({ storage, events: target as unknown as Window });
    const other = createBuyerStore({ storage });
    let heard = 0;
    store.subscribe(() => heard++);
    other.toggleSaved({ id: 'C1', title: 't', cover: null, price: 1, statusLabel: null });
    target.dispatchEvent(Object.assign(new Event('storage'), { key: BUYER_STORE_KEY }));
    expect(heard).toBe(1);
    expect(store.isSaved('C1')).toBe(true);
  });
});

describe('buyer store: viewing bookings (version 3)', () => {
  const booking = {
    id: 'YY202611291001',
    carId: 'C10001',
    carTitle: '车',
    substationId: 'ST01',
    substationName: '杭州城西展厅',
    day: '2026-11-29',
    slot: '10:00-12:00',
    name: '王先生',
    phoneMasked: '138****5678',
    bookedAt: 1_764_000_000_000,
    contactWithinHours: 2,
    manageToken: 'mt_0123456789abcdef',
    cancelled: false,
  };

  it('a version 2 store reads as version 4 without bookings; nothing is lost', () => {
    const data = readBuyerData({ v: 2, saved: [{ id: 'C1', title: 't', savedAt: 1 }], bookings: [booking] });
    expect(data.saved).toHaveLength(1);
    expect(data.bookings).toHaveLength(1);
  });

  it('drops bad bookings one by one and keeps the good ones', () => {
    const data = readBuyerData({
      v: 3,
      bookings: [
        booking,
        { ...booking, id: 'YY2', day: 'tomorrow' },
        { ...booking, id: '<script>' },
        { ...booking, id: 'YY3', phoneMasked: '13812345678', contactWithinHours: -1 },
        'x',
        null,
      ],
    });
    expect(data.bookings.map((entry) => entry.id)).toEqual(['YY202611291001', 'YY3']);
    // a full number is never kept as the masked one; an absurd promise reads as a day
    expect(data.bookings[1]).toMatchObject({ phoneMasked: '****', contactWithinHours: 24 });
  });

  it('reads a booking kept before its token and cancellation were (an older app) as one only the showroom changes', () => {
    const { manageToken: _token, cancelled: _cancelled, ...older } = booking;
    const data = readBuyerData({
      v: 4,
      bookings: [older, { ...booking, id: 'YY4', manageToken: 'x'.repeat(201), cancelled: 'yes' }],
    });
    expect(data.bookings[0]).toMatchObject({ manageToken: null, cancelled: false });
    expect(data.bookings[1]).toMatchObject({ manageToken: null, cancelled: false });
  });

  it('adds a booking at the top, once per reference, within the limit', () => {
    const storage = new Map<string, string>();
    const store = createBuyerStore({
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    });
    store.addBooking(booking);
    store.addBooking({ ...booking, slot: '14:00-16:00' });
    expect(store.read().bookings).toHaveLength(1);
    expect(store.read().bookings[0]?.slot).toBe('14:00-16:00');
    for (let i = 0; i < 30; i++) store.addBooking({ ...booking, id: `YY${i}` });
    expect(store.read().bookings).toHaveLength(20);
    expect(JSON.parse(storage.get('buyer-store') ?? '{}')).toMatchObject({ v: 4 });
  });
});

describe('the reservations made on this device', () => {
  const reservation = {
    id: 'RSV-20261129-0001',
    reference: 'DJ20261129001',
    carId: 'C10001',
    carTitle: '雷克萨斯ES 2023款 300h 豪华版',
    reservedAt: 1_764_000_000_000,
  };

  it('a version 3 store reads as version 4 without reservations; its bookings stay', () => {
    const data = readBuyerData({ v: 3, bookings: [], saved: [{ id: 'C1', title: 't', savedAt: 1 }] });
    expect(data.saved).toHaveLength(1);
    expect(data.reservations).toEqual([]);
  });

  it('drops bad reservations one by one and keeps the good ones (no state is ever read from storage)', () => {
    const data = readBuyerData({
      v: 4,
      reservations: [
        { ...reservation, status: 'held' },
        { ...reservation, id: 'javascript:alert(1)' },
        { ...reservation, id: 'R2', carId: '../../etc' },
        { ...reservation, id: 'R3', reference: '' },
        { ...reservation, id: 'R4', carTitle: 42 },
        'x',
        null,
      ],
    });
    expect(data.reservations.map((entry) => entry.id)).toEqual(['RSV-20261129-0001', 'R4']);
    expect(data.reservations[0]).not.toHaveProperty('status');
    expect(data.reservations[1]?.carTitle).toBe('C10001');
  });

  it('adds a reservation at the top, once per id, within the limit', () => {
    const storage = new Map<string, string>();
    const store = createBuyerStore({
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    });
    store.addReservation(reservation);
    store.addReservation({ ...reservation, reference: 'DJ2' });
    expect(store.read().reservations).toEqual([{ ...reservation, reference: 'DJ2' }]);
    for (let i = 0; i < 30; i++) store.addReservation({ ...reservation, id: `R${i}` });
    expect(store.read().reservations).toHaveLength(20);
    expect(store.read().reservations[0]?.id).toBe('R29');
  });
});
