// The car list's params beyond the spec, through the real graph and the mocked REST API: motorcycles
// kept apart (one rule: the graph always sends is_motorcycle), several brands, the keyword.

import { gql, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { fixtureCars } from '../../mocks/fixtures/cars';
import { queryCars } from '../../mocks/handlers/cars';
import { carListParams, isMotorcycleParam } from '../../src/graph/rest/cars';
import { createTestGraph } from '../support/graph';

const LIST_DOC = gql`
  query KindList($filter: CarFilter, $pageSize: Int) {
    cars(filter: $filter, page: 1, pageSize: $pageSize) {
      total
      items {
        id
        title
        price {
          current
        }
      }
    }
  }
`;

const BRANDS_DOC = gql`
  query KindBrands($vehicle: VehicleKind) {
    brands(vehicle: $vehicle) {
      id
      name
    }
  }
`;

type ListData = { cars: { total: number; items: { id: string; title: string; price: { current: number } | null }[] } };
const LIST = LIST_DOC as TypedDocumentNode<ListData, Record<string, unknown>>;
const BRANDS = BRANDS_DOC as TypedDocumentNode<{ brands: { name: string }[] }, Record<string, unknown>>;

const stock = fixtureCars().filter((car) => !car.isWholesale);
const motorcycleIds = new Set(stock.filter((car) => car.body === 'motorcycle').map((car) => car.id));

describe('motorcycles are not cars (one rule: carListParams)', () => {
  it('asks for cars unless motorcycles are asked for', () => {
    expect(isMotorcycleParam(undefined)).toBe(0);
    expect(isMotorcycleParam('CAR')).toBe(0);
    expect(isMotorcycleParam('MOTORCYCLE')).toBe(1);
    expect(carListParams(null, 1, 20).is_motorcycle).toBe(0);
    expect(carListParams({ wholesale: true }, 1, 20).is_motorcycle).toBe(0);
    expect(carListParams({ vehicle: 'MOTORCYCLE' }, 1, 20).is_motorcycle).toBe(1);
  });

  it('keeps motorcycles out of a car list, its total and its lowest-price sort', async () => {
    expect(motorcycleIds.size).toBeGreaterThan(0);
    const graph = createTestGraph();
    const { data } = await graph.client.query({
      query: LIST,
      variables: { filter: { sort: 'PRICE_ASC' }, pageSize: 100 },
    });
    const cars = stock.filter((car) => car.body !== 'motorcycle');
    expect(data!.cars.total).toBe(cars.length);
    expect(data!.cars.items.some((car) => motorcycleIds.has(car.id))).toBe(false);
    expect(data!.cars.items[0]!.price!.current).toBe(Math.min(...cars.map((car) => car.price.current)));
  });

  it('lists motorcycles on their own when asked', async () => {
    const graph = createTestGraph();
    const { data } = await graph.client.query({
      query: LIST,
      variables: { filter: { vehicle: 'MOTORCYCLE' }, pageSize: 100 },
    });
    expect(data!.cars.total).toBe(motorcycleIds.size);
    expect(data!.cars.items.every((car) => motorcycleIds.has(car.id))).toBe(true);
  });

  it('keeps motorcycle brands out of the car brands', async () => {
    const graph = createTestGraph();
    const cars = await graph.client.query({ query: BRANDS });
    expect(cars.data!.brands.map((brand) => brand.name)).not.toContain('雅马哈');
    expect(cars.data!.brands.map((brand) => brand.name)).toContain('丰田');
    const motorcycles = await graph.client.query({ query: BRANDS, variables: { vehicle: 'MOTORCYCLE' } });
    expect(motorcycles.data!.brands.map((brand) => brand.name)).toEqual(['雅马哈']);
  });

  it('the mock serves both kinds when the param is left out (the graph never leaves it out)', () => {
    expect(queryCars(new URLSearchParams('page_size=100')).total).toBe(stock.length);
  });
});

describe('several brands and the keyword', () => {
  it('sends brands comma-joined and the keyword trimmed, and the mock answers either brand and every word', async () => {
    expect(carListParams({ brandIds: ['B01', 'B02'], brandId: 'B01', keyword: '  凯美瑞 ' }, 1, 20)).toMatchObject({
      brand_id: 'B01,B02',
      keyword: '凯美瑞',
    });
    const graph = createTestGraph();
    const both = await graph.client.query({
      query: LIST,
      variables: { filter: { brandIds: ['B01', 'B02'] }, pageSize: 100 },
    });
    const expected = stock.filter((car) => car.brandId === 'B01' || car.brandId === 'B02');
    expect(both.data!.cars.total).toBe(expected.length);
    const words = await graph.client.query({
      query: LIST,
      variables: { filter: { keyword: '丰田 凯美瑞' }, pageSize: 100 },
    });
    const camry = stock.filter((car) => car.brand === '丰田' && car.series === '凯美瑞');
    expect(words.data!.cars.total).toBe(camry.length);
    expect(
      graph.requests
        .filter((entry) => entry.operation === 'cars')
        .map((entry) => new URL(entry.url).searchParams.get('keyword')),
    ).toContain('丰田 凯美瑞');
  });
});
