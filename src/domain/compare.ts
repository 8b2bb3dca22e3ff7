// The compare table's rules: its rows in order, each car's values, and which rows differ. Pure; the
// graph's Query.comparison resolves with them and the compare screen only formats the values.

import { flagView, type CarFlag } from './car-flags';
import { isUnavailable, statusKind, type CarStatusKind } from './car-status';
import { DEFAULT_LOAN, quoteLoan } from './loan';

export const COMPARE_ROWS = [
  'PRICE',
  'ALL_IN_PRICE',
  'MONTHLY_PAYMENT',
  'YEAR',
  'MILEAGE',
  'CONDITION_GRADE',
  'OPEN_FLAGS',
  'FLAWS',
  'SCREENING',
  'OWNERS',
  'TRANSMISSION',
  'EMISSION',
  'WARRANTY',
  'STATUS',
] as const;

export type CompareRowKey = (typeof COMPARE_ROWS)[number];

/** The most cars a comparison holds (the tray's limit too). */
export const COMPARE_LIMIT = 4;

export interface CompareFacts {
  price: number | null;
  allInPrice: number | null;
  monthlyPayment: number | null;
  year: number | null;
  mileageKm: number | null;
  conditionGrade: string | null;
  /** What is still open about the car, weightiest first (src/domain/car-flags.ts). */
  openFlags: CarFlag[];
  flawCount: number | null;
  accident: boolean | null;
  flood: boolean | null;
  fire: boolean | null;
  owners: number | null;
  transmission: string | null;
  emission: string | null;
  warrantyMonths: number | null;
  warrantyMileageKm: number | null;
  status: { label: string; kind: CarStatusKind };
  unavailable: boolean;
}

/** What the facts are read from (the car record and its inspection, already fetched). */
export interface CompareSource {
  price: { current: number | null; real: number | null } | null;
  registrationDate: string | null;
  mileageKm: number | null;
  transfers: number | null;
  gearbox: string | null;
  /** Meta entries; the emission standard is the one keyed `emission`. */
  meta: readonly { key: string; value: string }[];
  majorDispositions: { majorAccident: boolean; flood: boolean; fire: boolean } | null;
  warrantyContract: { months: number | null; mileageKm: number | null } | null;
  statusLabel: string;
  conditionGrade: string | null;
  flawCount: number | null;
  openFlags?: readonly CarFlag[];
}

export function compareFacts(source: CompareSource): CompareFacts {
  const price = source.price?.current ?? null;
  const year = Number(source.registrationDate?.match(/^(\d{4})/)?.[1]) || null;
  const kind = statusKind(source.statusLabel);
  return {
    price,
    allInPrice: source.price?.real ?? null,
    monthlyPayment: price !== null && price > 0 ? Math.round(quoteLoan({ price, ...DEFAULT_LOAN }).monthly) : null,
    year,
    mileageKm: source.mileageKm,
    conditionGrade: source.conditionGrade,
    openFlags: flagView(source.openFlags).flags,
    flawCount: source.flawCount,
    accident: source.majorDispositions?.majorAccident ?? null,
    flood: source.majorDispositions?.flood ?? null,
    fire: source.majorDispositions?.fire ?? null,
    owners: source.transfers,
    transmission: source.gearbox,
    emission: source.meta.find((entry) => entry.key === 'emission')?.value ?? null,
    warrantyMonths: source.warrantyContract?.months ?? null,
    warrantyMileageKm: source.warrantyContract?.mileageKm ?? null,
    status: { label: source.statusLabel, kind },
    unavailable: isUnavailable(kind),
  };
}

/** The value a row compares (unknown is a value of its own: "unknown" next to "3" differs). */
function rowValue(row: CompareRowKey, facts: CompareFacts): string {
  const parts: Record<CompareRowKey, unknown[]> = {
    PRICE: [facts.price],
    ALL_IN_PRICE: [facts.allInPrice],
    MONTHLY_PAYMENT: [facts.monthlyPayment],
    YEAR: [facts.year],
    MILEAGE: [facts.mileageKm],
    CONDITION_GRADE: [facts.conditionGrade],
    OPEN_FLAGS: flagView(facts.openFlags).kinds,
    FLAWS: [facts.flawCount],
    SCREENING: [facts.accident, facts.flood, facts.fire],
    OWNERS: [facts.owners],
    TRANSMISSION: [facts.transmission],
    EMISSION: [facts.emission],
    WARRANTY: [facts.warrantyMonths, facts.warrantyMileageKm],
    STATUS: [facts.status.kind],
  };
  return JSON.stringify(parts[row]);
}

/** Rows whose values are not all the same; nothing differs among fewer than two cars. */
export function differingRows(cars: readonly CompareFacts[]): CompareRowKey[] {
  if (cars.length < 2) return [];
  return COMPARE_ROWS.filter((row) => new Set(cars.map((facts) => rowValue(row, facts))).size > 1);
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** The ids of a compare address (`?ids=A,B`): valid ones, each once, at most four. */
export function compareIds(value: string | readonly string[] | null | undefined): string[] {
  const items = typeof value === 'string' ? value.split(',') : (value ?? []);
  return [...new Set(items.map((item) => item.trim()).filter((item) => ID.test(item)))].slice(0, COMPARE_LIMIT);
}
