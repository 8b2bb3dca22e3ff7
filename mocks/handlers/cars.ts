// Cars, listings and filter options. /v1/cars filters, sorts and pages the fixture stock for real;
// a QA status override (getScenario().carStatus) applies to the list and the detail alike.
// This array goes LAST in mocks/handlers.ts: '/v1/car/:id' would otherwise answer its siblings.

import type { HttpHandler } from 'msw';
import { FIXTURE_TODAY } from '../fixtures/random';
import { carNumber, consumables, mileageReport } from '../fixtures/reports';
import {
  brandOptions,
  buildGoods,
  carModelOptions,
  CONDITION_LEVELS,
  equipmentReport,
  findFixtureCar,
  fixtureCars,
  legacyBrandOptions,
  PROVINCES,
  regionOptions,
  substationOptions,
  toDetail,
  toListing,
  type FixtureCar,
} from '../fixtures/cars';
import { getScenario } from '../scenarios';
import { hasStaffToken } from '../staff';
import { endpoint, notFound, ok } from './define';
import { heldCarIds } from './reservation';

export function statusOf(car: FixtureCar): string {
  // A car a reservation holds reads 已预定 for every visitor (handlers/reservation.ts).
  return getScenario().carStatus[car.id] ?? (heldCarIds().has(car.id) ? '已预定' : car.releaseStatus);
}

function numberParam(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function ageYears(car: FixtureCar): number {
  return (FIXTURE_TODAY.getTime() - Date.parse(car.registrationDate)) / (365.25 * 86_400_000);
}

/** What `keyword` matches in a car: its brand, series and model (trim) names, and the title. */
function keywordMatches(car: FixtureCar, keyword: string): boolean {
  const haystack = `${car.brand} ${car.series} ${car.title}`.toLowerCase().replace(/\s+/g, '');
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const sorters: Record<string, (a: FixtureCar, b: FixtureCar) => number> = {
  price_asc: (a, b) => a.price.current - b.price.current,
  price_desc: (a, b) => b.price.current - a.price.current,
  mileage_asc: (a, b) => a.mileage - b.mileage,
  age_asc: (a, b) => b.registrationDate.localeCompare(a.registrationDate),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  default: (a, b) => b.createdAt.localeCompare(a.createdAt),
};

/** The list as GET /v1/cars returns it for a query string (exported for tests and the board). */
export function queryCars(query: URLSearchParams): {
  list: Record<string, unknown>[];
  total: number;
  page: number;
  page_size: number;
} {
  const category = query.get('category');
  const wholesale = query.get('is_wholesale') === '1';
  // Beyond the spec: brand_id may hold several ids joined by commas (any of them), keyword narrows by
  // brand, series and model words, is_motorcycle (0 or 1) keeps one kind; absent, both kinds (the
  // graph always sends it).
  const brandIds = new Set(
    (query.get('brand_id') ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  );
  const keyword = (query.get('keyword') ?? '').trim();
  const motorcycle = query.get('is_motorcycle');
  const seriesId = query.get('series_id');
  const provinceId = query.get('province_id');
  const substationId = query.get('substation_id');
  const conditionLevel = query.get('condition_level');
  const model = query.get('model');
  const region = query.get('region');
  const priceMin = numberParam(query, 'price_min');
  const priceMax = numberParam(query, 'price_max');
  const mileageMax = numberParam(query, 'mileage_max');
  const ageMax = numberParam(query, 'age_max');
  const status = query.get('status');
  // Beyond the spec: exclude_status holds labels joined by commas, none of which a car may have (the
  // lists' "on sale" filter sends the labels a buyer cannot buy now); a label not named stays in.
  const excluded = new Set(
    (query.get('exclude_status') ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  );
  const listedSince = query.get('listed_since');
  const page = Math.max(1, Math.floor(numberParam(query, 'page') ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(numberParam(query, 'page_size') ?? 20)));
  const sort = sorters[query.get('sort') ?? 'default'] ?? sorters.default;

  const matches = fixtureCars().filter((car) => {
    // Retail lists never show wholesale stock and the wholesale list shows nothing else.
    if (car.isWholesale !== wholesale) return false;
    if (category && car.category !== category) return false;
    if (motorcycle === '1' && car.body !== 'motorcycle') return false;
    if (motorcycle === '0' && car.body === 'motorcycle') return false;
    if (brandIds.size > 0 && !brandIds.has(car.brandId)) return false;
    if (keyword && !keywordMatches(car, keyword)) return false;
    if (seriesId && car.seriesId !== seriesId) return false;
    if (model && car.seriesId !== model) return false;
    if (provinceId && car.provinceId !== provinceId) return false;
    if (substationId && car.substationId !== substationId) return false;
    if (conditionLevel && car.conditionLevel !== conditionLevel) return false;
    if (region && car.cityCode !== region) return false;
    if (priceMin !== null && car.price.current < priceMin) return false;
    if (priceMax !== null && car.price.current > priceMax) return false;
    if (mileageMax !== null && car.mileage > mileageMax) return false;
    if (ageMax !== null && ageYears(car) > ageMax) return false;
    if (status && statusOf(car) !== status) return false;
    if (excluded.size > 0 && excluded.has(statusOf(car))) return false;
    if (listedSince && car.createdAt.slice(0, 10) < listedSince.slice(0, 10)) return false;
    return true;
  });
  const sorted = [...matches].sort(sort);
  const start = (page - 1) * pageSize;
  return {
    list: sorted.slice(start, start + pageSize).map((car) => toListing(car, statusOf(car))),
    total: matches.length,
    page,
    page_size: pageSize,
  };
}

/** is_motorcycle of the brand calls: 1 motorcycles, 0 cars, absent every brand. */
function vehicleOf(query: URLSearchParams): 'motorcycle' | 'car' | null {
  const value = query.get('is_motorcycle');
  return value === '1' ? 'motorcycle' : value === '0' ? 'car' : null;
}

function likesFor(carId: string | null, moduleId: string | null): Record<string, unknown>[] {
  const self = carId ? findFixtureCar(carId) : undefined;
  const pool = fixtureCars().filter((car) => car.id !== carId && !car.isWholesale && statusOf(car) === '在售');
  const target = self?.price.current ?? 150000;
  const seed = Number((moduleId ?? '').replace(/\D/g, '')) || 0;
  return [...pool]
    .sort((a, b) => Math.abs(a.price.current - target) - Math.abs(b.price.current - target) || a.id.localeCompare(b.id))
    .slice(seed % 3, (seed % 3) + 6)
    .map((car) => toListing(car, statusOf(car)));
}

export const carsHandlers: HttpHandler[] = [
  endpoint('cars', ({ query }) => ok.status(queryCars(query))),
  endpoint('likes', ({ query }) => ok.status({ cars: likesFor(query.get('car_id'), query.get('module_id')) })),
  endpoint('equipment', ({ query }) => ok.code(equipmentReport(query.get('module_id') ?? ''))),
  endpoint('goods', () => ok.code(buildGoods())),
  endpoint('brands', ({ query }) => ok.status(brandOptions(vehicleOf(query)))),
  endpoint('brandsLegacy', ({ query }) => ok.status(legacyBrandOptions(vehicleOf(query)))),
  endpoint('provinces', () => ok.status(PROVINCES)),
  endpoint('substations', ({ query }) => ok.status(substationOptions(query.get('province_id')))),
  endpoint('conditionLevels', () => ok.status(CONDITION_LEVELS)),
  endpoint('getOption', ({ query }) => {
    const category = query.get('category');
    if (category === 'carmodel') return carModelOptions(query.get('parent'));
    if (category === 'region') return regionOptions();
    return [];
  }),
  // Last: '/v1/car/:id' matches every '/v1/car/<name>' sibling.
  endpoint('car', ({ params, request }) => {
    const car = findFixtureCar(params.id ?? '');
    if (!car) return notFound('车辆不存在或已下架');
    const detail = toDetail(car, statusOf(car));
    const record = { ...(detail.car as Record<string, unknown>) };
    detail.car = record;
    // Staff-only fields (contract/openapi.yaml, x-staff) go only to a request with the staff token.
    if (!hasStaffToken(request)) {
      delete detail.key_management;
      delete detail.company_info;
      delete record.oem_uuid;
    }
    // Once issued, the record carries the same mileage report /v1/car/mileageReport serves.
    const n = carNumber(car.id);
    if (record.mileage_report_status === 'ready' && n !== null) record.mileage_report = mileageReport(n);
    // The consumables summary is the consumables report's own verdict.
    if (n !== null) record.supplies_status = consumables(n).some((item) => item.state === 'due') ? 'due' : 'ok';
    return ok.status(detail);
  }),
];
