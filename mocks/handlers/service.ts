// Sell a car, repair/customer service, notices, share signature, car questions and transport tracking.

import { HttpResponse, type HttpHandler } from 'msw';
import { perMockBackend } from '../backend';
import { endpoint, ok } from './define';
import { rng } from '../fixtures/random';
import {
  consultantFor,
  customerServiceInfo,
  deliveryNotice,
  examineNotice,
  jsSdkAppId,
  mileageBands,
  registrationYearOptions,
  repairPackages,
  substationOptions,
  transportTrack,
  vehiclesInTransit,
} from '../fixtures/service';

const MOBILE = /^1[3-9]\d{9}$/;
const REQUIRED = ['name', 'phone', 'model', 'region', 'registration_year', 'mileage', 'substation_id'] as const;

/** The sell-car server's memory (per fake backend, mocks/backend.ts). */
const memoryOf = perMockBackend(() => ({
  /** Results by idempotency key: a repeated key gets the first submission's result, never a second clue. */
  sellCarResults: new Map<string, unknown>(),
  clueSequence: 0,
}));

export function acceptedSellCarKeys(): string[] {
  return [...memoryOf().sellCarResults.keys()];
}

function badRequest(message: string): Response {
  return HttpResponse.json({ status: 'error', message }, { status: 400 });
}

export const serviceHandlers: HttpHandler[] = [
  endpoint('sellCarYears', () => ok.status(registrationYearOptions())),
  endpoint('sellCarMileage', () => ok.status(mileageBands)),
  endpoint('sellCarSubstations', () => ok.status(substationOptions())),
  endpoint('sellCar', ({ request, body }) => {
    const key =
      request.headers.get('Idempotency-Key') ?? (typeof body.idempotency_key === 'string' ? body.idempotency_key : '');
    if (!key) return badRequest('缺少 Idempotency-Key');
    const memory = memoryOf();
    const previous = memory.sellCarResults.get(key);
    if (previous) return previous;
    for (const field of REQUIRED) {
      if (typeof body[field] !== 'string' || !String(body[field]).trim()) return badRequest(`缺少字段 ${field}`);
    }
    if (!MOBILE.test(String(body.phone))) return badRequest('手机号格式不正确');
    memory.clueSequence += 1;
    const result = ok.status({
      clue_id: `XS${20261120}${String(1000 + memory.clueSequence)}`,
      contact_within_hours: 2,
    });
    memory.sellCarResults.set(key, result);
    return result;
  }),

  // One URL, two operations: with substation_id it is the consultant lookup.
  endpoint(
    'customerService',
    ({ query }) => {
      const substationId = query.get('substation_id');
      if (substationId) {
        return ok.status({ data: consultantFor(substationId, query.get('uid') ?? '') });
      }
      return ok.status({ ...customerServiceInfo, packages: repairPackages });
    },
    ({ query }) => (query.get('substation_id') ? 'consultantContact' : 'customerService'),
  ),

  endpoint('deliveryNotice', ({ query }) => {
    const notice = deliveryNotice(query.get('id') ?? '');
    // An unknown id answers with no data (the resolver also reads an HTTP 404 as not found).
    return ok.status(notice);
  }),
  endpoint('examineNotice', ({ query }) => {
    const notice = examineNotice(query.get('id') ?? '');
    return ok.status(notice);
  }),

  endpoint('jsSdk', ({ query }) => {
    const url = query.get('url') ?? '';
    const r = rng(`jssdk:${url}`);
    const hex = () => r.int(0, 15).toString(16);
    return {
      appId: jsSdkAppId,
      timestamp: String(Math.floor(Date.parse('2026-11-20T10:00:00+08:00') / 1000)),
      nonceStr: Array.from({ length: 16 }, () => r.pick([...'abcdefghijklmnopqrstuvwxyz0123456789'])).join(''),
      signature: Array.from({ length: 40 }, hex).join(''),
    };
  }),

  endpoint('carQuestion', ({ body }) => {
    const question = typeof body.question === 'string' ? body.question.trim() : '';
    if (!question) return badRequest('请填写问题');
    return ok.status({ ticket_id: `Q${String(body.car_id ?? '')}-${question.length}` });
  }),

  endpoint('transportTrack', ({ query }) => {
    const track = transportTrack(query.get('waybill_no') ?? '');
    return track ? ok.business(track) : { code: 404000001, msg: '未查询到该运单', data: null };
  }),
  endpoint('transportInTransit', () => ok.business({ vehicles: vehiclesInTransit() })),
];
