// REST of the reservation with a refundable deposit (beyond the spec: POST /v1/reservation, GET
// /v1/reservation/{id}, POST /v1/reservation/{id}/cancel; docs/product.md, decision note 200). The server
// decides the amount and the state; the page only reads them, and never signs anything.

import { isReservationStatus, type ReservationStatus } from '../../domain/reservation';
import { ParseError } from './errors';
import { id, int, optStr, rec, safeUrl, str } from './parse';

export interface ReservationValue {
  id: string;
  reference: string;
  carId: string;
  status: ReservationStatus;
  amountYuan: number;
  holdUntil: string | null;
  showroom: { name: string; address: string; phone: string | null } | null;
  refundStatus: string | null;
}

export interface WechatPayParamsValue {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export interface ReservationStartValue {
  reservation: ReservationValue;
  payment: { merchantOrderNo: string | null; jsapi: WechatPayParamsValue | null; h5Url: string | null };
}

export type PayChannelValue = 'jsapi' | 'h5';

/** The JSON body of POST /v1/reservation; the key travels in the Idempotency-Key header. */
export function reservationBody(
  input: { carId: string; name: string; phone: string },
  channel: PayChannelValue,
  redirectUrl: string | null,
): Record<string, unknown> {
  return {
    car_id: input.carId,
    name: input.name.trim(),
    phone: input.phone.replace(/\s+/g, ''),
    pay_channel: channel,
    ...(redirectUrl ? { redirect_url: redirectUrl } : {}),
  };
}

/** A reservation record (`data` of each of the three calls); no id, reference or known status, no reservation. */
export function readReservation(data: unknown, operation = 'reservationStatus'): ReservationValue {
  const record = rec(data);
  const reservationId = id(record.id);
  const reference = id(record.reference);
  const carId = id(record.car_id);
  const amount = int(record.amount_yuan);
  if (!reservationId || !reference || !carId || !isReservationStatus(record.status) || amount === null || amount < 0)
    throw new ParseError(`Unexpected response from ${operation}`, operation);
  const showroom = rec(record.showroom);
  const showroomName = optStr(showroom.name);
  return {
    id: reservationId,
    reference,
    carId,
    status: record.status,
    amountYuan: amount,
    holdUntil: optStr(record.hold_until),
    showroom: showroomName
      ? { name: showroomName, address: str(showroom.address), phone: optStr(showroom.phone) }
      : null,
    refundStatus: optStr(record.refund_status),
  };
}

function readJsapi(value: unknown): WechatPayParamsValue | null {
  const record = rec(value);
  const fields = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const;
  const read: Partial<WechatPayParamsValue> = {};
  for (const field of fields) {
    const text = typeof record[field] === 'number' ? String(record[field]) : optStr(record[field]);
    if (!text) return null;
    read[field] = text;
  }
  return read as WechatPayParamsValue;
}

/** Body { status: 'success', data: { ...reservation, merchant_order_no, jsapi | h5_url } }. */
export function readReservationStart(body: unknown): ReservationStartValue {
  const data = rec(rec(body).data);
  return {
    reservation: readReservation(data, 'createReservation'),
    payment: {
      merchantOrderNo: optStr(data.merchant_order_no),
      jsapi: readJsapi(data.jsapi),
      h5Url: safeUrl(data.h5_url),
    },
  };
}

/** Body { status: 'success', data: reservation } (the status, and the answer of a cancellation). */
export function readReservationBody(
  body: unknown,
  operation: 'reservationStatus' | 'cancelReservation',
): ReservationValue {
  return readReservation(rec(body).data, operation);
}
