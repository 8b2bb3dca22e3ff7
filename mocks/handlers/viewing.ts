// The viewing bookings (beyond the spec): booked from a car's page, changed or cancelled from 我的 with
// the manage token the booking answered. A repeated Idempotency-Key books (or changes) once. In a browser
// the mocked server's memory outlives a reload, as a real server's would, so a booking made before the
// reload can still be changed after it. Read defensively: what does not look like a booking is left out.

import { HttpResponse, type HttpHandler } from 'msw';
import { perMockBackend } from '../backend';
import { mockMemory } from './memory';
import { endpoint, ok } from './define';
import { viewingStart } from '../../src/domain/viewing';

interface MockViewing {
  reference: string;
  token: string;
  day: string;
  slot: string;
  status: 'booked' | 'cancelled';
}

const MOBILE = /^1[3-9]\d{9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLOT = /^\d{2}:\d{2}-\d{2}:\d{2}$/;
const REQUIRED = ['car_id', 'substation_id', 'day', 'slot', 'name', 'phone'] as const;
/** A viewing that begins within this many hours is changed by calling the showroom. */
export const CHANGE_CLOSES_HOURS = 2;
const memory = mockMemory('mock-viewing-server:v1');

/** The server's memory (per fake backend, mocks/backend.ts). */
interface ViewingMemory {
  /** Answers by idempotency key (bookings and changes): a repeated key answers the first time. */
  answers: Map<string, unknown>;
  bookings: Map<string, MockViewing>;
  sequence: number;
}

function remember(): void {
  const { sequence, bookings } = memoryOf();
  memory.save({ sequence, bookings: [...bookings.values()] });
}

function restore(kept: ViewingMemory): void {
  const stored = memory.load();
  if (!stored || typeof stored !== 'object') return;
  const { sequence, bookings: list } = stored as { sequence?: unknown; bookings?: unknown };
  if (!Array.isArray(list)) return;
  for (const item of list as Partial<MockViewing>[]) {
    if (!item || typeof item.reference !== 'string' || typeof item.token !== 'string') continue;
    if (typeof item.day !== 'string' || !DAY.test(item.day) || typeof item.slot !== 'string' || !SLOT.test(item.slot))
      continue;
    if (item.status !== 'booked' && item.status !== 'cancelled') continue;
    kept.bookings.set(item.reference, item as MockViewing);
  }
  if (typeof sequence === 'number' && Number.isInteger(sequence) && sequence > kept.sequence) kept.sequence = sequence;
}

/** A booking the server knew before the visit (the contract's example), three days ahead. */
export const SAMPLE_VIEWING = { reference: 'YY202611211001', token: 'mt_sample_booking_0001' } as const;

function seed({ bookings }: ViewingMemory): void {
  const ahead = new Date();
  ahead.setDate(ahead.getDate() + 3);
  const day = `${ahead.getFullYear()}-${String(ahead.getMonth() + 1).padStart(2, '0')}-${String(ahead.getDate()).padStart(2, '0')}`;
  bookings.set(SAMPLE_VIEWING.reference, { ...SAMPLE_VIEWING, day, slot: '10:00-12:00', status: 'booked' });
}

// The sample booking, then what the browser kept from earlier visits.
const memoryOf = perMockBackend((): ViewingMemory => {
  const fresh: ViewingMemory = { answers: new Map(), bookings: new Map(), sequence: 0 };
  seed(fresh);
  restore(fresh);
  return fresh;
});

/** The keys of the viewings booked so far: one per booking. */
export function acceptedViewingKeys(): string[] {
  return [...memoryOf().answers.keys()].filter((key) => key.startsWith('book:')).map((key) => key.slice(5));
}

/** The server's record of a booking (tests read it). */
export function mockViewing(reference: string): Readonly<MockViewing> | undefined {
  return memoryOf().bookings.get(reference);
}

function badRequest(message: string): Response {
  return HttpResponse.json({ status: 'error', message }, { status: 400 });
}

function refusal(code: string, message: string): Response {
  return HttpResponse.json({ status: 'error', code, message });
}

function keyOf(request: Request, body: Record<string, unknown>): string {
  return (
    request.headers.get('Idempotency-Key') ?? (typeof body.idempotency_key === 'string' ? body.idempotency_key : '')
  );
}

const state = (viewing: MockViewing) => ({
  reference: viewing.reference,
  status: viewing.status,
  day: viewing.day,
  slot: viewing.slot,
});

/** The booking the reference and token name, or the refusal a stranger gets. */
function proven(reference: string | undefined, token: unknown): MockViewing | Response {
  const viewing = memoryOf().bookings.get(reference ?? '');
  if (!viewing || viewing.token !== token) return refusal('booking_not_found', '没有找到这条看车预约');
  return viewing;
}

function tooLate(viewing: MockViewing): boolean {
  const start = viewingStart(viewing.day, viewing.slot);
  return !start || start.getTime() - Date.now() < CHANGE_CLOSES_HOURS * 3_600_000;
}

export const viewingHandlers: HttpHandler[] = [
  endpoint('viewingBooking', ({ request, body }) => {
    const key = keyOf(request, body);
    if (!key) return badRequest('缺少 Idempotency-Key');
    const previous = memoryOf().answers.get(`book:${key}`);
    if (previous) return ok.status(previous);
    for (const field of REQUIRED) {
      if (typeof body[field] !== 'string' || !String(body[field]).trim()) return badRequest(`缺少字段 ${field}`);
    }
    if (!MOBILE.test(String(body.phone))) return badRequest('手机号格式不正确');
    if (!DAY.test(String(body.day)) || !SLOT.test(String(body.slot))) return badRequest('看车时间不正确');
    memoryOf().sequence += 1;
    const viewing: MockViewing = {
      reference: `YY${String(body.day).replace(/-/g, '')}${String(1000 + memoryOf().sequence)}`,
      token: `mt_${[...crypto.getRandomValues(new Uint8Array(12))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`,
      day: String(body.day),
      slot: String(body.slot),
      status: 'booked',
    };
    memoryOf().bookings.set(viewing.reference, viewing);
    const answer = { reference: viewing.reference, contact_within_hours: 2, manage_token: viewing.token };
    memoryOf().answers.set(`book:${key}`, answer);
    remember();
    return ok.status(answer);
  }),

  endpoint('changeViewingBooking', ({ request, body, params }) => {
    const key = keyOf(request, body);
    if (!key) return badRequest('缺少 Idempotency-Key');
    const previous = memoryOf().answers.get(`change:${key}`);
    if (previous) return ok.status(previous);
    const viewing = proven(params.reference, body.manage_token);
    if (viewing instanceof Response) return viewing;
    if (viewing.status === 'cancelled') return refusal('booking_cancelled', '这条预约已取消，请重新预约看车');
    if (tooLate(viewing))
      return refusal('too_late', `看车开始前 ${CHANGE_CLOSES_HOURS} 小时内不能在线改期，请致电门店`);
    if (!DAY.test(String(body.day)) || !SLOT.test(String(body.slot))) return badRequest('看车时间不正确');
    viewing.day = String(body.day);
    viewing.slot = String(body.slot);
    const answer = state(viewing);
    memoryOf().answers.set(`change:${key}`, answer);
    remember();
    return ok.status(answer);
  }),

  endpoint('cancelViewingBooking', ({ body, params }) => {
    const viewing = proven(params.reference, body.manage_token);
    if (viewing instanceof Response) return viewing;
    // Cancelling twice is one cancellation.
    viewing.status = 'cancelled';
    remember();
    return ok.status(state(viewing));
  }),
];
