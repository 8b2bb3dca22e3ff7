// The viewing booking's draft in storage (like the sell form's, decision note 030): the car, what the
// buyer typed and, while a booking is unconfirmed, its idempotency key, so a retry after a reload
// books once.

import { emptyViewingForm, VIEWING_FIELDS, type ViewingForm } from '../../../domain/viewing';
import { createDraftStore, type DraftStore } from '../../../platform/draft-store';
import type { ViewingDraft } from '../../../machines/viewing-booking.machine';

export const VIEWING_DRAFT_KEY = 'viewing-booking-draft';
export const VIEWING_DRAFT_VERSION = 1;
const MAX_FIELD_LENGTH = 100;

/** A stored value is a draft only if it names a car and every field is a string of sane length. */
export function readViewingDraft(raw: unknown): ViewingDraft | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.carId !== 'string' || !/^[A-Za-z0-9][\w-]{0,39}$/.test(record.carId)) return null;
  const formRaw = record.form;
  if (!formRaw || typeof formRaw !== 'object' || Array.isArray(formRaw)) return null;
  const form: ViewingForm = { ...emptyViewingForm };
  for (const field of VIEWING_FIELDS) {
    const value = (formRaw as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > MAX_FIELD_LENGTH) return null;
    form[field] = value;
  }
  const key = record.idempotencyKey;
  const idempotencyKey = typeof key === 'string' && /^[\w-]{8,64}$/.test(key) ? key : null;
  return { carId: record.carId, form, idempotencyKey };
}

export function createViewingDraftStore(
  storages: { local?: Storage | null; session?: Storage | null } = {},
): DraftStore<ViewingDraft> {
  return createDraftStore({
    key: VIEWING_DRAFT_KEY,
    version: VIEWING_DRAFT_VERSION,
    validate: readViewingDraft,
    ...storages,
  });
}
