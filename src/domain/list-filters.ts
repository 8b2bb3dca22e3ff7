// Car-list filters as they live in the URL query (shareable, survive reload). parse and serialize are
// pure and total: any query string parses to valid filters (garbage falls back to the default), and
// serialize(parse(x)) keeps every non-filter parameter (category, lang, scenario …) as it was.

export type ListSort = 'DEFAULT' | 'PRICE_ASC' | 'PRICE_DESC' | 'MILEAGE_ASC' | 'AGE_ASC' | 'NEWEST';

export const LIST_SORTS: readonly ListSort[] = [
  'DEFAULT',
  'PRICE_ASC',
  'PRICE_DESC',
  'MILEAGE_ASC',
  'AGE_ASC',
  'NEWEST',
];

/** Cars or motorcycles: a list shows one kind (motorcycles are not cars: not in car lists, brands or sorts). */
export type VehicleKind = 'CAR' | 'MOTORCYCLE';

export interface ListFilters {
  /** Words the buyer typed: matched against brand, series and model (the mocked `keyword` param). */
  keyword: string | null;
  vehicle: VehicleKind;
  /** Several brands at once (any of them); URL `brand=B01,B02`. */
  brandIds: readonly string[];
  provinceId: string | null;
  substationId: string | null;
  conditionLevel: string | null;
  /** Series (vehicle model) option value from get_option category=carmodel. */
  model: string | null;
  /** Region option value from get_option category=region. */
  region: string | null;
  /** Yuan. */
  priceMin: number | null;
  priceMax: number | null;
  mileageMaxKm: number | null;
  ageMaxYears: number | null;
  sort: ListSort;
  /**
   * Only cars a buyer can buy now (在售): on unless the buyer turns it off, so a list and its count
   * leave out sold, reserved and off-shelf cars by default (decision note 202). URL `on_sale=0` when off.
   */
  onSale: boolean;
}

export const DEFAULT_FILTERS: ListFilters = {
  keyword: null,
  vehicle: 'CAR',
  brandIds: [],
  provinceId: null,
  substationId: null,
  conditionLevel: null,
  model: null,
  region: null,
  priceMin: null,
  priceMax: null,
  mileageMaxKm: null,
  ageMaxYears: null,
  sort: 'DEFAULT',
  onSale: true,
};

/** URL parameter of each filter. */
export const FILTER_PARAMS = {
  keyword: 'q',
  vehicle: 'vehicle',
  brandIds: 'brand',
  provinceId: 'province',
  substationId: 'showroom',
  conditionLevel: 'level',
  model: 'model',
  region: 'region',
  priceMin: 'price_min',
  priceMax: 'price_max',
  mileageMaxKm: 'mileage_max',
  ageMaxYears: 'age_max',
  sort: 'sort',
  onSale: 'on_sale',
} as const satisfies Record<keyof ListFilters, string>;

const FILTER_PARAM_NAMES = new Set<string>(Object.values(FILTER_PARAMS));

export const PRICE_LIMIT = 10_000_000;
export const MILEAGE_LIMIT = 1_000_000;
export const AGE_LIMIT = 30;

/** Price bands offered in the sheet (yuan). */
export const PRICE_BANDS: readonly { min: number | null; max: number | null }[] = [
  { min: null, max: 50_000 },
  { min: 50_000, max: 100_000 },
  { min: 100_000, max: 150_000 },
  { min: 150_000, max: 200_000 },
  { min: 200_000, max: 300_000 },
  { min: 300_000, max: 500_000 },
  { min: 500_000, max: null },
];
export const MILEAGE_CHOICES: readonly number[] = [10_000, 30_000, 60_000, 100_000];
export const AGE_CHOICES: readonly number[] = [1, 3, 5, 8];

const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const MAX_BRANDS = 10;
export const KEYWORD_LIMIT = 40;

/** The keyword as it is searched: trimmed, inner spaces collapsed, control characters dropped, at most 40 characters. */
export function cleanKeyword(value: string | null | undefined): string | null {
  const visible = Array.from(value ?? '', (char) =>
    char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char,
  ).join('');
  const text = Array.from(visible.replace(/\s+/g, ' ').trim()).slice(0, KEYWORD_LIMIT).join('').trim();
  return text ? text : null;
}

function readIds(value: string | null): string[] {
  const out: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const item = readId(part);
    if (item && !out.includes(item)) out.push(item);
    if (out.length === MAX_BRANDS) break;
  }
  return out;
}

function readVehicle(value: string | null): VehicleKind {
  return (value ?? '').trim().toLowerCase() === 'motorcycle' ? 'MOTORCYCLE' : 'CAR';
}

/** On unless the address says `on_sale=0` (or false, off, no): a link without it shows what is on sale. */
function readOnSale(value: string | null): boolean {
  return !['0', 'false', 'off', 'no'].includes((value ?? '').trim().toLowerCase());
}

function readId(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return ID_PATTERN.test(text) ? text : null;
}

function readWhole(value: string | null, limit: number): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const parsed = Number(text);
  return parsed > 0 && parsed <= limit ? parsed : null;
}

function readSort(value: string | null): ListSort {
  const text = (value ?? '').trim().toUpperCase();
  return (LIST_SORTS as readonly string[]).includes(text) ? (text as ListSort) : 'DEFAULT';
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  if (typeof search !== 'string') return search;
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/** Never throws: unknown, malformed or out-of-range values read as their default. */
export function parseListFilters(search: string | URLSearchParams): ListFilters {
  const params = toParams(search);
  const get = (name: string) => params.get(name);
  const filters: ListFilters = {
    keyword: cleanKeyword(get(FILTER_PARAMS.keyword)),
    vehicle: readVehicle(get(FILTER_PARAMS.vehicle)),
    brandIds: readIds(params.getAll(FILTER_PARAMS.brandIds).join(',')),
    provinceId: readId(get(FILTER_PARAMS.provinceId)),
    substationId: readId(get(FILTER_PARAMS.substationId)),
    conditionLevel: readId(get(FILTER_PARAMS.conditionLevel)),
    model: readId(get(FILTER_PARAMS.model)),
    region: readId(get(FILTER_PARAMS.region)),
    priceMin: readWhole(get(FILTER_PARAMS.priceMin), PRICE_LIMIT),
    priceMax: readWhole(get(FILTER_PARAMS.priceMax), PRICE_LIMIT),
    mileageMaxKm: readWhole(get(FILTER_PARAMS.mileageMaxKm), MILEAGE_LIMIT),
    ageMaxYears: readWhole(get(FILTER_PARAMS.ageMaxYears), AGE_LIMIT),
    sort: readSort(get(FILTER_PARAMS.sort)),
    onSale: readOnSale(get(FILTER_PARAMS.onSale)),
  };
  return normalizeFilters(filters);
}

/**
 * Keeps filters consistent: a range whose minimum exceeds its maximum loses the maximum; a series
 * (model) belongs to one brand, so it goes when the brands are not exactly one.
 */
export function normalizeFilters(filters: ListFilters): ListFilters {
  let out = filters;
  if (out.priceMin !== null && out.priceMax !== null && out.priceMin > out.priceMax) out = { ...out, priceMax: null };
  if (out.model !== null && out.brandIds.length > 1) out = { ...out, model: null };
  return out;
}

/**
 * The query string for `filters`, keeping every parameter of `base` that is not a filter. Default
 * values are left out so a plain list has a plain URL.
 */
export function serializeListFilters(filters: ListFilters, base: string | URLSearchParams = ''): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of toParams(base)) {
    if (!FILTER_PARAM_NAMES.has(key)) out.append(key, value);
  }
  const normalized = normalizeFilters(filters);
  for (const key of Object.keys(FILTER_PARAMS) as (keyof ListFilters)[]) {
    const value = normalized[key];
    if (value === null || value === undefined) continue;
    if (key === 'sort') {
      if (value !== 'DEFAULT') out.set(FILTER_PARAMS.sort, String(value).toLowerCase());
      continue;
    }
    if (key === 'vehicle') {
      if (value === 'MOTORCYCLE') out.set(FILTER_PARAMS.vehicle, 'motorcycle');
      continue;
    }
    if (key === 'onSale') {
      if (!normalized.onSale) out.set(FILTER_PARAMS.onSale, '0');
      continue;
    }
    if (key === 'brandIds') {
      if (normalized.brandIds.length > 0) out.set(FILTER_PARAMS.brandIds, normalized.brandIds.join(','));
      continue;
    }
    out.set(FILTER_PARAMS[key], String(value));
  }
  return out;
}

export interface CarFilterInput {
  category?: 'PREMIUM' | 'DISCOUNT';
  wholesale?: boolean;
  keyword?: string;
  vehicle?: VehicleKind;
  brandIds?: string[];
  provinceId?: string;
  substationId?: string;
  conditionLevel?: string;
  model?: string;
  region?: string;
  priceMin?: number;
  priceMax?: number;
  mileageMaxKm?: number;
  ageMaxYears?: number;
  sort?: ListSort;
  onSale?: boolean;
}

/** The GraphQL CarFilter for a list scope plus the visitor's filters (only set fields, for stable cache keys). */
export function toCarFilter(
  scope: Pick<CarFilterInput, 'category' | 'wholesale'>,
  filters: ListFilters,
): CarFilterInput {
  const out: CarFilterInput = { ...scope };
  if (filters.keyword !== null) out.keyword = filters.keyword;
  // Cars are the default (the graph asks for cars when no kind is given): only motorcycles say so.
  if (filters.vehicle === 'MOTORCYCLE') out.vehicle = 'MOTORCYCLE';
  if (filters.brandIds.length > 0) out.brandIds = [...filters.brandIds];
  const keys = [
    'provinceId',
    'substationId',
    'conditionLevel',
    'model',
    'region',
    'priceMin',
    'priceMax',
    'mileageMaxKm',
    'ageMaxYears',
  ] as const;
  for (const key of keys) {
    const value = filters[key];
    if (value !== null) (out as Record<string, unknown>)[key] = value;
  }
  if (filters.sort !== 'DEFAULT') out.sort = filters.sort;
  // Only set when on: a filter without it (the board, a count) asks for every status.
  if (filters.onSale) out.onSale = true;
  return out;
}
