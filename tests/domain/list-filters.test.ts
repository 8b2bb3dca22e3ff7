import fc from 'fast-check';
import { activeFilterCount, filterParts } from '../../src/domain/filter-names';
import { describe, expect, it } from 'vitest';
import {
  AGE_LIMIT,
  DEFAULT_FILTERS,
  LIST_SORTS,
  MAX_BRANDS,
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
    keyword: fc.option(fc.stringMatching(/^[a-z0-9丰田凯美瑞]{1,12}( [a-z0-9]{1,6})?$/), { nil: null }),
    vehicle: fc.constantFrom('CAR' as const, 'MOTORCYCLE' as const),
    brandIds: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), { maxLength: MAX_BRANDS }),
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
    onSale: fc.boolean(),
  })
  .filter(
    (f) =>
      (f.priceMin === null || f.priceMax === null || f.priceMin <= f.priceMax) &&
      (f.model === null || f.brandIds.length <= 1),
  );

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
      fc.property(
        filtersArb,
        fc.constantFrom('category=discount', 'lang=en&category=premium', 'scenario=cars%3Ahttp-500', ''),
        (filters, base) => {
          const out = serializeListFilters(filters, base);
          for (const [key, value] of new URLSearchParams(base)) expect(out.get(key)).toBe(value);
        },
      ),
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
    const names = [
      'brand',
      'province',
      'showroom',
      'level',
      'model',
      'region',
      'price_min',
      'price_max',
      'mileage_max',
      'age_max',
      'sort',
    ];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 20 }))), (pairs) => {
        const search = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        expect(() => parseListFilters(search)).not.toThrow();
      }),
    );
  });

  it('falls back to defaults on garbage', () => {
    expect(
      parseListFilters(
        'brand=<script>&price_min=-5&price_max=abc&mileage_max=1e9&age_max=99&sort=cheapest&level=%E0%A4%A',
      ),
    ).toEqual(DEFAULT_FILTERS);
    expect(parseListFilters('%%%&&==')).toEqual(DEFAULT_FILTERS);
  });

  it('drops a maximum price below the minimum', () => {
    expect(parseListFilters('price_min=200000&price_max=100000')).toMatchObject({ priceMin: 200000, priceMax: null });
  });

  it('leaves defaults out of the URL and writes sort in lower case', () => {
    expect(serializeListFilters(DEFAULT_FILTERS, 'category=discount').toString()).toBe('category=discount');
    expect(serializeListFilters({ ...DEFAULT_FILTERS, sort: 'PRICE_ASC', brandIds: ['B01'] }).toString()).toBe(
      'brand=B01&sort=price_asc',
    );
  });

  it('counts active filters (a price range is one) and builds the GraphQL filter', () => {
    const filters: ListFilters = { ...DEFAULT_FILTERS, brandIds: ['B01'], priceMin: 1, priceMax: 2, sort: 'NEWEST' };
    expect(activeFilterCount(filters)).toBe(2);
    expect(toCarFilter({ category: 'PREMIUM' }, filters)).toEqual({
      category: 'PREMIUM',
      brandIds: ['B01'],
      priceMin: 1,
      priceMax: 2,
      sort: 'NEWEST',
      onSale: true,
    });
    expect(toCarFilter({ wholesale: true }, DEFAULT_FILTERS)).toEqual({ wholesale: true, onSale: true });
    // Sold cars too: the graph is asked for every status.
    expect(toCarFilter({ wholesale: true }, { ...DEFAULT_FILTERS, onSale: false })).toEqual({ wholesale: true });
  });

  it('reads several brands, a keyword and the motorcycles section, and writes them back', () => {
    const filters = parseListFilters(
      'brand=B01,B02&brand=B03&q=%20%20凯美瑞%20%20双擎%20&vehicle=motorcycle&model=S0101',
    );
    expect(filters).toMatchObject({
      brandIds: ['B01', 'B02', 'B03'],
      keyword: '凯美瑞 双擎',
      vehicle: 'MOTORCYCLE',
      model: null,
    });
    expect(serializeListFilters(filters).toString()).toBe(
      'q=%E5%87%AF%E7%BE%8E%E7%91%9E+%E5%8F%8C%E6%93%8E&vehicle=motorcycle&brand=B01%2CB02%2CB03',
    );
    // A bad id among good ones is dropped; repeats count once; at most ten brands.
    expect(parseListFilters('brand=B01,<x>,B01,,B02').brandIds).toEqual(['B01', 'B02']);
    expect(parseListFilters(`brand=${Array.from({ length: 14 }, (_, i) => `B${i}`).join(',')}`).brandIds).toHaveLength(
      MAX_BRANDS,
    );
    expect(parseListFilters('vehicle=bus').vehicle).toBe('CAR');
    expect(parseListFilters('q=%20%20').keyword).toBeNull();
    expect(parseListFilters(`q=${'长'.repeat(60)}`).keyword).toHaveLength(40);
  });

  it('counts the motorcycles section and brands as filters, not the keyword; sends only what is set', () => {
    const filters: ListFilters = {
      ...DEFAULT_FILTERS,
      keyword: '凯美瑞',
      brandIds: ['B01', 'B02'],
      vehicle: 'MOTORCYCLE',
    };
    // As many as the chips: the motorcycles section and each brand (the keyword is the search field's).
    // The on-sale chip shows too, but it is the default, not a choice: it is not counted.
    expect(activeFilterCount(filters)).toBe(3);
    expect(filterParts(filters, {}, 'zh-CN').map((part) => part.key)).toEqual([
      'onSale',
      'vehicle',
      'brand:B01',
      'brand:B02',
    ]);
    expect(toCarFilter({ category: 'DISCOUNT' }, filters)).toEqual({
      category: 'DISCOUNT',
      keyword: '凯美瑞',
      vehicle: 'MOTORCYCLE',
      brandIds: ['B01', 'B02'],
      onSale: true,
    });
    expect(toCarFilter({ category: 'DISCOUNT' }, DEFAULT_FILTERS)).toEqual({ category: 'DISCOUNT', onSale: true });
  });

  it('keeps the on-sale filter on unless the address says on_sale=0, and writes only that', () => {
    expect(parseListFilters('').onSale).toBe(true);
    expect(parseListFilters('brand=B01').onSale).toBe(true);
    expect(parseListFilters('on_sale=1').onSale).toBe(true);
    expect(parseListFilters('on_sale=garbage').onSale).toBe(true);
    expect(parseListFilters('on_sale=0').onSale).toBe(false);
    expect(parseListFilters('on_sale=false').onSale).toBe(false);
    expect(serializeListFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(serializeListFilters({ ...DEFAULT_FILTERS, onSale: false }, 'category=discount').toString()).toBe(
      'category=discount&on_sale=0',
    );
    // Off is not a narrowing filter: nothing to count.
    expect(activeFilterCount({ ...DEFAULT_FILTERS, onSale: false })).toBe(0);
  });
});
