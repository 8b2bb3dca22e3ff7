// The car page's one derived view state (src/screens/car/car-view.ts): which of missing, loading, head,
// full or error the page shows for each combination of its car query, the cache and its extras query.

import { CombinedGraphQLErrors } from '@apollo/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { CarDetailDocument } from '../../../src/screens/car/car.generated';
import {
  carView,
  headOf,
  leadsWithSimilar,
  type CarDetail,
  type CarViewInput,
  type KnownCar,
} from '../../../src/screens/car/car-view';
import { createTestGraph } from '../../support/graph';

let car: CarDetail;

beforeAll(async () => {
  const { client } = createTestGraph();
  const { data } = await client.query({ query: CarDetailDocument, variables: { id: 'C10001' } });
  if (!data?.car) throw new Error('the mocks have no car C10001');
  car = data.car;
});

const sold = (): CarDetail => ({ ...car, status: { ...car.status, kind: 'SOLD', label: '已售' } });

/** What a tapped list card leaves in the cache (src/graph/car-from-card.ts). */
const card = (): KnownCar => ({
  __typename: 'Car',
  id: 'C10001',
  title: '2019 款 宝马 3 系 325Li',
  status: { label: '在售', kind: 'ON_SALE' },
  cover: { url: '/img/c10001.jpg', caption: null },
  price: { current: 239000 },
  mileageKm: 42000,
  tags: ['准新车'],
});

/** A cache entry as read back from storage: whatever shape it has, typed as the cache's. */
const fromStorage = (value: object) => JSON.parse(JSON.stringify(value)) as KnownCar;

function input(overrides: Partial<CarViewInput>): CarViewInput {
  return {
    id: 'C10001',
    car: undefined,
    arrived: undefined,
    known: undefined,
    loading: false,
    error: undefined,
    extras: {},
    ...overrides,
  };
}

const notFound = () =>
  new CombinedGraphQLErrors({
    data: { car: null },
    errors: [{ message: 'Not found', path: ['car'], extensions: { status: 404 } }],
  });
const failed = () =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'Upstream 502', path: ['car'], extensions: { status: 502 } }],
  });

describe('carView', () => {
  it('missing: no valid id in the address', () => {
    expect(carView(input({ id: undefined, loading: true }))).toEqual({ kind: 'missing' });
    expect(carView(input({ id: null }))).toEqual({ kind: 'missing' });
  });

  it('loading: the answer is on its way and the cache knows nothing of the car', () => {
    expect(carView(input({ loading: true }))).toEqual({ kind: 'loading' });
  });

  it('head: the answer is on its way and a list card told the cache the first screen', () => {
    const view = carView(input({ loading: true, known: card() }));
    expect(view.kind).toBe('head');
    if (view.kind !== 'head') return;
    expect(view.head).toMatchObject({
      id: 'C10001',
      title: '2019 款 宝马 3 系 325Li',
      status: { kind: 'ON_SALE', label: '在售' },
      cover: { url: '/img/c10001.jpg', caption: null },
      price: { current: 239000 },
    });
  });

  it('head: the answer has arrived but the deferred render has not caught up with it yet', () => {
    expect(carView(input({ arrived: car }))).toEqual({ kind: 'head', head: car });
  });

  it('full: the whole record, with the extras once they are in', () => {
    expect(carView(input({ car, arrived: car }))).toEqual({ kind: 'full', car, extras: undefined });
    const extras = { __typename: 'Car' as const, id: car.id, recommendations: [], equipment: null, goods: [] };
    const view = carView(input({ car, arrived: car, extras: { data: { car: extras } } }));
    expect(view).toMatchObject({ kind: 'full', car, extras });
  });

  it('a car no longer for sale leads with its similar cars: its head shows until the extras answer', () => {
    const gone = sold();
    expect(leadsWithSimilar(gone)).toBe(true);
    expect(leadsWithSimilar(car)).toBe(false);
    expect(leadsWithSimilar(undefined)).toBe(false);
    expect(carView(input({ car: gone, arrived: gone }))).toEqual({ kind: 'head', head: gone });
    expect(carView(input({ car: gone, arrived: gone, extras: { data: { car: null } } })).kind).toBe('full');
    // A failed extras query does not hold the page: it shows without the similar cars.
    expect(carView(input({ car: gone, arrived: gone, extras: { error: new Error('502') } }))).toEqual({
      kind: 'full',
      car: gone,
      extras: undefined,
    });
  });

  it('missing: the server says the car is gone, by a 404 or by a null car', () => {
    expect(carView(input({ error: notFound() }))).toEqual({ kind: 'missing' });
    expect(carView(input({ arrived: null, car: null }))).toEqual({ kind: 'missing' });
    expect(carView(input({ known: null }))).toEqual({ kind: 'missing' });
  });

  it('error: the car itself failed; a side field failing is not the car failing', () => {
    const error = failed();
    expect(carView(input({ error }))).toEqual({ kind: 'error', error });
    expect(carView(input({ error: new Error('Network down') })).kind).toBe('error');
    const side = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Upstream 502', path: ['similarCars'] }],
    });
    expect(carView(input({ error: side }))).toEqual({ kind: 'missing' });
  });

  it('a car whose label this app does not know still shows (the graph gave it a kind)', () => {
    const odd: CarDetail = { ...car, status: { ...car.status, label: '神秘状态' } };
    expect(carView(input({ car: odd, arrived: odd })).kind).toBe('full');
    const known = { ...card(), status: { label: '神秘状态', kind: 'ON_SALE' as const } };
    expect(carView(input({ loading: true, known })).kind).toBe('head');
  });
});

describe('headOf (what the cache knows, read for the first screen)', () => {
  it('needs the id, the title and a status this app knows; without them the page shows the skeleton', () => {
    const { title: _title, ...untitled } = card();
    expect(headOf(untitled)).toBeNull();
    expect(headOf({ ...card(), status: { label: '在售' } })).toBeNull();
    expect(headOf(fromStorage({ ...card(), status: null }))).toBeNull();
    expect(headOf(fromStorage({ ...card(), title: 42 }))).toBeNull();
    // A kind from outside the status table (a stale or hostile cache entry) is not trusted.
    const stranger = fromStorage({ ...card(), status: { label: '?', kind: 'TELEPORTED' } });
    expect(headOf(stranger)).toBeNull();
    expect(carView(input({ loading: true, known: stranger }))).toEqual({ kind: 'loading' });
    expect(headOf(undefined)).toBeNull();
  });

  it('leaves out malformed pictures and keeps the rest', () => {
    const head = headOf({
      ...card(),
      cover: { caption: 'no url' },
      pictureSummary: [{ url: '/img/1.jpg', caption: '前方' }, { caption: 'no url' }, { url: '/img/2.jpg' }],
    });
    expect(head?.cover).toBeUndefined();
    expect(head?.pictureSummary).toEqual([
      { url: '/img/1.jpg', caption: '前方' },
      { url: '/img/2.jpg', caption: null },
    ]);
    expect(headOf({ ...card(), cover: null })?.cover).toBeNull();
  });

  it('gives the same head for the same cached object, so a re-render does not hand the gallery new images', () => {
    const known = card();
    expect(headOf(known)).toBe(headOf(known));
  });
});
