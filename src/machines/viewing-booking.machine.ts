// Booking a viewing of a car (beyond the spec): editing → submitting → done, with `failed` keeping
// every typed value and offering a retry. Like the sell-car flow (decision note 030) the machine does
// no I/O: `submitBooking` is provided by the screen (a GraphQL mutation) and `saveDraft` /
// `clearDraft` by its draft store. One idempotency key per draft: created when the first submission
// starts, saved with the draft before the request leaves, reused by every retry (after a reload too)
// and dropped only once the booking exists, so a double tap or a retry books once.

import { assign, fromPromise, setup } from 'xstate';
import {
  emptyViewingForm,
  validateViewing,
  validateViewingField,
  VIEWING_FIELDS,
  type ViewingErrors,
  type ViewingField,
  type ViewingForm,
} from '../domain/viewing';
import { createIdempotencyKey } from './idempotency-key';

export interface ViewingBookingResult {
  reference: string;
  day: string;
  slot: string;
  substationName: string;
  contactWithinHours: number;
}

/** What a draft holds: the car, the typed values and, while a submission is unconfirmed, its key. */
export interface ViewingDraft {
  carId: string;
  form: ViewingForm;
  idempotencyKey: string | null;
}

export interface ViewingBookingContext {
  carId: string;
  form: ViewingForm;
  errors: ViewingErrors;
  /** The showrooms the buyer can choose (ids), once known. */
  showroomIds: string[] | null;
  /** Raised each time a submit found errors, so the screen focuses the first invalid field. */
  validationAttempt: number;
  idempotencyKey: string | null;
  result: ViewingBookingResult | null;
  submitError: string | null;
  /** How many submissions were sent (a retry counts); QA reads it from the registry. */
  submissions: number;
  /** The clock the day window is checked against (tests and the QA sandbox fix it). */
  now: number;
}

export interface ViewingBookingInput {
  carId: string;
  draft?: ViewingDraft | null;
  now?: number;
}

export type ViewingBookingEvent =
  | { type: 'EDIT'; values: Partial<ViewingForm> }
  | { type: 'SHOWROOMS'; ids: string[] }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'START_OVER' };

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}

function cleanPatch(values: Partial<ViewingForm>): Partial<ViewingForm> {
  const patch: Partial<ViewingForm> = {};
  for (const field of VIEWING_FIELDS) {
    const value = values[field];
    if (typeof value === 'string') patch[field] = value;
  }
  return patch;
}

export function firstInvalidViewingField(errors: ViewingErrors): ViewingField | null {
  return VIEWING_FIELDS.find((field) => errors[field]) ?? null;
}

/** A draft of another car keeps who is booking (name, phone) and nothing about that car's visit. */
function formFromDraft(
  carId: string,
  draft: ViewingDraft | null | undefined,
): { form: ViewingForm; idempotencyKey: string | null } {
  if (!draft) return { form: { ...emptyViewingForm }, idempotencyKey: null };
  if (draft.carId === carId)
    return { form: { ...emptyViewingForm, ...draft.form }, idempotencyKey: draft.idempotencyKey };
  return { form: { ...emptyViewingForm, name: draft.form.name, phone: draft.form.phone }, idempotencyKey: null };
}

const persist = {
  type: 'saveDraft',
  params: ({ context }: { context: ViewingBookingContext }): ViewingDraft => ({
    carId: context.carId,
    form: context.form,
    idempotencyKey: context.idempotencyKey,
  }),
} as const;

export const viewingBookingMachine = setup({
  types: {
    context: {} as ViewingBookingContext,
    events: {} as ViewingBookingEvent,
    input: {} as ViewingBookingInput,
  },
  actors: {
    submitBooking: fromPromise<ViewingBookingResult, { carId: string; form: ViewingForm; idempotencyKey: string }>(
      async () => {
        throw new Error('viewingBooking: the submitBooking actor is provided by the screen');
      },
    ),
  },
  actions: {
    /** Replaced by the screen: writes the draft (form + pending key) to its store. */
    saveDraft: (_, _params: ViewingDraft) => undefined,
    /** Replaced by the screen: forgets the draft once the booking exists. */
    clearDraft: () => undefined,
    applyEdit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const patch = cleanPatch(event.values);
      const form = { ...context.form, ...patch };
      // A field already flagged is re-checked as the buyer types, so the message goes as soon as it is fixed.
      const errors: ViewingErrors = { ...context.errors };
      for (const field of Object.keys(patch) as ViewingField[]) {
        if (!errors[field]) continue;
        const error = validateViewingField(field, form, new Date(context.now), context.showroomIds);
        if (error) errors[field] = error;
        else delete errors[field];
      }
      return { form, errors };
    }),
    setShowrooms: assign(({ event }) => (event.type === 'SHOWROOMS' ? { showroomIds: [...event.ids] } : {})),
    showErrors: assign(({ context }) => ({
      errors: validateViewing(context.form, new Date(context.now), context.showroomIds),
      validationAttempt: context.validationAttempt + 1,
    })),
    ensureKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? createIdempotencyKey(),
      errors: {},
      submitError: null,
      submissions: context.submissions + 1,
    })),
    // A new booking keeps who is booking; the visit and its key start again.
    forgetBooking: assign(({ context }) => ({
      result: null,
      idempotencyKey: null,
      form: { ...emptyViewingForm, name: context.form.name, phone: context.form.phone },
      errors: {},
      submitError: null,
    })),
  },
  guards: {
    formIsValid: ({ context }) =>
      !firstInvalidViewingField(validateViewing(context.form, new Date(context.now), context.showroomIds)),
  },
}).createMachine({
  id: 'viewingBooking',
  context: ({ input }) => ({
    carId: input.carId,
    ...formFromDraft(input.carId, input.draft),
    errors: {},
    showroomIds: null,
    validationAttempt: 0,
    result: null,
    submitError: null,
    submissions: 0,
    now: input.now ?? Date.now(),
  }),
  initial: 'editing',
  on: {
    SHOWROOMS: { actions: 'setShowrooms' },
  },
  states: {
    editing: {
      on: {
        EDIT: { actions: ['applyEdit', persist] },
        SUBMIT: [{ guard: 'formIsValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      entry: ['ensureKey', persist],
      invoke: {
        id: 'submitBooking',
        src: 'submitBooking',
        input: ({ context }) => ({
          carId: context.carId,
          form: context.form,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output }), 'clearDraft'] },
        onError: { target: 'failed', actions: assign({ submitError: ({ event }) => errorMessage(event.error) }) },
      },
      // A second tap while the booking is on its way does nothing.
    },
    failed: {
      on: {
        RETRY: 'submitting',
        SUBMIT: [
          { guard: 'formIsValid', target: 'submitting' },
          { target: 'editing', actions: 'showErrors' },
        ],
        // Editing after a failure keeps the key: if the failed request did book, the buyer still books once.
        EDIT: { target: 'editing', actions: ['applyEdit', persist] },
      },
    },
    done: {
      on: {
        START_OVER: { target: 'editing', actions: ['forgetBooking', persist] },
      },
    },
  },
});
