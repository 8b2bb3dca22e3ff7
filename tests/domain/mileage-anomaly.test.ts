import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseMileage, MAX_KM_PER_YEAR, MIN_WINDOW_DAYS, summariseMileage } from '../../src/domain/mileage-anomaly';

const reading = (date: string, mileageKm: number) => ({ date, mileageKm });

describe('analyseMileage', () => {
  it('sorts readings by date and flags none in a normal history', () => {
    const result = analyseMileage([
      reading('2022-06-01', 30_000),
      reading('2020-06-01', 10_000),
      reading('2021-06-01', 20_000),
    ]);
    expect(result.map((r) => r.mileageKm)).toEqual([10_000, 20_000, 30_000]);
    expect(result.every((r) => r.anomaly === null)).toBe(true);
  });

  it('flags a reading lower than any earlier one as a rollback', () => {
    const result = analyseMileage([
      reading('2020-01-01', 10_000),
      reading('2021-01-01', 40_000),
      reading('2022-01-01', 25_000),
      reading('2023-01-01', 45_000),
    ]);
    expect(result.map((r) => r.anomaly)).toEqual([null, null, 'rollback', null]);
  });

  it('flags a rise faster than the plausible yearly distance as a jump', () => {
    const result = analyseMileage([
      reading('2020-01-01', 10_000),
      reading('2021-01-01', 10_000 + MAX_KM_PER_YEAR + 5_000),
    ]);
    expect(result[1]?.anomaly).toBe('jump');
  });

  it('judges short gaps over a month, so two close records of normal driving are fine', () => {
    const result = analyseMileage([reading('2020-01-01', 10_000), reading('2020-01-02', 10_800)]);
    expect(result[1]?.anomaly).toBeNull();
  });

  it('drops readings without a date or a usable mileage and keeps ties in order', () => {
    const result = analyseMileage([
      reading('not a date', 5),
      reading('2020-01-01', Number.NaN),
      reading('2020-01-01', -3),
      { date: '2020-02-01', mileageKm: 100, tag: 'a' },
      { date: '2020-02-01', mileageKm: 100, tag: 'b' },
    ]);
    expect(result.map((r) => ('tag' in r ? r.tag : null))).toEqual(['a', 'b']);
  });

  it('summarises rollbacks, jumps and the yearly average', () => {
    const result = analyseMileage([
      reading('2020-01-01', 0),
      reading('2021-01-01', 15_000),
      reading('2021-06-01', 12_000),
    ]);
    const summary = summariseMileage(result);
    expect(summary.rollbacks).toBe(1);
    expect(summary.jumps).toBe(0);
    expect(summary.kmPerYear).toBeGreaterThan(0);
  });

  it('never throws and flags only rollbacks or implausible jumps (property)', () => {
    const anyReading = fc.record({
      date: fc.oneof(
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString()),
        fc.string(),
      ),
      mileageKm: fc.oneof(fc.integer({ min: -1000, max: 2_000_000 }), fc.double()),
    });
    fc.assert(
      fc.property(fc.array(anyReading, { maxLength: 40 }), (readings) => {
        const result = analyseMileage(readings);
        const times = result.map((r) => Date.parse(r.date));
        for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1] as number);
        result.forEach((r, i) => {
          const earlier = result.slice(0, i);
          const highest = earlier.reduce<{ km: number; at: number } | null>(
            (best, e) => (!best || e.mileageKm >= best.km ? { km: e.mileageKm, at: Date.parse(e.date) } : best),
            null,
          );
          if (r.anomaly === 'rollback') expect(highest && r.mileageKm < highest.km).toBe(true);
          if (r.anomaly === 'jump') {
            expect(highest).not.toBeNull();
            const days = Math.max((Date.parse(r.date) - (highest as { at: number }).at) / 86_400_000, MIN_WINDOW_DAYS);
            expect(r.mileageKm - (highest as { km: number }).km).toBeGreaterThan((MAX_KM_PER_YEAR * days) / 365);
          }
          if (r.anomaly === null && highest) expect(r.mileageKm).toBeGreaterThanOrEqual(highest.km);
        });
      }),
    );
  });

  it('is total for inputs that are not even arrays of readings', () => {
    expect(analyseMileage(null as never)).toEqual([]);
    expect(analyseMileage([null, 3, 'x'] as never)).toEqual([]);
  });
});
