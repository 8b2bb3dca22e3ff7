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

/** Body { status: 'success', data: { reference, contact_within_hours } }; no reference, no booking. */
export function readViewingBookingResult(body: unknown): { reference: string; contactWithinHours: number } {
  const data = rec(rec(body).data);
  const reference = id(data.reference);
  if (!reference) throw new ParseError('Unexpected response from viewingBooking', 'viewingBooking');
  const hours = int(data.contact_within_hours);
  return { reference, contactWithinHours: hours !== null && hours > 0 && hours <= 72 ? hours : 24 };
}
