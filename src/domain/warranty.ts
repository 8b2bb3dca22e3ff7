// The terms of a car's warranty contract as the storefront states them (the car page's services
// section, the compare table): the months it runs, with the mileage cap beside them when there is one.
// Pure and total: a figure that is missing, zero, negative or not a whole number is no figure.

export interface WarrantyFigures {
  months?: number | null;
  mileageKm?: number | null;
}

export type WarrantyTerms =
  /** "12 个月 / 2万公里": whichever comes first. */
  | { kind: 'months-and-mileage'; months: number; mileageKm: number }
  /** "12 个月": no mileage cap is known. */
  | { kind: 'months'; months: number };

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * What the warranty's terms say, or null when they say nothing: without the months a mileage cap alone
 * is not stated (a warranty is read by its length first).
 */
export function warrantyTerms(contract: WarrantyFigures | null | undefined): WarrantyTerms | null {
  const months = count(contract?.months);
  if (months === null) return null;
  const mileageKm = count(contract?.mileageKm);
  return mileageKm === null ? { kind: 'months', months } : { kind: 'months-and-mileage', months, mileageKm };
}
