// The reservation's draft in storage (like the booking's, decision note 030): the car, who reserves, the
// idempotency key of the order and, once there is one, the reservation's id, so a reload, a return from
// the H5 payment page or reopening the car resumes at the right step. Read defensively: a corrupt or
// foreign value is dropped and the buyer starts fresh.

import { emptyReservationForm, RESERVATION_FIELDS } from '../../../domain/reservation';
import type { ReservationDraft } from '../../../machines/reservation.machine';
import {
  createDraftStore,
  readDraftForm,
  readIdempotencyKey,
  type DraftMemory,
  type DraftStore,
} from '../../../platform/draft-store';

export const RESERVATION_DRAFT_KEY = 'car-reservation-draft';
export const RESERVATION_DRAFT_VERSION = 1;
const MAX_FIELD_LENGTH = 100;

export function readReservationDraft(raw: unknown): ReservationDraft | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.carId !== 'string' || !/^[A-Za-z0-9][\w-]{0,39}$/.test(record.carId)) return null;
  const form = readDraftForm(record.form, RESERVATION_FIELDS, emptyReservationForm, MAX_FIELD_LENGTH);
  if (!form) return null;
  const reservationId =
    typeof record.reservationId === 'string' && /^[\w-]{1,64}$/.test(record.reservationId)
      ? record.reservationId
      : null;
  return {
    carId: record.carId,
    form,
    idempotencyKey: readIdempotencyKey(record.idempotencyKey),
    reservationId,
    h5Pending: reservationId !== null && record.h5Pending === true,
  };
}

export function createReservationDraftStore(
  tiers: { local?: Storage | null; session?: Storage | null; memory?: DraftMemory } = {},
): DraftStore<ReservationDraft> {
  return createDraftStore({
    key: RESERVATION_DRAFT_KEY,
    version: RESERVATION_DRAFT_VERSION,
    validate: readReservationDraft,
    ...tiers,
  });
}

/**
 * The draft in the app's memory or in storage, or null when storage is unreadable or holds nothing usable
 * (never throws).
 */
export function loadReservationDraft(memory?: DraftMemory): ReservationDraft | null {
  try {
    return createReservationDraftStore({ memory }).load();
  } catch {
    return null;
  }
}
