// Reserving a car with a refundable deposit (订金) (beyond the spec; decision note 200). Like the viewing
// booking (viewing-booking.machine.ts) the machine does no I/O: the screen provides the calls
// (createReservation, fetchStatus, cancelReservation), the payment (requestPayment: WeChat's bridge;
// openPaymentPage: the H5 page) and the draft store (saveDraft / clearDraft).
//
// terms → form → creating → paying → confirming → held → (cancel) → refunding → refunded, with the ways
// off it: cannot pay here (a mini-program or short-video app: book a viewing instead), the deposit changed
// (the server's amount decides: asked again), cancelled at payment (the order stays unpaid; paying again
// asks the server with the same key, which answers the same order), failed (retry, same key), refused
// (reserved or sold by someone else), expired, and paid-but-not-confirmed after the bound of polls (say
// plainly not to pay again). The bridge's `ok` is never trusted: it only moves to confirming, where the
// server's status decides. Back from the H5 page the buyer says "I have paid"; nothing is guessed.

import { assign, fromPromise, setup } from 'xstate';
import {
  emptyReservationForm,
  isRefundUnderway,
  RESERVATION_FIELDS,
  validateReservation,
  validateReservationField,
  type ReservationErrors,
  type ReservationField,
  type ReservationForm,
  type ReservationStatus,
} from '../domain/reservation';
import type { PayChannel, PayResult, WechatPayParams } from '../platform/wechat-pay';
import { createIdempotencyKey } from './idempotency-key';

export interface ReservationView {
  id: string;
  reference: string;
  carId: string;
  status: ReservationStatus;
  amountYuan: number;
  holdUntil: string | null;
  showroom: { name: string; address: string; phone: string | null } | null;
  /** The deposit's refund as the server reports it (requested, pending, refunded), once there is one. */
  refundStatus?: string | null;
}

export interface ReservationStart {
  reservation: ReservationView;
  payment: { jsapi: WechatPayParams | null; h5Url: string | null };
}

/** How the screen's createReservation fails when the car went to someone else (any other error is a failure). */
export interface ReservationRefusal {
  refusal: 'reserved' | 'sold';
  message: string;
}

/** What the draft holds: who reserves, the key of the order and, once there is one, the reservation's id. */
export interface ReservationDraft {
  carId: string;
  form: ReservationForm;
  idempotencyKey: string | null;
  reservationId: string | null;
  /** The buyer was sent to the H5 payment page (coming back, they say whether they paid). */
  h5Pending: boolean;
}

export interface ReservationContext {
  carId: string;
  channel: PayChannel;
  form: ReservationForm;
  errors: ReservationErrors;
  validationAttempt: number;
  idempotencyKey: string | null;
  reservationId: string | null;
  h5Pending: boolean;
  reservation: ReservationView | null;
  payment: ReservationStart['payment'] | null;
  /** The deposit the terms announced (RESERVATION_DEPOSIT_YUAN); the server's amount decides. */
  announcedAmount: number;
  /** A changed amount the buyer agreed to. */
  acceptedAmount: number | null;
  /** Status reads in the current round; at most maxPolls, then "check again". */
  polls: number;
  maxPolls: number;
  refusal: ReservationRefusal | null;
  error: string | null;
  /** How many creations were sent (a retry counts); QA reads it from the registry. */
  submissions: number;
}

export interface ReservationInput {
  carId: string;
  channel: PayChannel;
  depositYuan: number;
  draft?: ReservationDraft | null;
  maxPolls?: number;
}

export type ReservationEvent =
  | { type: 'ACCEPT' }
  | { type: 'EDIT'; values: Partial<ReservationForm> }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CONFIRM_AMOUNT' }
  | { type: 'BACK' }
  | { type: 'PAY_AGAIN' }
  | { type: 'PAID' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'REQUEST_CANCEL' }
  | { type: 'KEEP' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'START_OVER' };

/** The bound of a round of status reads, and the pause between two (`pollDelay`, tests provide their own). */
export const RESERVATION_MAX_POLLS = 5;
export const RESERVATION_POLL_DELAY_MS = 2000;

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}

function refusalOf(error: unknown): ReservationRefusal | null {
  if (!error || typeof error !== 'object') return null;
  const { refusal, message } = error as Partial<ReservationRefusal>;
  return refusal === 'reserved' || refusal === 'sold'
    ? { refusal, message: typeof message === 'string' ? message : '' }
    : null;
}

export function firstInvalidReservationField(errors: ReservationErrors): ReservationField | null {
  return RESERVATION_FIELDS.find((field) => errors[field]) ?? null;
}

function fromDraft(carId: string, draft: ReservationDraft | null | undefined) {
  if (!draft) return { form: { ...emptyReservationForm }, idempotencyKey: null, reservationId: null, h5Pending: false };
  const form = { ...emptyReservationForm, name: draft.form.name, phone: draft.form.phone };
  // A draft of another car keeps who reserves, nothing of that car's order.
  if (draft.carId !== carId) return { form, idempotencyKey: null, reservationId: null, h5Pending: false };
  return {
    form,
    idempotencyKey: draft.idempotencyKey,
    reservationId: draft.reservationId,
    h5Pending: draft.h5Pending,
  };
}

const persist = {
  type: 'saveDraft',
  params: ({ context }: { context: ReservationContext }): ReservationDraft => ({
    carId: context.carId,
    form: context.form,
    idempotencyKey: context.idempotencyKey,
    reservationId: context.reservationId,
    h5Pending: context.h5Pending,
  }),
} as const;

/** The answer of the invoked call an event carries (its done event), read where the event is known to be one. */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const statusOf = (event: unknown): ReservationStatus | null =>
  (event as { output?: Partial<ReservationView> }).output?.status ?? null;

export const reservationMachine = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationInput,
  },
  actors: {
    createReservation: fromPromise<
      ReservationStart,
      { carId: string; form: ReservationForm; idempotencyKey: string; channel: PayChannel }
    >(async () => {
      throw new Error('reservation: the createReservation actor is provided by the screen');
    }),
    fetchStatus: fromPromise<ReservationView, { id: string }>(async () => {
      throw new Error('reservation: the fetchStatus actor is provided by the screen');
    }),
    cancelReservation: fromPromise<ReservationView, { id: string }>(async () => {
      throw new Error('reservation: the cancelReservation actor is provided by the screen');
    }),
    requestPayment: fromPromise<PayResult, WechatPayParams>(async () => {
      throw new Error('reservation: the requestPayment actor is provided by the screen');
    }),
  },
  delays: {
    pollDelay: RESERVATION_POLL_DELAY_MS,
  },
  actions: {
    /** Replaced by the screen: writes the draft (form, key, reservation id) to its store. */
    saveDraft: (_, _params: ReservationDraft) => undefined,
    /** Replaced by the screen: forgets the draft once the reservation is over (refunded). */
    clearDraft: () => undefined,
    /** Replaced by the screen: leaves for the H5 payment page (with the way back to the car). */
    openPaymentPage: (_, _url: string) => undefined,
    /** Replaced by the screen: the car's status changed on the server (held, released, refused):
     *  the page reads it again, so its bar stops (or starts again) offering to reserve. */
    carStatusChanged: () => undefined,
    applyEdit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const form = { ...context.form };
      const errors = { ...context.errors };
      for (const field of RESERVATION_FIELDS) {
        const value = event.values[field];
        if (typeof value !== 'string') continue;
        form[field] = value;
        if (!errors[field]) continue;
        const error = validateReservationField(field, form);
        if (error) errors[field] = error;
        else delete errors[field];
      }
      return { form, errors };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateReservation(context.form),
      validationAttempt: context.validationAttempt + 1,
    })),
    ensureKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? createIdempotencyKey(),
      errors: {},
      error: null,
      submissions: context.submissions + 1,
    })),
    setStart: assign(({ event }) => {
      const output = outputOf<ReservationStart>(event);
      return { reservation: output.reservation, reservationId: output.reservation.id, payment: output.payment };
    }),
    setReservation: assign(({ event }) => {
      const output = outputOf<ReservationView>(event);
      return { reservation: output, reservationId: output.id };
    }),
    acceptAmount: assign(({ context }) => ({ acceptedAmount: context.reservation?.amountYuan ?? null })),
    setError: assign(({ event }) => ({ error: errorMessage(errorOf(event)) })),
    setRefusal: assign(({ event }) => ({ refusal: refusalOf(errorOf(event)) })),
    setNoPayment: assign({ error: 'No payment parameters' }),
    markH5Pending: assign({ h5Pending: true }),
    clearH5Pending: assign({ h5Pending: false }),
    resetPolls: assign({ polls: 0 }),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    // A new reservation keeps who reserves; the order, its key and its state start again.
    forgetReservation: assign(({ context }) => ({
      idempotencyKey: null,
      reservationId: null,
      reservation: null,
      payment: null,
      h5Pending: false,
      acceptedAmount: null,
      refusal: null,
      error: null,
      form: { ...emptyReservationForm, name: context.form.name, phone: context.form.phone },
    })),
  },
  guards: {
    hasReservation: ({ context }) => context.reservationId !== null,
    cannotPayHere: ({ context }) => context.channel === 'none',
    formIsValid: ({ context }) => !firstInvalidReservationField(validateReservation(context.form)),
    isRefused: ({ event }) => refusalOf(errorOf(event)) !== null,
    amountChanged: ({ context, event }) => {
      const amount = outputOf<ReservationStart>(event).reservation.amountYuan;
      return amount !== context.announcedAmount && amount !== context.acceptedAmount;
    },
    startIsHeld: ({ event }) => outputOf<ReservationStart>(event).reservation.status === 'held',
    startIsOver: ({ event }) => {
      const status = outputOf<ReservationStart>(event).reservation.status;
      return status === 'expired' || status === 'failed';
    },
    startIsPaid: ({ event }) => outputOf<ReservationStart>(event).reservation.status === 'paid_unconfirmed',
    startIsCancelled: ({ event }) => {
      const status = outputOf<ReservationStart>(event).reservation.status;
      return status === 'refunded' || isRefundUnderway(status);
    },
    hasJsapi: ({ context }) => Boolean(context.payment?.jsapi) && context.channel === 'jsapi',
    hasH5Url: ({ context }) => Boolean(context.payment?.h5Url),
    payOk: ({ event }) => outputOf<PayResult>(event) === 'ok',
    payCancelled: ({ event }) => outputOf<PayResult>(event) === 'cancel',
    isHeld: ({ event }) => statusOf(event) === 'held',
    isExpired: ({ event }) => statusOf(event) === 'expired',
    isOrderFailed: ({ event }) => statusOf(event) === 'failed',
    isRefunded: ({ event }) => statusOf(event) === 'refunded',
    isRefundUnderway: ({ event }) => {
      const status = statusOf(event);
      return status !== null && isRefundUnderway(status);
    },
    isPaidUnconfirmed: ({ event }) => statusOf(event) === 'paid_unconfirmed',
    isUnpaidAfterH5: ({ context, event }) => statusOf(event) === 'pending_payment' && context.h5Pending,
    pollsLeft: ({ context }) => context.polls < context.maxPolls,
    lastSeenUnpaid: ({ context }) => context.reservation?.status === 'pending_payment',
  },
}).createMachine({
  id: 'reservation',
  context: ({ input }) => ({
    carId: input.carId,
    channel: input.channel,
    ...fromDraft(input.carId, input.draft),
    errors: {},
    validationAttempt: 0,
    reservation: null,
    payment: null,
    announcedAmount: input.depositYuan,
    acceptedAmount: null,
    polls: 0,
    maxPolls: input.maxPolls ?? RESERVATION_MAX_POLLS,
    refusal: null,
    error: null,
    submissions: 0,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasReservation', target: 'resuming' },
        { guard: 'cannotPayHere', target: 'cannotPay' },
        { target: 'terms' },
      ],
    },
    // A mini-program or short-video app's web view cannot pay: the sheet offers a viewing instead.
    cannotPay: {},
    terms: {
      on: { ACCEPT: 'form' },
    },
    form: {
      on: {
        EDIT: { actions: ['applyEdit', persist] },
        SUBMIT: [{ guard: 'formIsValid', target: 'creating' }, { actions: 'showErrors' }],
        BACK: 'terms',
      },
    },
    // One key per draft, saved before the request leaves: a retry, a reload or paying again gets the
    // same reservation and the same merchant order. A second tap while it is on its way does nothing.
    creating: {
      entry: ['ensureKey', persist],
      invoke: {
        id: 'createReservation',
        src: 'createReservation',
        input: ({ context }) => ({
          carId: context.carId,
          form: context.form,
          idempotencyKey: context.idempotencyKey ?? '',
          channel: context.channel,
        }),
        onDone: [
          { guard: 'startIsHeld', target: 'held', actions: ['setStart', persist, 'carStatusChanged'] },
          { guard: 'startIsOver', target: 'expired', actions: ['setStart', persist] },
          // Paid already (asked again with the same key): never a second payment, the server decides.
          { guard: 'startIsPaid', target: 'confirming', actions: ['setStart', persist] },
          { guard: 'startIsCancelled', target: 'refunding', actions: ['setStart', persist] },
          { guard: 'amountChanged', target: 'amountChanged', actions: ['setStart', persist] },
          { target: 'pay', actions: ['setStart', persist] },
        ],
        onError: [
          {
            guard: 'isRefused',
            target: 'refused',
            actions: ['forgetReservation', 'setRefusal', persist, 'carStatusChanged'],
          },
          { target: 'failed', actions: 'setError' },
        ],
      },
    },
    failed: {
      on: {
        RETRY: 'creating',
        // Editing after a failure keeps the key: if the failed request did reserve, the buyer reserves once.
        EDIT: { target: 'form', actions: ['applyEdit', persist] },
      },
    },
    // The server's amount differs from what the terms said: the buyer agrees to it before paying.
    amountChanged: {
      on: {
        CONFIRM_AMOUNT: { target: 'pay', actions: 'acceptAmount' },
        BACK: 'form',
      },
    },
    pay: {
      always: [
        { guard: 'hasJsapi', target: 'payingJsapi' },
        { guard: 'hasH5Url', target: 'redirecting' },
        { target: 'payFailed', actions: 'setNoPayment' },
      ],
    },
    payingJsapi: {
      invoke: {
        id: 'requestPayment',
        src: 'requestPayment',
        input: ({ context }) => context.payment!.jsapi!,
        onDone: [
          // What the buyer did on the payment sheet, not whether money moved: the server decides.
          { guard: 'payOk', target: 'confirming' },
          { guard: 'payCancelled', target: 'unpaid' },
          { target: 'payFailed' },
        ],
        onError: { target: 'payFailed', actions: 'setError' },
      },
    },
    redirecting: {
      entry: [
        'markH5Pending',
        persist,
        { type: 'openPaymentPage', params: ({ context }) => context.payment?.h5Url ?? '' },
      ],
      on: { PAID: { target: 'confirming', actions: ['clearH5Pending', persist] } },
    },
    // Back from the H5 page and the order is still unpaid: the buyer says what happened; nothing is guessed.
    returned: {
      on: {
        PAID: { target: 'confirming', actions: ['clearH5Pending', persist] },
        PAY_AGAIN: { target: 'creating', actions: ['clearH5Pending'] },
      },
    },
    // Cancelled on the payment sheet: the reservation stays unpaid; paying again asks for the same order.
    unpaid: {
      on: { PAY_AGAIN: 'creating' },
    },
    payFailed: {
      on: { RETRY: 'creating' },
    },
    confirming: {
      entry: 'resetPolls',
      initial: 'checking',
      states: {
        checking: {
          entry: 'countPoll',
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            input: ({ context }) => ({ id: context.reservationId ?? '' }),
            onDone: [
              {
                guard: 'isHeld',
                target: '#reservation.held',
                actions: ['setReservation', persist, 'carStatusChanged'],
              },
              { guard: 'isExpired', target: '#reservation.expired', actions: ['setReservation', 'carStatusChanged'] },
              { guard: 'isOrderFailed', target: '#reservation.orderFailed', actions: 'setReservation' },
              { guard: 'pollsLeft', target: 'waiting', actions: 'setReservation' },
              { target: '#reservation.unconfirmed', actions: 'setReservation' },
            ],
            // A dropped read counts as one of the round; the bound still holds.
            onError: [{ guard: 'pollsLeft', target: 'waiting' }, { target: '#reservation.unconfirmed' }],
          },
        },
        waiting: {
          after: { pollDelay: 'checking' },
        },
      },
    },
    // Paid (or maybe paid) and not confirmed within the bound: do not pay again; the status shows here.
    unconfirmed: {
      on: {
        CHECK_AGAIN: 'confirming',
        PAY_AGAIN: { guard: 'lastSeenUnpaid', target: 'creating' },
      },
    },
    // After a reload or on reopening the car: the server's status says where the buyer is.
    resuming: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }) => ({ id: context.reservationId ?? '' }),
        onDone: [
          { guard: 'isHeld', target: 'held', actions: 'setReservation' },
          { guard: 'isPaidUnconfirmed', target: 'confirming', actions: 'setReservation' },
          { guard: 'isUnpaidAfterH5', target: 'returned', actions: 'setReservation' },
          { guard: 'isExpired', target: 'expired', actions: 'setReservation' },
          { guard: 'isOrderFailed', target: 'orderFailed', actions: 'setReservation' },
          { guard: 'isRefunded', target: 'refunded', actions: ['setReservation', 'clearDraft'] },
          { guard: 'isRefundUnderway', target: 'refunding', actions: 'setReservation' },
          { target: 'unpaid', actions: 'setReservation' },
        ],
        onError: { target: 'resumeFailed', actions: 'setError' },
      },
    },
    resumeFailed: {
      on: { RETRY: 'resuming' },
    },
    held: {
      on: { REQUEST_CANCEL: 'cancelAsk' },
    },
    cancelAsk: {
      on: { CONFIRM_CANCEL: 'cancelling', KEEP: 'held' },
    },
    cancelling: {
      invoke: {
        id: 'cancelReservation',
        src: 'cancelReservation',
        input: ({ context }) => ({ id: context.reservationId ?? '' }),
        onDone: [
          { guard: 'isRefunded', target: 'refunded', actions: ['setReservation', 'clearDraft', 'carStatusChanged'] },
          { target: 'refunding', actions: ['setReservation', 'carStatusChanged'] },
        ],
        onError: { target: 'held', actions: 'setError' },
      },
    },
    refunding: {
      entry: 'resetPolls',
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollDelay: 'checking' },
        },
        checking: {
          entry: 'countPoll',
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            input: ({ context }) => ({ id: context.reservationId ?? '' }),
            onDone: [
              { guard: 'isRefunded', target: '#reservation.refunded', actions: ['setReservation', 'clearDraft'] },
              { guard: 'pollsLeft', target: 'waiting', actions: 'setReservation' },
              { target: 'idle', actions: 'setReservation' },
            ],
            onError: [{ guard: 'pollsLeft', target: 'waiting' }, { target: 'idle' }],
          },
        },
        // The refund is on its way; the buyer can look again.
        idle: {
          on: { CHECK_AGAIN: { target: 'checking', actions: 'resetPolls' } },
        },
      },
    },
    refunded: {
      on: { START_OVER: { target: 'terms', actions: ['forgetReservation', persist] } },
    },
    refused: {},
    expired: {
      on: { START_OVER: { target: 'terms', actions: ['forgetReservation', persist] } },
    },
    orderFailed: {
      on: { START_OVER: { target: 'terms', actions: ['forgetReservation', persist] } },
    },
  },
});
