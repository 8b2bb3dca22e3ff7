import { describe, expect, it } from 'vitest';
import { suggestBrands } from '../../src/domain/brand-search';
import {
  chosenParts,
  clearedFilters,
  countedCars,
  filterParts,
  filterSetName,
  priceRangeLabel,
} from '../../src/domain/filter-names';
import { DEFAULT_FILTERS, parseListFilters, type ListFilters } from '../../src/domain/list-filters';

const labels = {
  brands: new Map([
    ['B01', '丰田'],
    ['B02', '本田'],
  ]),
  regions: new Map([['310100', '上海']]),
  models: new Map([['S0101', '凯美瑞']]),
};

describe('naming a filter set', () => {
  it('names a saved search by its filters, as the chips show them', () => {
    const filters = parseListFilters('brand=B01&price_min=100000&price_max=150000&region=310100&sort=price_asc');
    expect(filterSetName(filters, labels, 'zh-CN')).toBe('丰田 · 10–15万 · 上海');
    expect(filterSetName(filters, labels, 'en')).toBe('丰田 · ¥100k–150k · 上海');
    expect(filterParts(filters, labels, 'zh-CN').map((part) => part.label)).toEqual([
      '在售',
      '丰田',
      '10–15万',
      '上海',
    ]);
  });

  it('shows the on-sale filter as a chip that turns it off, names only its absence, and counts by it', () => {
    const parts = filterParts(DEFAULT_FILTERS, labels, 'zh-CN');
    expect(parts).toEqual([
      { key: 'onSale', label: '在售', without: { ...DEFAULT_FILTERS, onSale: false }, byDefault: true },
    ]);
    expect(filterParts(DEFAULT_FILTERS, labels, 'en')[0]!.label).toBe('On sale');
    expect(chosenParts(parts)).toEqual([]);
    expect(filterParts({ ...DEFAULT_FILTERS, onSale: false }, labels, 'zh-CN')).toEqual([]);
    expect(filterSetName(parseListFilters('brand=B01&on_sale=0'), labels, 'zh-CN')).toBe('丰田 · 含已售');
    expect(filterSetName(parseListFilters('on_sale=0'), labels, 'en')).toBe('Incl. sold');
    expect(countedCars(DEFAULT_FILTERS)).toBe('ON_SALE');
    expect(countedCars({ ...DEFAULT_FILTERS, onSale: false })).toBe('WITH_SOLD');
    // Clearing every filter goes back to the default list: cars on sale.
    expect(clearedFilters({ ...DEFAULT_FILTERS, onSale: false, brandIds: ['B01'] }).onSale).toBe(true);
  });

  it('puts the keyword first and says "all cars" for nothing', () => {
    expect(filterSetName({ ...DEFAULT_FILTERS, keyword: '双擎', priceMax: 50_000 }, labels, 'zh-CN')).toBe(
      '“双擎” · 5万以下',
    );
    expect(filterSetName(DEFAULT_FILTERS, labels, 'zh-CN')).toBe('全部车源');
    expect(filterSetName(DEFAULT_FILTERS, labels, 'en')).toBe('All cars');
    expect(filterSetName({ ...DEFAULT_FILTERS, vehicle: 'MOTORCYCLE' }, labels, 'en')).toBe('Motorcycles');
  });

  it('falls back to the kind of filter while names are unknown', () => {
    expect(filterSetName(parseListFilters('brand=B09&level=A&mileage_max=30000&age_max=3'), {}, 'zh-CN')).toBe(
      '品牌 · 车况 · 3万公里以内 · 3年以内',
    );
  });

  it('removes one part at a time, and a brand takes its model with it unless one brand is left', () => {
    const filters: ListFilters = {
      ...DEFAULT_FILTERS,
      brandIds: ['B01'],
      model: 'S0101',
      region: '310100',
      provinceId: '31',
    };
    const parts = filterParts(filters, labels, 'zh-CN');
    expect(parts.map((part) => part.key)).toEqual(['onSale', 'brand:B01', 'model', 'region']);
    expect(parts[1]!.without).toMatchObject({ brandIds: [], model: null });
    // Without the city, its province shows as a part of its own.
    expect(filterParts(parts[3]!.without, labels, 'zh-CN').map((part) => part.key)).toEqual([
      'onSale',
      'brand:B01',
      'model',
      'province',
    ]);
    const two = filterParts({ ...DEFAULT_FILTERS, brandIds: ['B01', 'B02'] }, labels, 'zh-CN');
    expect(two[2]!.without.brandIds).toEqual(['B01']);
    expect(clearedFilters({ ...filters, keyword: 'x', sort: 'NEWEST' })).toEqual({
      ...DEFAULT_FILTERS,
      sort: 'NEWEST',
    });
  });

  it('says price bands the way buyers do', () => {
    expect(priceRangeLabel(null, 100_000, 'zh-CN')).toBe('10万以下');
    expect(priceRangeLabel(300_000, null, 'zh-CN')).toBe('30万以上');
    expect(priceRangeLabel(null, 100_000, 'en')).toBe('Under ¥100k');
    expect(priceRangeLabel(300_000, null, 'en')).toBe('Over ¥300k');
  });
});

describe('brand suggestions', () => {
  const brands = [
    { id: 'B01', name: '丰田' },
    { id: 'B02', name: '本田' },
    { id: 'B04', name: '宝马' },
    { id: 'B05', name: '奔驰' },
    { id: 'B99', name: '某某汽车' },
  ];

  it('matches a name, its pinyin, its initials and its English name', () => {
    expect(suggestBrands('田', brands).map((brand) => brand.id)).toEqual(['B01', 'B02']);
    expect(suggestBrands('ft', brands).map((brand) => brand.id)).toEqual(['B01']);
    expect(suggestBrands('FengT', brands).map((brand) => brand.id)).toEqual(['B01']);
    expect(suggestBrands('b', brands).map((brand) => brand.id)).toEqual(['B02', 'B04', 'B05']);
    expect(suggestBrands('bmw', brands).map((brand) => brand.id)).toEqual(['B04']);
    expect(suggestBrands('benz', brands).map((brand) => brand.id)).toEqual(['B05']);
    // A brand the table does not know still matches by its name.
    expect(suggestBrands('某某', brands).map((brand) => brand.id)).toEqual(['B99']);
    expect(suggestBrands('  ', brands)).toEqual([]);
    expect(suggestBrands('<script>', brands)).toEqual([]);
  });
});
