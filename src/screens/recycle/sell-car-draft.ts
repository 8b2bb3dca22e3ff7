// The sell-car draft in storage: what the seller typed and, while a submission is unconfirmed, its
// idempotency key (so a retry after a reload can never create a second clue).

import {
  createDraftStore,
  readDraftForm,
  readIdempotencyKey,
  type DraftMemory,
  type DraftStore,
} from '../../platform/draft-store';
import { type SellCarDraft } from '../../machines/sell-car.machine';
import { emptySellCarForm, SELL_CAR_FIELDS } from '../../domain/sell-car-form';

export const SELL_CAR_DRAFT_KEY = 'sell-car-draft';
export const SELL_CAR_DRAFT_VERSION = 1;
const MAX_FIELD_LENGTH = 500;

/** A stored value is a draft only if every field is a string of sane length. */
export function readSellCarDraft(raw: unknown): SellCarDraft | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const form = readDraftForm(record.form, SELL_CAR_FIELDS, emptySellCarForm, MAX_FIELD_LENGTH);
  if (!form) return null;
  const idempotencyKey = readIdempotencyKey(record.idempotencyKey);
  return { form, idempotencyKey };
}

export function isBlankDraft(draft: SellCarDraft | null): boolean {
  return !draft || SELL_CAR_FIELDS.every((field) => !draft.form[field].trim());
}

export function createSellCarDraftStore(
  tiers: { local?: Storage | null; session?: Storage | null; memory?: DraftMemory } = {},
): DraftStore<SellCarDraft> {
  return createDraftStore({
    key: SELL_CAR_DRAFT_KEY,
    version: SELL_CAR_DRAFT_VERSION,
    validate: readSellCarDraft,
    ...tiers,
  });
}
