// Builds MSW handlers from the operation table, so mocks and clients can never disagree on a URL,
// and applies the active fault scenario to every endpoint in one place.

import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { settings } from '../../src/config/env';
import { operations, type OperationName } from '../../src/graph/rest/operations';
import { getScenario, type Fault } from '../scenarios';

export interface MockRequest {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** JSON or form body of a POST, as a record; {} for GET or an unreadable body. */
  body: Record<string, unknown>;
}

/** A resolver returns the response body (a plain value) or a Response of its own (e.g. a 404). */
export type MockResolver = (request: MockRequest) => unknown | Response | Promise<unknown | Response>;

const latency = { ms: 0 };

/** Browser mock mode answers after a realistic pause; tests answer at once. */
export function setMockLatency(ms: number): void {
  latency.ms = ms;
}

/** The URL pattern MSW matches for an operation (relative calls match on any origin). */
export function hostPattern(operation: OperationName): string {
  const spec = operations[operation];
  const base =
    spec.host === 'relative'
      ? '*'
      : spec.host === 'main'
        ? settings.apiHost
        : spec.host === 'inspection'
          ? settings.inspectionHost
          : spec.host === 'options'
            ? settings.optionsRoot
            : settings.businessApiHost;
  return base + spec.path;
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return {};
  const text = await request.text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const ENVELOPE_KEYS = new Set(['status', 'code', 'msg', 'message']);

function stripFields(body: unknown): unknown {
  if (Array.isArray(body)) return body.length ? [{}] : [];
  if (body && typeof body === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (ENVELOPE_KEYS.has(key)) out[key] = value;
      else if (key === 'data') out[key] = Array.isArray(value) ? [{}] : {};
    }
    return out;
  }
  return {};
}

function wrongTypes(value: unknown, key = ''): unknown {
  if (ENVELOPE_KEYS.has(key)) return value;
  if (Array.isArray(value)) return value.length ? value.slice(0, 3).map((item) => wrongTypes(item)) : 'not-a-list';
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v, k)]));
  }
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'NaN-ish';
  if (typeof value === 'boolean') return 'maybe';
  return { unexpected: true };
}

function envelopeFailure(operation: OperationName): unknown {
  switch (operations[operation].envelope) {
    case 'status-success':
      return { status: 'error', message: '服务繁忙，请稍后再试' };
    case 'code-2000000':
      return { code: 5000001, message: '服务繁忙，请稍后再试', data: null };
    case 'business':
      return { code: 500000001, msg: '业务系统繁忙，请稍后再试', data: null };
    case 'http-200':
      return { error: 'upstream unavailable' };
  }
}

async function faultResponse(fault: Fault, operation: OperationName, happy: () => Promise<unknown>): Promise<Response> {
  switch (fault) {
    case 'http-500':
      return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'malformed-json':
      return new HttpResponse('{"status":"success","data":{"list":[{"id":', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'envelope':
      return HttpResponse.json(envelopeFailure(operation) as Record<string, unknown>);
    case 'missing-fields':
      return HttpResponse.json(stripFields(await happy()) as Record<string, unknown>);
    case 'wrong-types':
      return HttpResponse.json(wrongTypes(await happy()) as Record<string, unknown>);
    case 'empty':
      return new HttpResponse(null, { status: 200 });
  }
}

/**
 * One endpoint: `operations[operation]` gives method and URL; `resolve` gives the happy body.
 * Several operations may share one URL (the repair endpoint): `which` picks the operation whose
 * fault applies to a given request.
 */
export function endpoint(
  operation: OperationName,
  resolve: MockResolver,
  which?: (request: MockRequest) => OperationName,
): HttpHandler {
  const spec = operations[operation];
  const method = spec.method === 'GET' ? http.get : http.post;
  return method(hostPattern(operation), async ({ request, params }) => {
    const mockRequest: MockRequest = {
      request,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      query: new URL(request.url).searchParams,
      body: await readBody(request.clone()),
    };
    if (latency.ms > 0) await delay(latency.ms);
    const effective = which ? which(mockRequest) : operation;
    const happy = async () => {
      const result = await resolve(mockRequest);
      if (result instanceof Response)
        return result
          .clone()
          .json()
          .catch(() => ({}));
      return result;
    };
    const fault = getScenario().faults[effective];
    if (fault) return faultResponse(fault, effective, happy);
    const result = await resolve(mockRequest);
    if (result instanceof Response) return result;
    return HttpResponse.json(result as Record<string, unknown>);
  });
}

/** The usual success bodies. */
export const ok = {
  status: (data: unknown) => ({ status: 'success', message: 'ok', data }),
  code: (data: unknown) => ({ code: 2000000, message: 'success', data }),
  business: (data: unknown) => ({ code: 200000000, msg: 'success', data }),
};

export function notFound(message = '未找到相关内容'): Response {
  return HttpResponse.json({ status: 'error', message }, { status: 404 });
}
