// The mileage report's reader. Its own module because the car record (cars.ts, in the entry) reads the
// report it embeds: kept in reports.ts, every report reader would ship in the entry with it.

import { analyseMileage } from '../../domain/mileage-anomaly';
import { int, isRecord, list, optStr, rec, str, strings } from './parse';

export interface MileageReading {
  date: string;
  mileageKm: number;
  source: string | null;
  anomaly: 'ROLLBACK' | 'JUMP' | null;
}

export interface MileageReport {
  verdict: string;
  conclusion: string | null;
  readings: MileageReading[];
  basis: string[];
  anomalyCount: number;
}

const VERDICTS = new Set(['consistent', 'suspicious', 'unknown']);

export function readMileageReport(data: unknown): MileageReport | null {
  if (!isRecord(data)) return null;
  const raw = list(data.readings, (item) => {
    const r = rec(item);
    const date = optStr(r.date);
    const mileageKm = int(r.mileage);
    if (!date || mileageKm === null || Number.isNaN(Date.parse(date))) return null;
    return { date, mileageKm, source: optStr(r.source) };
  });
  const analysed = analyseMileage(raw);
  const readings: MileageReading[] = analysed.map((reading) => ({
    date: reading.date,
    mileageKm: reading.mileageKm,
    source: reading.source,
    anomaly: reading.anomaly === 'rollback' ? 'ROLLBACK' : reading.anomaly === 'jump' ? 'JUMP' : null,
  }));
  const anomalyCount = readings.filter((reading) => reading.anomaly).length;
  const stated = str(data.verdict).trim().toLowerCase();
  // A report that claims consistency while its own readings roll back is suspicious, whatever it says.
  const verdict = anomalyCount > 0 ? 'suspicious' : VERDICTS.has(stated) ? stated : 'unknown';
  return { verdict, conclusion: optStr(data.conclusion), readings, basis: strings(data.basis), anomalyCount };
}
