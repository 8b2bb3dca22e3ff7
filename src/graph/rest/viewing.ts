// REST of the viewing booking (beyond the spec: POST /v1/viewing_booking, docs/product.md §1b). Its own
// module: the buyer resolver area that books uses it, and the rest of the service calls stay out of
// that chunk.

import { normalizeMobile } from '../../domain/phone';
import { ParseError } from './errors';
import { id, int, rec } from './parse';

export interface ViewingBookingInputValue {
  carId: string;
  substationId: string;
  day: string;
  slot: string;
  name: string;
  phone: string;
}

/** The JSON body of POST /v1/viewing_booking; the key travels in the body and in the Idempotency-Key header. */
export function viewingBookingBody(input: ViewingBookingInputValue, idempotencyKey: string): Record<string, unknown> {
  return {
    car_id: input.carId,
    substation_id: input.substationId,
    day: input.day,
    slot: input.slot,
    name: input.name.trim(),
    phone: normalizeMobile(input.phone),
    idempotency_key: idempotencyKey,
  };
}

/**
 * Body { status: 'success', data: { reference, contact_within_hours, manage_token } }; no reference, no
 * booking. Without a usable token the booking stands, and can only be changed by calling the showroom.
 */
export function readViewingBookingResult(body: unknown): {
  reference: string;
  contactWithinHours: number;
  manageToken: string | null;
} {
  const data = rec(rec(body).data);
  const reference = id(data.reference);
  if (!reference) throw new ParseError('Unexpected response from viewingBooking', 'viewingBooking');
  const hours = int(data.contact_within_hours);
  const token = typeof data.manage_token === 'string' ? data.manage_token.trim() : '';
  return {
    reference,
    contactWithinHours: hours !== null && hours > 0 && hours <= 72 ? hours : 24,
    manageToken: token.length > 0 && token.length <= 200 ? token : null,
  };
}

export interface ViewingBookingState {
  reference: string;
  status: 'booked' | 'cancelled';
  day: string;
  slot: string;
}

/**
 * A changed or cancelled booking: { status: 'success', data: { reference, status, day, slot } }, about
 * the booking the call's address named. An unknown status or a malformed day or slot is not an answer.
 */
export function readViewingBookingState(body: unknown, operation: string, reference: string): ViewingBookingState {
  const data = rec(rec(body).data);
  const status = data.status;
  const day = typeof data.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(data.day) ? data.day : null;
  const slot = typeof data.slot === 'string' && /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(data.slot) ? data.slot : null;
  if ((status !== 'booked' && status !== 'cancelled') || !day || !slot)
    throw new ParseError(`Unexpected response from ${operation}`, operation);
  return { reference, status, day, slot };
}
