// What a set of list filters is called: the active-filter chips of a list (one per brand, price band,
// place …, each with the filters left when it is removed) and the name of a saved search, which is
// those chips' labels joined: "丰田 · 10–15万 · 上海". One function for both, so the saved-search
// button's toast and the saved list call a search what the list showed.

import { DEFAULT_FILTERS, normalizeFilters, type ListFilters } from './list-filters';

export type NameLocale = 'zh-CN' | 'en';

/** Names of the ids a filter set holds (from the filter options); a missing name falls back to the kind. */
export interface FilterLabels {
  brands?: ReadonlyMap<string, string>;
  models?: ReadonlyMap<string, string>;
  provinces?: ReadonlyMap<string, string>;
  regions?: ReadonlyMap<string, string>;
  showrooms?: ReadonlyMap<string, string>;
  levels?: ReadonlyMap<string, string>;
}

export interface FilterPart {
  /** Stable across renders (a React key, a test hook). */
  key: string;
  label: string;
  /** The filters with this part taken out. */
  without: ListFilters;
  /**
   * On unless the buyer turned it off (only cars on sale): shown as a chip so it can be turned off, but
   * it does not narrow the list by the buyer's choice, so it is not counted and "clear all" keeps it.
   */
  byDefault?: true;
}

const KIND = {
  'zh-CN': {
    brand: '品牌',
    model: '车系',
    province: '省份',
    region: '城市',
    showroom: '展厅',
    level: '车况',
    motorcycles: '摩托车',
    all: '全部车源',
    onSale: '在售',
    withSold: '含已售',
  },
  en: {
    brand: 'Brand',
    model: 'Model',
    province: 'Province',
    region: 'City',
    showroom: 'Showroom',
    level: 'Condition',
    motorcycles: 'Motorcycles',
    all: 'All cars',
    onSale: 'On sale',
    withSold: 'Incl. sold',
  },
} as const;

function trimNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A price or price range as a buyer says it: "10–15万", "5万以下" / "¥100k–150k", "Under ¥50k". */
export function priceRangeLabel(min: number | null, max: number | null, locale: NameLocale): string {
  const zh = locale === 'zh-CN';
  const amount = (yuan: number) => (zh ? trimNumber(yuan / 10_000) : trimNumber(yuan / 1_000));
  const unit = zh ? '万' : 'k';
  if (min !== null && max !== null)
    return zh ? `${amount(min)}–${amount(max)}${unit}` : `¥${amount(min)}k–${amount(max)}k`;
  if (max !== null) return zh ? `${amount(max)}${unit}以下` : `Under ¥${amount(max)}k`;
  if (min !== null) return zh ? `${amount(min)}${unit}以上` : `Over ¥${amount(min)}k`;
  return '';
}

function mileageLabel(km: number, locale: NameLocale): string {
  if (locale === 'zh-CN') return km >= 10_000 ? `${trimNumber(km / 10_000)}万公里以内` : `${km}公里以内`;
  return `Up to ${km.toLocaleString('en-US')} km`;
}

function ageLabel(years: number, locale: NameLocale): string {
  return locale === 'zh-CN' ? `${years}年以内` : `Up to ${years} ${years === 1 ? 'year' : 'years'}`;
}

/** The active filters as removable parts, in the order a buyer reads them (the keyword is the search field's). */
export function filterParts(input: ListFilters, labels: FilterLabels, locale: NameLocale): FilterPart[] {
  const filters = normalizeFilters(input);
  const kind = KIND[locale];
  const parts: FilterPart[] = [];
  const name = (map: ReadonlyMap<string, string> | undefined, id: string, fallback: string) => map?.get(id) ?? fallback;
  if (filters.onSale)
    parts.push({ key: 'onSale', label: kind.onSale, without: { ...filters, onSale: false }, byDefault: true });
  if (filters.vehicle === 'MOTORCYCLE') {
    parts.push({
      key: 'vehicle',
      label: kind.motorcycles,
      without: { ...filters, vehicle: 'CAR', brandIds: [], model: null },
    });
  }
  for (const id of filters.brandIds) {
    const rest = filters.brandIds.filter((other) => other !== id);
    parts.push({
      key: `brand:${id}`,
      label: name(labels.brands, id, kind.brand),
      without: { ...filters, brandIds: rest, model: rest.length === 1 ? filters.model : null },
    });
  }
  if (filters.model !== null)
    parts.push({
      key: 'model',
      label: name(labels.models, filters.model, kind.model),
      without: { ...filters, model: null },
    });
  if (filters.priceMin !== null || filters.priceMax !== null) {
    parts.push({
      key: 'price',
      label: priceRangeLabel(filters.priceMin, filters.priceMax, locale),
      without: { ...filters, priceMin: null, priceMax: null },
    });
  }
  if (filters.region !== null) {
    parts.push({
      key: 'region',
      label: name(labels.regions, filters.region, kind.region),
      without: { ...filters, region: null, substationId: null },
    });
  } else if (filters.provinceId !== null) {
    parts.push({
      key: 'province',
      label: name(labels.provinces, filters.provinceId, kind.province),
      without: { ...filters, provinceId: null, substationId: null },
    });
  }
  if (filters.substationId !== null) {
    parts.push({
      key: 'showroom',
      label: name(labels.showrooms, filters.substationId, kind.showroom),
      without: { ...filters, substationId: null },
    });
  }
  if (filters.conditionLevel !== null) {
    parts.push({
      key: 'level',
      label: name(labels.levels, filters.conditionLevel, kind.level),
      without: { ...filters, conditionLevel: null },
    });
  }
  if (filters.mileageMaxKm !== null)
    parts.push({
      key: 'mileage',
      label: mileageLabel(filters.mileageMaxKm, locale),
      without: { ...filters, mileageMaxKm: null },
    });
  if (filters.ageMaxYears !== null)
    parts.push({
      key: 'age',
      label: ageLabel(filters.ageMaxYears, locale),
      without: { ...filters, ageMaxYears: null },
    });
  return parts;
}

/** The chips of the filters the buyer chose (every chip but the on-sale one, which is on by default). */
export function chosenParts(parts: readonly FilterPart[]): FilterPart[] {
  return parts.filter((part) => !part.byDefault);
}

/**
 * How many filters narrow the list: as many as the chips of the buyer's choices that show them (each
 * brand is one, a price range is one; the keyword is the search field's and the default on-sale chip is
 * not counted), so the filter button's figure and the chips never disagree. The saved searches' count
 * is the same.
 */
export function activeFilterCount(filters: ListFilters): number {
  return chosenParts(filterParts(filters, {}, 'zh-CN')).length;
}

/** What a list's count counts: the cars on sale (the default), or every car, sold ones included. */
export function countedCars(filters: ListFilters): 'ON_SALE' | 'WITH_SOLD' {
  return filters.onSale ? 'ON_SALE' : 'WITH_SOLD';
}

/** Every filter and the keyword cleared, back to cars on sale; the sort stays (it orders, it does not narrow). */
export function clearedFilters(filters: ListFilters): ListFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort };
}

/**
 * The name of a filter set, as the saved-search button and the saved list show it: the keyword in
 * quotes, then the chosen chips' labels, then "含已售" when the on-sale filter is off, joined by " · "
 * ("丰田 · 10–15万 · 上海"); "全部车源" / "All cars" when nothing narrows the list.
 */
export function filterSetName(filters: ListFilters, labels: FilterLabels, locale: NameLocale): string {
  const keyword = filters.keyword ? [locale === 'zh-CN' ? `“${filters.keyword}”` : `"${filters.keyword}"`] : [];
  const labelsOf = chosenParts(filterParts(filters, labels, locale)).map((part) => part.label);
  // On sale is what every list shows unless told otherwise: only its absence is worth a name.
  const withSold = filters.onSale ? [] : [KIND[locale].withSold];
  const all = [...keyword, ...labelsOf, ...withSold];
  return all.length > 0 ? all.join(' · ') : KIND[locale].all;
}
