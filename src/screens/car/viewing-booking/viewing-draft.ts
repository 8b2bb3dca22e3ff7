// The viewing booking's draft in storage (like the sell form's, decision note 030): the car, what the
// buyer typed and, while a booking is unconfirmed, its idempotency key, so a retry after a reload
// books once.

import { emptyViewingForm, VIEWING_FIELDS } from '../../../domain/viewing';
import {
  createDraftStore,
  readDraftForm,
  readIdempotencyKey,
  type DraftMemory,
  type DraftStore,
} from '../../../platform/draft-store';
import type { ViewingDraft } from '../../../machines/viewing-booking.machine';

export const VIEWING_DRAFT_KEY = 'viewing-booking-draft';
export const VIEWING_DRAFT_VERSION = 1;
const MAX_FIELD_LENGTH = 100;

/** A stored value is a draft only if it names a car and every field is a string of sane length. */
export function readViewingDraft(raw: unknown): ViewingDraft | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.carId !== 'string' || !/^[A-Za-z0-9][\w-]{0,39}$/.test(record.carId)) return null;
  const form = readDraftForm(record.form, VIEWING_FIELDS, emptyViewingForm, MAX_FIELD_LENGTH);
  if (!form) return null;
  const idempotencyKey = readIdempotencyKey(record.idempotencyKey);
  return { carId: record.carId, form, idempotencyKey };
}

export function createViewingDraftStore(
  tiers: { local?: Storage | null; session?: Storage | null; memory?: DraftMemory } = {},
): DraftStore<ViewingDraft> {
  return createDraftStore({
    key: VIEWING_DRAFT_KEY,
    version: VIEWING_DRAFT_VERSION,
    validate: readViewingDraft,
    ...tiers,
  });
}
