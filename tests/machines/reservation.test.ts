// The reservation machine (src/machines/reservation.machine.ts) with its calls provided (.provide()):
// every transition and guard, one idempotency key per draft, the bridge's ok never trusted.

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ReservationStatus } from '../../src/domain/reservation';
import {
  reservationMachine,
  type ReservationDraft,
  type ReservationRefusal,
  type ReservationStart,
  type ReservationView,
} from '../../src/machines/reservation.machine';
import type { PayChannel, PayResult, WechatPayParams } from '../../src/platform/wechat-pay';

const JSAPI: WechatPayParams = {
  appId: 'wx1',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=1',
  signType: 'RSA',
  paySign: 's',
};

function view(status: ReservationStatus, amountYuan = 2000): ReservationView {
  return {
    id: 'RSV1',
    reference: 'DJ1',
    carId: 'C10001',
    status,
    amountYuan,
    holdUntil: status === 'held' ? '2026-12-01T10:00:00.000Z' : null,
    showroom: { name: '杭州城西展厅', address: '文一西路 998 号', phone: '0571-8888 6001' },
  };
}

const started = (status: ReservationStatus = 'pending_payment', amount = 2000, h5 = false): ReservationStart => ({
  reservation: view(status, amount),
  payment: h5 ? { jsapi: null, h5Url: 'https://pay.test/h5?prepay_id=1' } : { jsapi: JSAPI, h5Url: null },
});

const VALID = { name: '王先生', phone: '13812345678' };

interface CreateInput {
  carId: string;
  form: { name: string; phone: string };
  idempotencyKey: string;
  channel: PayChannel;
}

interface Options {
  channel?: PayChannel;
  draft?: ReservationDraft | null;
  create?: () => Promise<ReservationStart>;
  pay?: () => Promise<PayResult>;
  statuses?: Array<ReservationStatus | Error>;
  cancel?: () => Promise<ReservationView>;
}

function start({
  channel = 'jsapi',
  draft = null,
  create = () => Promise.resolve(started()),
  pay = () => Promise.resolve('ok'),
  statuses = ['held'],
  cancel = () => Promise.resolve(view('refund_pending')),
}: Options = {}) {
  const keys: string[] = [];
  const saved: ReservationDraft[] = [];
  const opened: string[] = [];
  const payments: WechatPayParams[] = [];
  let reads = 0;
  let cleared = 0;
  let carChanges = 0;
  const machine = reservationMachine.provide({
    actors: {
      createReservation: fromPromise(async ({ input }: { input: CreateInput }) => {
        keys.push(input.idempotencyKey);
        return create();
      }),
      requestPayment: fromPromise(async ({ input }: { input: WechatPayParams }) => {
        payments.push(input);
        return pay();
      }),
      fetchStatus: fromPromise(async () => {
        const next = statuses[Math.min(reads, statuses.length - 1)]!;
        reads += 1;
        if (next instanceof Error) throw next;
        return view(next);
      }),
      cancelReservation: fromPromise(() => cancel()),
    },
    actions: {
      saveDraft: (_, value) => void saved.push(value),
      clearDraft: () => void cleared++,
      openPaymentPage: (_, url) => void opened.push(url),
      carStatusChanged: () => void carChanges++,
    },
    delays: { pollDelay: 1 },
  });
  const actor = createActor(machine, { input: { carId: 'C10001', channel, depositYuan: 2000, draft } }).start();
  return {
    actor,
    keys,
    saved,
    opened,
    payments,
    reads: () => reads,
    cleared: () => cleared,
    carChanges: () => carChanges,
  };
}

async function toForm(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'ACCEPT' });
  actor.send({ type: 'EDIT', values: VALID });
  actor.send({ type: 'SUBMIT' });
}

const settle = (actor: ReturnType<typeof start>['actor'], state: string) =>
  waitFor(actor, (snapshot) => snapshot.matches(state as never), { timeout: 2000 });

describe('the reservation machine', () => {
  it('starts at the terms; a mini-program or short-video app cannot pay and is offered the viewing', () => {
    expect(start().actor.getSnapshot().value).toBe('terms');
    expect(start({ channel: 'none' }).actor.getSnapshot().value).toBe('cannotPay');
  });

  it('checks the form like the booking: empty and bad values are flagged, nothing is sent', () => {
    const { actor, keys } = start();
    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'required', phone: 'required' });
    actor.send({ type: 'EDIT', values: { name: '王'.repeat(21), phone: '12345' } });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'nameLength', phone: 'phone' });
    actor.send({ type: 'EDIT', values: VALID });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('terms');
    expect(keys).toEqual([]);
  });

  it('ok from the bridge only moves to confirming; the server status makes it held', async () => {
    const { actor, keys, payments, saved, reads, carChanges } = start({ statuses: ['paid_unconfirmed', 'held'] });
    await toForm(actor);
    await settle(actor, 'confirming');
    // Not yet held: the car's status is not asked again on the bridge's word.
    expect(carChanges()).toBe(0);
    await settle(actor, 'held');
    // Held on the server's word: the page reads the car's status again (already 已预定 there).
    expect(carChanges()).toBe(1);
    expect(keys).toHaveLength(1);
    expect(payments).toEqual([JSAPI]);
    expect(reads()).toBe(2);
    expect(actor.getSnapshot().context.reservation?.reference).toBe('DJ1');
    // The key is saved before the request leaves, the reservation id once it exists.
    expect(saved.find((draft) => draft.idempotencyKey)?.reservationId).toBeNull();
    expect(saved.at(-1)).toMatchObject({ reservationId: 'RSV1', idempotencyKey: keys[0] });
  });

  it('a double tap while creating sends one request', async () => {
    let resolve!: (value: ReservationStart) => void;
    const { actor, keys } = start({ create: () => new Promise((r) => (resolve = r)) });
    await toForm(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('creating');
    resolve(started());
    await settle(actor, 'held');
    expect(keys).toHaveLength(1);
  });

  it('cancelled at payment keeps the order unpaid; paying again asks with the same key', async () => {
    let result: PayResult = 'cancel';
    const { actor, keys } = start({ pay: () => Promise.resolve(result) });
    await toForm(actor);
    await settle(actor, 'unpaid');
    result = 'ok';
    actor.send({ type: 'PAY_AGAIN' });
    await settle(actor, 'held');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a failed payment or a failed bridge offers a retry with the same order', async () => {
    let result: Promise<PayResult> = Promise.resolve('fail');
    const { actor, keys } = start({ pay: () => result });
    await toForm(actor);
    await settle(actor, 'payFailed');
    result = Promise.reject(new Error('bridge gone'));
    actor.send({ type: 'RETRY' });
    await settle(actor, 'payFailed');
    expect(actor.getSnapshot().context.error).toBe('bridge gone');
    result = Promise.resolve('ok');
    actor.send({ type: 'RETRY' });
    await settle(actor, 'held');
    expect(new Set(keys).size).toBe(1);
  });

  it('a failed creation keeps the form and the key: retry, or edit and send again', async () => {
    let fail = true;
    const { actor, keys } = start({
      create: () => (fail ? Promise.reject(new Error('服务繁忙')) : Promise.resolve(started())),
    });
    await toForm(actor);
    await settle(actor, 'failed');
    expect(actor.getSnapshot().context.error).toBe('服务繁忙');
    actor.send({ type: 'RETRY' });
    await settle(actor, 'failed');
    actor.send({ type: 'EDIT', values: { name: '李女士' } });
    expect(actor.getSnapshot().value).toBe('form');
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await settle(actor, 'held');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('refused: reserved or sold by someone else, and the order key is forgotten', async () => {
    const refusal: ReservationRefusal = { refusal: 'reserved', message: '这辆车刚刚被其他顾客预订了' };
    const { actor, saved, carChanges } = start({ create: () => Promise.reject(refusal) });
    await toForm(actor);
    await settle(actor, 'refused');
    // The car was taken: the page reads its status again.
    expect(carChanges()).toBe(1);
    expect(actor.getSnapshot().context.refusal).toEqual(refusal);
    expect(saved.at(-1)).toMatchObject({ idempotencyKey: null, form: VALID });
  });

  it('the server amount decides: a changed deposit is asked again before paying', async () => {
    const { actor, payments } = start({ create: () => Promise.resolve(started('pending_payment', 3000)) });
    await toForm(actor);
    await settle(actor, 'amountChanged');
    expect(payments).toEqual([]);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'SUBMIT' });
    await settle(actor, 'amountChanged');
    actor.send({ type: 'CONFIRM_AMOUNT' });
    await settle(actor, 'held');
    expect(actor.getSnapshot().context.acceptedAmount).toBe(3000);
  });

  it('confirmed late within the bound: held', async () => {
    const { actor, reads } = start({
      statuses: ['paid_unconfirmed', 'paid_unconfirmed', 'paid_unconfirmed', 'held'],
    });
    await toForm(actor);
    await settle(actor, 'held');
    expect(reads()).toBe(4);
  });

  it('never confirmed: stops after the bound, says not to pay again, and checks again on request', async () => {
    const { actor, reads } = start({ statuses: ['paid_unconfirmed', new Error('network'), 'paid_unconfirmed'] });
    await toForm(actor);
    await settle(actor, 'unconfirmed');
    expect(reads()).toBe(5);
    // Paid (or maybe paid): paying again is not offered.
    actor.send({ type: 'PAY_AGAIN' });
    expect(actor.getSnapshot().value).toBe('unconfirmed');
    actor.send({ type: 'CHECK_AGAIN' });
    await settle(actor, 'unconfirmed');
    expect(reads()).toBe(10);
  });

  it('expired while paying, and a failed order: start over with a new key', async () => {
    const { actor, keys } = start({ statuses: ['expired'] });
    await toForm(actor);
    await settle(actor, 'expired');
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toBe('terms');
    expect(actor.getSnapshot().context).toMatchObject({ idempotencyKey: null, reservationId: null, form: VALID });
    const failed = start({ statuses: ['failed'] });
    await toForm(failed.actor);
    await settle(failed.actor, 'orderFailed');
    failed.actor.send({ type: 'START_OVER' });
    expect(failed.actor.getSnapshot().value).toBe('terms');
    expect(keys).toHaveLength(1);
  });

  it('outside WeChat: leaves for the H5 page; back and unpaid, the buyer says "I have paid"', async () => {
    const { actor, opened, saved } = start({
      channel: 'h5',
      create: () => Promise.resolve(started('pending_payment', 2000, true)),
    });
    await toForm(actor);
    await settle(actor, 'redirecting');
    expect(opened).toEqual(['https://pay.test/h5?prepay_id=1']);
    const draft = saved.at(-1)!;
    expect(draft).toMatchObject({ reservationId: 'RSV1', h5Pending: true });

    // The page comes back (a reload with the draft): the order is still unpaid, so nothing is guessed.
    const back = start({ channel: 'h5', draft, statuses: ['pending_payment', 'held'] });
    await settle(back.actor, 'returned');
    back.actor.send({ type: 'PAID' });
    await settle(back.actor, 'held');
    expect(back.saved.at(-1)?.h5Pending).toBe(false);
  });

  it('resumes where the server says: held, confirming, unpaid, refunding, refunded, or a retry', async () => {
    const draft: ReservationDraft = {
      carId: 'C10001',
      form: VALID,
      idempotencyKey: 'key-1',
      reservationId: 'RSV1',
      h5Pending: false,
    };
    await settle(start({ draft, statuses: ['held'] }).actor, 'held');
    await settle(start({ draft, statuses: ['paid_unconfirmed', 'held'] }).actor, 'held');
    await settle(start({ draft, statuses: ['pending_payment'] }).actor, 'unpaid');
    await settle(start({ draft, statuses: ['refund_pending'] }).actor, 'refunding');
    const refunded = start({ draft, statuses: ['refunded'] });
    await settle(refunded.actor, 'refunded');
    expect(refunded.cleared()).toBe(1);
    const failing = start({ draft, statuses: [new Error('offline'), 'held'] });
    await settle(failing.actor, 'resumeFailed');
    failing.actor.send({ type: 'RETRY' });
    await settle(failing.actor, 'held');
    // A draft of another car keeps who reserves, nothing of that car's order.
    const other = start({ draft: { ...draft, carId: 'C20002' } });
    expect(other.actor.getSnapshot().value).toBe('terms');
    expect(other.actor.getSnapshot().context).toMatchObject({ form: VALID, idempotencyKey: null, reservationId: null });
  });

  it('asked again with the same key after paying: confirms, never pays twice', async () => {
    const { actor, payments } = start({ create: () => Promise.resolve(started('paid_unconfirmed')) });
    await toForm(actor);
    await settle(actor, 'held');
    expect(payments).toEqual([]);
  });

  it('held → cancel (asked first) → refund requested → refunded; a failed cancel stays held', async () => {
    let cancelFails = true;
    const { actor, cleared } = start({
      statuses: ['held', 'refund_pending', 'refunded'],
      cancel: () => (cancelFails ? Promise.reject(new Error('offline')) : Promise.resolve(view('cancel_requested'))),
    });
    await toForm(actor);
    await settle(actor, 'held');
    actor.send({ type: 'REQUEST_CANCEL' });
    expect(actor.getSnapshot().value).toBe('cancelAsk');
    actor.send({ type: 'KEEP' });
    expect(actor.getSnapshot().value).toBe('held');
    actor.send({ type: 'REQUEST_CANCEL' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settle(actor, 'held');
    expect(actor.getSnapshot().context.error).toBe('offline');
    cancelFails = false;
    actor.send({ type: 'REQUEST_CANCEL' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settle(actor, 'refunded');
    expect(cleared()).toBe(1);
  });

  it('a refund still on its way after the bound waits for "check again"', async () => {
    const { actor, reads } = start({ statuses: ['held', 'refund_pending'] });
    await toForm(actor);
    await settle(actor, 'held');
    actor.send({ type: 'REQUEST_CANCEL' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settle(actor, 'refunding.idle');
    expect(reads()).toBe(6);
    actor.send({ type: 'CHECK_AGAIN' });
    await settle(actor, 'refunding.idle');
    expect(reads()).toBe(11);
  });

  it('with no way to pay in the answer, the payment fails with a retry', async () => {
    const { actor } = start({
      create: () => Promise.resolve({ reservation: view('pending_payment'), payment: { jsapi: null, h5Url: null } }),
    });
    await toForm(actor);
    await settle(actor, 'payFailed');
  });
});
