// The warranty terms rule (src/domain/warranty.ts): the months, with the mileage cap beside them.

import { describe, expect, it } from 'vitest';
import { warrantyTerms, type WarrantyFigures } from '../../src/domain/warranty';

describe('warrantyTerms', () => {
  it('states the months and the mileage cap when both are known', () => {
    expect(warrantyTerms({ months: 12, mileageKm: 20000 })).toEqual({
      kind: 'months-and-mileage',
      months: 12,
      mileageKm: 20000,
    });
  });

  it('states the months alone when the mileage cap is missing', () => {
    expect(warrantyTerms({ months: 6, mileageKm: null })).toEqual({ kind: 'months', months: 6 });
    expect(warrantyTerms({ months: 6 })).toEqual({ kind: 'months', months: 6 });
  });

  it('states nothing without the months, even with a mileage cap', () => {
    expect(warrantyTerms({ months: null, mileageKm: 20000 })).toBeNull();
    expect(warrantyTerms({ mileageKm: 20000 })).toBeNull();
    expect(warrantyTerms({})).toBeNull();
    expect(warrantyTerms(null)).toBeNull();
    expect(warrantyTerms(undefined)).toBeNull();
  });

  it('reads zero as no figure: no terms for zero months, no cap for zero kilometres', () => {
    expect(warrantyTerms({ months: 0, mileageKm: 20000 })).toBeNull();
    expect(warrantyTerms({ months: 12, mileageKm: 0 })).toEqual({ kind: 'months', months: 12 });
  });

  it('reads a malformed figure (negative, fractional, not finite, not a number) as no figure', () => {
    const malformed = (value: unknown) =>
      JSON.parse(JSON.stringify({ months: value, mileageKm: 5000 })) as WarrantyFigures;
    expect(warrantyTerms({ months: -12, mileageKm: 20000 })).toBeNull();
    expect(warrantyTerms({ months: 1.5, mileageKm: 20000 })).toBeNull();
    expect(warrantyTerms({ months: Number.NaN })).toBeNull();
    expect(warrantyTerms({ months: Number.POSITIVE_INFINITY })).toBeNull();
    expect(warrantyTerms(malformed('12'))).toBeNull();
    expect(warrantyTerms({ months: 12, mileageKm: -1 })).toEqual({ kind: 'months', months: 12 });
    expect(warrantyTerms({ months: 12, mileageKm: Number.NaN })).toEqual({ kind: 'months', months: 12 });
  });
});
