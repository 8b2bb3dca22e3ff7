import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  AGE_LIMIT,
  DEFAULT_FILTERS,
  LIST_SORTS,
  MILEAGE_LIMIT,
  parseListFilters,
  PRICE_LIMIT,
  serializeListFilters,
  toCarFilter,
  type ListFilters,
} from '../../src/domain/list-filters';

const idArb = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), { nil: null });
const wholeArb = (limit: number) => fc.option(fc.integer({ min: 1, max: limit }), { nil: null });

const filtersArb: fc.Arbitrary<ListFilters> = fc
  .record({
    brandId: idArb,
    provinceId: idArb,
    substationId: idArb,
    conditionLevel: idArb,
    model: idArb,
    region: idArb,
    priceMin: wholeArb(PRICE_LIMIT),
    priceMax: wholeArb(PRICE_LIMIT),
    mileageMaxKm: wholeArb(MILEAGE_LIMIT),
    ageMaxYears: wholeArb(AGE_LIMIT),
    sort: fc.constantFrom(...LIST_SORTS),
  })
  .filter((f) => f.priceMin === null || f.priceMax === null || f.priceMin <= f.priceMax);

describe('list filters in the URL', () => {
  it('round-trips any valid filter state through the query string', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const search = serializeListFilters(filters).toString();
        expect(parseListFilters(search)).toEqual(filters);
        expect(parseListFilters(`?${search}`)).toEqual(filters);
      }),
    );
  });

  it('keeps every non-filter parameter as it was', () => {
    fc.assert(
      fc.property(filtersArb, fc.constantFrom('category=discount', 'lang=en&category=premium', 'scenario=cars%3Ahttp-500', ''), (filters, base) => {
        const out = serializeListFilters(filters, base);
        for (const [key, value] of new URLSearchParams(base)) expect(out.get(key)).toBe(value);
      }),
    );
  });

  it('parses any query string without throwing, to valid values', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const filters = parseListFilters(text);
        expect(LIST_SORTS).toContain(filters.sort);
        for (const key of ['priceMin', 'priceMax', 'mileageMaxKm', 'ageMaxYears'] as const) {
          const value = filters[key];
          if (value !== null) expect(Number.isInteger(value) && value > 0).toBe(true);
        }
        // Parsing the serialized result gives the same filters (idempotent).
        expect(parseListFilters(serializeListFilters(filters))).toEqual(filters);
      }),
    );
  });

  it('parses query strings made of filter names with arbitrary values', () => {
    const names = ['brand', 'province', 'showroom', 'level', 'model', 'region', 'price_min', 'price_max', 'mileage_max', 'age_max', 'sort'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 20 }))), (pairs) => {
        const search = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        expect(() => parseListFilters(search)).not.toThrow();
      }),
    );
  });

  it('falls back to defaults on garbage', () => {
    expect(parseListFilters('brand=<script>&price_min=-5&price_max=abc&mileage_max=1e9&age_max=99&sort=cheapest&level=%E0%A4%A')).toEqual(DEFAULT_FILTERS);
    expect(parseListFilters('%%%&&==')).toEqual(DEFAULT_FILTERS);
  });

  it('drops a maximum price below the minimum', () => {
    expect(parseListFilters('price_min=200000&price_max=100000')).toMatchObject({ priceMin: 200000, priceMax: null });
  });

  it('leaves defaults out of the URL and writes sort in lower case', () => {
    expect(serializeListFilters(DEFAULT_FILTERS, 'category=discount').toString()).toBe('category=discount');
    expect(serializeListFilters({ ...DEFAULT_FILTERS, sort: 'PRICE_ASC', brandId: 'B01' }).toString()).toBe('brand=B01&sort=price_asc');
  });

  it('counts active filters (a price range is one) and builds the GraphQL filter', () => {
    const filters: ListFilters = { ...DEFAULT_FILTERS, brandId: 'B01', priceMin: 1, priceMax: 2, sort: 'NEWEST' };
    expect(activeFilterCount(filters)).toBe(2);
    expect(toCarFilter({ category: 'PREMIUM' }, filters)).toEqual({ category: 'PREMIUM', brandId: 'B01', priceMin: 1, priceMax: 2, sort: 'NEWEST' });
    expect(toCarFilter({ wholesale: true }, DEFAULT_FILTERS)).toEqual({ wholesale: true });
  });
});
