// Odometer readings over time and what looks wrong in them. A reading lower than an earlier one is a
// rollback (the clock was turned back, or a record is wrong); a rise faster than a car can plausibly
// be driven is a jump. Pure: any readings in, no throw.

/** Faster than this since the highest earlier reading is implausible (about 165 km every day). */
export const MAX_KM_PER_YEAR = 60_000;
/** Short gaps are judged as if a month had passed, so two records a day apart never flag a normal trip. */
export const MIN_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

export type MileageAnomalyKind = 'rollback' | 'jump';

export interface MileageInput {
  date: string;
  mileageKm: number;
}

export type AnalysedReading<T extends MileageInput> = T & { anomaly: MileageAnomalyKind | null };

function time(date: string): number {
  if (typeof date !== 'string') return Number.NaN;
  return Date.parse(date);
}

/**
 * Sorts readings by date (ties keep their order), drops readings without a valid date or a finite,
 * non-negative mileage, and flags each against the highest reading before it.
 */
export function analyseMileage<T extends MileageInput>(readings: readonly T[]): AnalysedReading<T>[] {
  const valid = (Array.isArray(readings) ? readings : [])
    .map((reading, index) => ({ reading, index, at: time(reading?.date) }))
    .filter(
      ({ reading, at }) =>
        Number.isFinite(at) &&
        typeof reading.mileageKm === 'number' &&
        Number.isFinite(reading.mileageKm) &&
        reading.mileageKm >= 0,
    )
    .sort((a, b) => a.at - b.at || a.index - b.index);

  let highest: { km: number; at: number } | null = null;
  return valid.map(({ reading, at }) => {
    let anomaly: MileageAnomalyKind | null = null;
    if (highest) {
      if (reading.mileageKm < highest.km) {
        anomaly = 'rollback';
      } else {
        const days = Math.max((at - highest.at) / DAY_MS, MIN_WINDOW_DAYS);
        const allowance = (MAX_KM_PER_YEAR * days) / 365;
        if (reading.mileageKm - highest.km > allowance) anomaly = 'jump';
      }
    }
    if (!highest || reading.mileageKm >= highest.km) highest = { km: reading.mileageKm, at };
    return { ...reading, anomaly };
  });
}

export interface MileageSummary {
  rollbacks: number;
  jumps: number;
  /** Average kilometres a year between the first and the last reading, when they span a month or more. */
  kmPerYear: number | null;
}

export function summariseMileage(readings: readonly AnalysedReading<MileageInput>[]): MileageSummary {
  const rollbacks = readings.filter((reading) => reading.anomaly === 'rollback').length;
  const jumps = readings.filter((reading) => reading.anomaly === 'jump').length;
  const first = readings[0];
  const last = readings[readings.length - 1];
  let kmPerYear: number | null = null;
  if (first && last) {
    const days = (time(last.date) - time(first.date)) / DAY_MS;
    if (days >= MIN_WINDOW_DAYS) kmPerYear = Math.round(((last.mileageKm - first.mileageKm) / days) * 365);
  }
  return { rollbacks, jumps, kmPerYear };
}
