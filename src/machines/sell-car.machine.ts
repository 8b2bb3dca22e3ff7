// Selling one's car (route Recycle): options → editing → validating → submitting → done, with
// failed states for the options and the submission that keep every typed value and offer a retry.
// The machine never calls REST: `loadOptions` and `submitSellCar` are provided by the screen and run
// GraphQL operations; `saveDraft` / `clearDraft` are provided by the screen's draft store.

import { assign, fromPromise, setup } from 'xstate';
import {
  emptySellCarForm,
  firstInvalidField,
  SELL_CAR_FIELDS,
  validateSellCar,
  validateSellCarField,
  type SellCarErrors,
  type SellCarField,
  type SellCarForm,
  type SellCarOptionLists,
} from '../domain/sell-car-form';
import { createIdempotencyKey } from './idempotency-key';

export interface SellCarResult {
  clueId: string;
  contactWithinHours: number;
}

/** What a draft holds: the typed values and, while a submission is unconfirmed, its idempotency key. */
export interface SellCarDraft {
  form: SellCarForm;
  idempotencyKey: string | null;
}

export { createIdempotencyKey };

export interface SellCarContext {
  form: SellCarForm;
  options: SellCarOptionLists | null;
  errors: SellCarErrors;
  /** Raised each time a submit found errors, so the screen focuses the first invalid field. */
  validationAttempt: number;
  idempotencyKey: string | null;
  result: SellCarResult | null;
  optionsError: string | null;
  submitError: string | null;
  /** How many submissions were sent (a retry counts); QA reads it from the registry. */
  submissions: number;
  currentYear: number;
}

export interface SellCarInput {
  draft?: SellCarDraft | null;
  currentYear?: number;
}

export type SellCarEvent =
  { type: 'EDIT'; values: Partial<SellCarForm> } | { type: 'SUBMIT' } | { type: 'RETRY' } | { type: 'START_OVER' };

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}

function cleanPatch(values: Partial<SellCarForm>): Partial<SellCarForm> {
  const patch: Partial<SellCarForm> = {};
  for (const field of SELL_CAR_FIELDS) {
    const value = values[field];
    if (typeof value === 'string') patch[field] = value;
  }
  return patch;
}

const persist = {
  type: 'saveDraft',
  params: ({ context }: { context: SellCarContext }): SellCarDraft => ({
    form: context.form,
    idempotencyKey: context.idempotencyKey,
  }),
} as const;

export const sellCarMachine = setup({
  types: {
    context: {} as SellCarContext,
    events: {} as SellCarEvent,
    input: {} as SellCarInput,
  },
  actors: {
    loadOptions: fromPromise<SellCarOptionLists>(async () => {
      throw new Error('sellCar: the loadOptions actor is provided by the screen');
    }),
    submitSellCar: fromPromise<SellCarResult, { form: SellCarForm; idempotencyKey: string }>(async () => {
      throw new Error('sellCar: the submitSellCar actor is provided by the screen');
    }),
  },
  actions: {
    /** Replaced by the screen: writes the draft (form + pending key) to its store. */
    saveDraft: (_, _params: SellCarDraft) => undefined,
    /** Replaced by the screen: forgets the draft once the clue exists. */
    clearDraft: () => undefined,
    applyEdit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const form = { ...context.form, ...cleanPatch(event.values) };
      // A field already flagged is re-checked as the seller types, so the message goes as soon as it is fixed
      // (also by another field: choosing a listed model again settles "other"'s free text).
      const errors: SellCarErrors = { ...context.errors };
      for (const field of Object.keys(errors) as SellCarField[]) {
        if (!errors[field]) continue;
        const error = validateSellCarField(field, form, context.options, context.currentYear);
        if (error) errors[field] = error;
        else delete errors[field];
      }
      return { form, errors };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateSellCar(context.form, context.options, context.currentYear),
      validationAttempt: context.validationAttempt + 1,
    })),
    ensureKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? createIdempotencyKey(),
      errors: {},
      submitError: null,
      submissions: context.submissions + 1,
    })),
    forgetSubmission: assign({
      result: null,
      idempotencyKey: null,
      form: { ...emptySellCarForm },
      errors: {},
      submitError: null,
    }),
  },
  guards: {
    formIsValid: ({ context }) =>
      !firstInvalidField(validateSellCar(context.form, context.options, context.currentYear)),
  },
}).createMachine({
  id: 'sellCar',
  context: ({ input }) => ({
    form: { ...emptySellCarForm, ...(input.draft?.form ?? {}) },
    options: null,
    errors: {},
    validationAttempt: 0,
    idempotencyKey: input.draft?.idempotencyKey ?? null,
    result: null,
    optionsError: null,
    submitError: null,
    submissions: 0,
    currentYear: input.currentYear ?? new Date().getFullYear(),
  }),
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'editing', actions: assign({ options: ({ event }) => event.output, optionsError: null }) },
        onError: {
          target: 'optionsFailed',
          actions: assign({ optionsError: ({ event }) => errorMessage(event.error) }),
        },
      },
      on: { EDIT: { actions: ['applyEdit', persist] } },
    },
    optionsFailed: {
      on: {
        RETRY: 'loadingOptions',
        EDIT: { actions: ['applyEdit', persist] },
      },
    },
    editing: {
      on: {
        EDIT: { actions: ['applyEdit', persist] },
        SUBMIT: 'validating',
      },
    },
    validating: {
      always: [
        { guard: 'formIsValid', target: 'submitting' },
        { target: 'editing', actions: 'showErrors' },
      ],
    },
    submitting: {
      entry: ['ensureKey', persist],
      invoke: {
        id: 'submitSellCar',
        src: 'submitSellCar',
        input: ({ context }) => ({ form: context.form, idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output }), 'clearDraft'] },
        onError: { target: 'submitFailed', actions: assign({ submitError: ({ event }) => errorMessage(event.error) }) },
      },
      // A second tap while the first submission is on its way does nothing.
    },
    submitFailed: {
      on: {
        RETRY: 'submitting',
        SUBMIT: 'validating',
        EDIT: { target: 'editing', actions: ['applyEdit', persist] },
      },
    },
    done: {
      on: {
        START_OVER: { target: 'editing', actions: ['forgetSubmission', 'clearDraft'] },
      },
    },
  },
});
