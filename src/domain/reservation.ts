// Reserving a car with a refundable deposit (订金, refundable; not 定金) (beyond the spec; docs/product.md,
// decision note 200): the reservation's states as the server keeps them, and the checks of the reserve
// form (who reserves: a name and a mainland mobile number, the booking's rules).

import { mobileNumberError } from './phone';

/** The server's states of a reservation (GET /v1/reservation/{id}, `status`). */
export const RESERVATION_STATUSES = [
  'pending_payment',
  'paid_unconfirmed',
  'held',
  'expired',
  'cancel_requested',
  'refund_pending',
  'refunded',
  'failed',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return typeof value === 'string' && (RESERVATION_STATUSES as readonly string[]).includes(value);
}

/** A cancellation on its way to the refund (the money has not come back yet). */
export function isRefundUnderway(status: ReservationStatus): boolean {
  return status === 'cancel_requested' || status === 'refund_pending';
}

/** Whether the reservation still concerns the buyer (the car page shows it): paid, held or being refunded. */
export function isReservationShown(status: ReservationStatus): boolean {
  return status === 'held' || status === 'paid_unconfirmed' || isRefundUnderway(status);
}

export const RESERVATION_FIELDS = ['name', 'phone'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];
export type ReservationForm = Record<ReservationField, string>;
export type ReservationFieldError = 'required' | 'phone' | 'nameLength';
export type ReservationErrors = Partial<Record<ReservationField, ReservationFieldError>>;

export const emptyReservationForm: ReservationForm = { name: '', phone: '' };

export function validateReservationField(field: ReservationField, form: ReservationForm): ReservationFieldError | null {
  const value = form[field].trim();
  if (field === 'phone') return mobileNumberError(value);
  if (!value) return 'required';
  return value.length > 20 ? 'nameLength' : null;
}

export function validateReservation(form: ReservationForm): ReservationErrors {
  const errors: ReservationErrors = {};
  for (const field of RESERVATION_FIELDS) {
    const error = validateReservationField(field, form);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Whole hours and minutes left until `until` (ISO), never negative; null when `until` cannot be read. */
export function timeLeft(until: string | null | undefined, now: number): { hours: number; minutes: number } | null {
  const end = until ? Date.parse(until) : Number.NaN;
  if (!Number.isFinite(end)) return null;
  const minutes = Math.max(0, Math.floor((end - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
