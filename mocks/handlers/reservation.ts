// The reservation server, mocked (beyond the spec; decision note 200): one reservation and one merchant
// order per Idempotency-Key, state kept per reservation, the deposit decided here (not by the page). A
// paid reservation holds its car: while held the car reads 已预定 for every visitor (cars.ts asks
// heldCarIds). Payment: the mocked WeChat bridge (mocks/wechat-pay-bridge.ts) settles a JSAPI order
// through settleMockPayment; an H5 order counts as paid at its first status read (the mock has no
// payment page), unless the scenario says the buyer cancelled or the payment failed.

import { HttpResponse, type HttpHandler } from 'msw';
import { settings } from '../../src/config/env';
import { findFixtureCar, SUBSTATIONS } from '../fixtures/cars';
import { getScenario } from '../scenarios';
import { perMockBackend } from '../backend';
import { mockMemory } from './memory';
import { endpoint, notFound, ok } from './define';

const MOBILE = /^1[3-9]\d{9}$/;
/** How many status reads say paid_unconfirmed before held in the confirmed-late case. */
export const LATE_CONFIRMATION_READS = 3;

interface MockReservation {
  id: string;
  reference: string;
  carId: string;
  key: string;
  status: string;
  amountYuan: number;
  holdUntil: string | null;
  channel: 'jsapi' | 'h5';
  merchantOrderNo: string;
  prepayId: string;
  redirectUrl: string | null;
  /** The bridge said ok (JSAPI) or the buyer came back (H5). */
  paid: boolean;
  /** Status reads since it was paid (or since the cancellation). */
  reads: number;
  refundStatus: string | null;
}

/** The server's memory (per fake backend, mocks/backend.ts): reservations by id and by key, the last serial. */
interface ReservationMemory {
  byId: Map<string, MockReservation>;
  byKey: Map<string, MockReservation>;
  sequence: number;
}

/** A refunded reservation from an earlier visit: the contract samples read and cancel it. */
export const SAMPLE_RESERVATION_ID = 'RSV20261101001';

function seed({ byId, byKey }: ReservationMemory): void {
  const sample: MockReservation = {
    id: SAMPLE_RESERVATION_ID,
    reference: 'DJ202611010001',
    carId: 'C10003',
    key: 'sample-reservation',
    status: 'refunded',
    amountYuan: 2000,
    holdUntil: '2026-11-04T10:00:00.000Z',
    channel: 'jsapi',
    merchantOrderNo: 'MO202611010001',
    prepayId: 'wx01100000000000000000000000000001',
    redirectUrl: null,
    paid: true,
    reads: 0,
    refundStatus: 'refunded',
  };
  byId.set(sample.id, sample);
  byKey.set(sample.key, sample);
}

// In a browser the mocked server's memory outlives a reload and a new visit, as a real server's would
// (a reservation made before the reload is still held, its car still 已预定). Read defensively: what
// does not look like a reservation is left out.
const memory = mockMemory('mock-reservation-server:v1');

function remember(): void {
  const { sequence, byId } = memoryOf();
  memory.save({ sequence, reservations: [...byId.values()] });
}

function restore(kept: ReservationMemory): void {
  const stored = memory.load();
  if (!stored || typeof stored !== 'object') return;
  const { sequence, reservations } = stored as { sequence?: unknown; reservations?: unknown };
  if (!Array.isArray(reservations)) return;
  for (const item of reservations as Partial<MockReservation>[]) {
    if (!item || typeof item.id !== 'string' || typeof item.key !== 'string' || typeof item.carId !== 'string')
      continue;
    if (typeof item.status !== 'string' || typeof item.prepayId !== 'string') continue;
    const reservation = item as MockReservation;
    kept.byId.set(reservation.id, reservation);
    kept.byKey.set(reservation.key, reservation);
  }
  if (typeof sequence === 'number' && Number.isInteger(sequence) && sequence > kept.sequence) kept.sequence = sequence;
}

// The sample reservation, then what the browser kept from earlier visits.
const memoryOf = perMockBackend((): ReservationMemory => {
  const fresh: ReservationMemory = { byId: new Map(), byKey: new Map(), sequence: 0 };
  seed(fresh);
  restore(fresh);
  return fresh;
});

/** The keys that created a reservation: one per reservation, however often each was sent. */
export function acceptedReservationKeys(): string[] {
  return [...memoryOf().byKey.keys()].filter((key) => key !== 'sample-reservation');
}

/** A hold whose time is up ends: the reservation reads expired with its deposit refunded, the car is on sale. */
function endLapsedHold(reservation: MockReservation, now = Date.now()): void {
  if (reservation.status !== 'held' || !reservation.holdUntil || Date.parse(reservation.holdUntil) > now) return;
  reservation.status = 'expired';
  reservation.refundStatus = 'refunded';
}

/** Tests and the QA studio: every hold's time is up now (its end moves to a minute ago). */
export function lapseMockHolds(): void {
  const past = new Date(Date.now() - 60_000).toISOString();
  for (const reservation of memoryOf().byId.values()) if (reservation.status === 'held') reservation.holdUntil = past;
  remember();
}

/** Cars a reservation holds now: they read 已预定 (cars.ts); a hold whose time is up holds nothing. */
export function heldCarIds(): Set<string> {
  const held = new Set<string>();
  for (const reservation of memoryOf().byId.values()) {
    endLapsedHold(reservation);
    if (reservation.status === 'held') held.add(reservation.carId);
  }
  return held;
}

/**
 * What the mocked bridge reports for a JSAPI order (`package` = `prepay_id=...`): ok marks it paid;
 * cancel and fail leave it unpaid. Returns the bridge's answer for the active scenario.
 */
export function settleMockPayment(packageValue: string): 'ok' | 'cancel' | 'fail' {
  const reservationCase = getScenario().reservation;
  if (reservationCase === 'pay-cancel') return 'cancel';
  if (reservationCase === 'pay-fail') return 'fail';
  const prepayId = packageValue.replace(/^prepay_id=/, '');
  for (const reservation of memoryOf().byId.values()) {
    if (reservation.prepayId === prepayId && reservation.status === 'pending_payment') {
      reservation.paid = true;
      reservation.reads = 0;
    }
  }
  remember();
  return 'ok';
}

function hours(from: number, count: number): string {
  return new Date(from + count * 3_600_000).toISOString();
}

function showroomOf(carId: string) {
  const car = findFixtureCar(carId);
  const station = SUBSTATIONS.find((item) => item.id === car?.substationId) ?? SUBSTATIONS[0]!;
  return { name: station.name, address: station.address, phone: station.phone };
}

function record(reservation: MockReservation): Record<string, unknown> {
  return {
    id: reservation.id,
    reference: reservation.reference,
    car_id: reservation.carId,
    status: reservation.status,
    amount_yuan: reservation.amountYuan,
    hold_until: reservation.holdUntil,
    showroom: showroomOf(reservation.carId),
    refund_status: reservation.refundStatus,
  };
}

function startRecord(reservation: MockReservation): Record<string, unknown> {
  const payment =
    reservation.channel === 'jsapi'
      ? {
          jsapi: {
            appId: 'wxmockdealer0001',
            timeStamp: '1795000000',
            nonceStr: `n${reservation.prepayId.slice(-12)}`,
            package: `prepay_id=${reservation.prepayId}`,
            signType: 'RSA',
            paySign: 'bW9jay1zaWduYXR1cmUtbm90LWEtcmVhbC1vbmU=',
          },
        }
      : {
          h5_url: `https://wx.tenpay.mock-dealer.test/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${reservation.prepayId}`,
        };
  return { ...record(reservation), merchant_order_no: reservation.merchantOrderNo, ...payment };
}

function refusal(code: string, message: string): Response {
  return HttpResponse.json({ status: 'error', code, message });
}

function badRequest(message: string): Response {
  return HttpResponse.json({ status: 'error', message }, { status: 400 });
}

/** What a status read sees: the server moves a paid order on by the scenario, a cancellation to its refund. */
function advance(reservation: MockReservation): void {
  endLapsedHold(reservation);
  const reservationCase = getScenario().reservation;
  if (reservation.status === 'pending_payment' && reservation.channel === 'h5' && !reservation.paid) {
    if (reservationCase !== 'pay-cancel' && reservationCase !== 'pay-fail') reservation.paid = true;
  }
  if (reservation.status === 'pending_payment' && reservation.paid) {
    if (reservationCase === 'expired-while-paying') {
      reservation.status = 'expired';
      return;
    }
    reservation.status = 'paid_unconfirmed';
    reservation.reads = 0;
  }
  if (reservation.status === 'paid_unconfirmed') {
    reservation.reads += 1;
    const wait =
      reservationCase === 'never-confirmed'
        ? Number.POSITIVE_INFINITY
        : reservationCase === 'confirmed-late'
          ? LATE_CONFIRMATION_READS
          : reservationCase === 'duplicate-status'
            ? 2
            : 0;
    if (reservation.reads > wait) {
      reservation.status = 'held';
      reservation.holdUntil = hours(Date.now(), settings.reservationHoldHours);
    }
    return;
  }
  if (reservation.status === 'cancel_requested') {
    reservation.status = 'refund_pending';
    reservation.refundStatus = 'pending';
    reservation.reads = 0;
    return;
  }
  if (reservation.status === 'refund_pending') {
    reservation.reads += 1;
    if (reservation.reads > (reservationCase === 'refund-slow' ? 3 : 0)) {
      reservation.status = 'refunded';
      reservation.refundStatus = 'refunded';
    }
  }
}

export const reservationHandlers: HttpHandler[] = [
  endpoint('createReservation', ({ request, body }) => {
    const key = request.headers.get('Idempotency-Key') ?? '';
    if (!key) return badRequest('缺少 Idempotency-Key');
    const previous = memoryOf().byKey.get(key);
    // The same key: the same reservation and the same merchant order, whatever state it is in now.
    if (previous) return ok.status(startRecord(previous));
    const carId = typeof body.car_id === 'string' ? body.car_id : '';
    if (!carId || !findFixtureCar(carId)) return badRequest('车辆不存在');
    if (typeof body.name !== 'string' || !body.name.trim()) return badRequest('缺少字段 name');
    if (!MOBILE.test(String(body.phone))) return badRequest('手机号格式不正确');
    const reservationCase = getScenario().reservation;
    if (reservationCase === 'sold') return refusal('car_sold', '这辆车已经售出了');
    if (reservationCase === 'reserved-by-another' || heldCarIds().has(carId))
      return refusal('car_reserved', '这辆车刚刚被其他顾客预订了');
    memoryOf().sequence += 1;
    const serial = String(memoryOf().sequence).padStart(4, '0');
    const deposit = settings.reservationDepositYuan + (reservationCase === 'price-changed' ? 1000 : 0);
    const reservation: MockReservation = {
      id: `RSV2026112${serial}`,
      reference: `DJ2026112${serial}`,
      carId,
      key,
      status: 'pending_payment',
      amountYuan: deposit,
      holdUntil: null,
      channel: body.pay_channel === 'jsapi' ? 'jsapi' : 'h5',
      merchantOrderNo: `MO2026112${serial}`,
      prepayId: `wx2811${serial}${'0'.repeat(22)}`,
      redirectUrl: typeof body.redirect_url === 'string' ? body.redirect_url : null,
      paid: false,
      reads: 0,
      refundStatus: null,
    };
    memoryOf().byId.set(reservation.id, reservation);
    memoryOf().byKey.set(key, reservation);
    remember();
    return ok.status(startRecord(reservation));
  }),
  endpoint('cancelReservation', ({ params }) => {
    const reservation = memoryOf().byId.get(params.id ?? '');
    if (!reservation) return notFound('没有这笔预订');
    // Cancelling twice is one cancellation: an order on its way to the refund answers as it is.
    if (reservation.status === 'held' || reservation.status === 'paid_unconfirmed') {
      reservation.status = 'cancel_requested';
      reservation.refundStatus = 'requested';
      reservation.holdUntil = null;
    } else if (reservation.status === 'pending_payment') {
      reservation.status = 'expired';
    }
    remember();
    return ok.status(record(reservation));
  }),
  endpoint('reservationStatus', ({ params }) => {
    const reservation = memoryOf().byId.get(params.id ?? '');
    if (!reservation) return notFound('没有这笔预订');
    advance(reservation);
    remember();
    return ok.status(record(reservation));
  }),
];
