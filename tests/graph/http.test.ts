// src/graph/rest/http.ts row by row against the spec's error catalogue (section 8) and the client
// rules of section 7.

import { gql } from '@apollo/client';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { settings } from '../../src/config/env';
import { createGraphContext } from '../../src/graph/context';
import { EnvelopeError, HttpStatusError, NetworkError, ParseError, TimeoutError } from '../../src/graph/rest/errors';
import { RestClient, SESSION_CACHE_LIMIT } from '../../src/graph/rest/http';
import { createTestGraph } from '../support/graph';

const hosts = {
  main: settings.apiHost,
  inspection: settings.inspectionHost,
  options: settings.optionsRoot,
  business: settings.businessApiHost,
};

function fetchStub(responses: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = responses[Math.min(calls.length - 1, responses.length - 1)]!;
    return next();
  });
  return { stub: stub as unknown as typeof fetch, calls };
}

const okBody = () => HttpResponse.json({ status: 'success', data: [] });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('non-200 HTTP status', () => {
  it('raises an HttpStatusError carrying the status', async () => {
    server.use(
      http.get('*/v1/filter-param-condition-levels', () => HttpResponse.json({ message: 'nope' }, { status: 418 })),
    );
    const graph = createTestGraph();
    const error = await graph.rest.call('conditionLevels').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(418);
    expect((error as HttpStatusError).operation).toBe('conditionLevels');
  });

  it('is alerted through the ErrorLink with the message, and carries its status to the result', async () => {
    server.use(http.get('*/v1/filter-param-condition-levels', () => HttpResponse.json({}, { status: 502 })));
    const graph = createTestGraph();
    const { error } = await graph.client.query({
      query: gql`
        {
          conditionLevels {
            id
          }
        }
      `,
    });
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 502），请稍后再试。']);
    const graphError = (error as unknown as { errors: { extensions: Record<string, unknown> }[] }).errors[0]!;
    expect(graphError.extensions).toMatchObject({ code: 'HTTP_STATUS', status: 502, presentation: 'alert' });
  });
});

describe('relative calls', () => {
  it("body status other than 'success' raises an EnvelopeError with the body's message, alerted", async () => {
    server.use(
      http.get('*/v1/filter-param-substations', () => HttpResponse.json({ status: 'fail', message: '参数错误' })),
    );
    const graph = createTestGraph();
    await expect(graph.rest.call('substations')).rejects.toBeInstanceOf(EnvelopeError);
    const { error } = await graph.client.query({
      query: gql`
        {
          substations {
            id
          }
        }
      `,
    });
    expect(error).toBeDefined();
    expect(graph.alerts).toEqual(['参数错误']);
  });

  it('the province filter rethrows instead of alerting', async () => {
    server.use(
      http.get('*/v1/filter-param-province', () => HttpResponse.json({ status: 'fail', message: '省份服务不可用' })),
    );
    const graph = createTestGraph();
    const { error } = await graph.client.query({
      query: gql`
        {
          provinces {
            id
          }
        }
      `,
    });
    expect(error?.message).toBe('省份服务不可用');
    expect(graph.alerts).toEqual([]);
  });
});

describe('hosts', () => {
  it("a host built as `/` (empty once its trailing slash is dropped) is the page's own origin, like a relative call", () => {
    const rest = new RestClient({ hosts: { ...hosts, main: '' }, presenter: { alert: () => undefined } });
    const page = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    expect(rest.url('hunt', { params: { id: 'H1' } })).toBe(`${page}/gcar/v1/hunt?id=H1`);
    expect(rest.url('car', { pathParams: { id: 'C1' } })).toBe(`${page}/v1/car/C1`);
  });
});

describe('business API client', () => {
  it('alerts msg when code is not 200000000 and still passes the response on', async () => {
    const body = { code: 500000001, msg: '运单不存在', data: { waybill_no: 'W1' } };
    server.use(http.get(`${settings.businessApiHost}/v1/transport/track`, () => HttpResponse.json(body)));
    const graph = createTestGraph();
    const result = await graph.rest.call('transportTrack', { params: { waybill_no: 'W1' } });
    expect(result).toEqual(body);
    expect(graph.alerts).toEqual(['运单不存在']);
  });

  it("alerts msg (the spec's field) before a message the body also carries, and message when msg is missing or blank", async () => {
    const bodies = [
      { code: 500000002, msg: '车辆已出库', message: 'vehicle left the yard' },
      { code: 500000003, msg: '  ', message: '系统繁忙' },
      { code: 500000004 },
    ];
    const graph = createTestGraph();
    for (const body of bodies) {
      server.use(http.get(`${settings.businessApiHost}/v1/transport/track`, () => HttpResponse.json(body)));
      await graph.rest.call('transportTrack', { params: { waybill_no: 'W1' } });
    }
    expect(graph.alerts).toEqual(['车辆已出库', '系统繁忙', 'Request failed']);
  });

  it('does not alert on 200000000', async () => {
    const body = { code: 200000000, msg: 'success', data: {} };
    server.use(http.get(`${settings.businessApiHost}/v1/transport/track`, () => HttpResponse.json(body)));
    const graph = createTestGraph();
    await expect(graph.rest.call('transportTrack', { params: { waybill_no: 'W1' } })).resolves.toEqual(body);
    expect(graph.alerts).toEqual([]);
  });
});

describe('code-2000000 calls', () => {
  it('equipment: a failing code is an error with the server message, swallowed by the context', async () => {
    server.use(
      http.get(`${settings.apiHost}/v1/car/equipmentReport`, () =>
        HttpResponse.json({ code: 4000001, message: '报告生成中' }),
      ),
    );
    const graph = createTestGraph();
    const error = await graph.rest
      .call('equipment', { params: { module_id: 'M1' }, cacheKey: 'M1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect((error as Error).message).toBe('报告生成中');
    const ctx = createGraphContext(graph.rest, { buyerStore: graph.buyerStore });
    await expect(ctx.call('equipment', { params: { module_id: 'M2' }, cacheKey: 'M2' })).resolves.toBeUndefined();
    expect(graph.alerts).toEqual([]);
  });

  it('goods: a failing code stores nothing (null)', async () => {
    setScenario({ faults: { goods: 'envelope' } });
    const graph = createTestGraph();
    await expect(graph.rest.call('goods')).resolves.toBeNull();
    expect(graph.alerts).toEqual([]);
  });
});

describe('absent responses', () => {
  it('an empty body is silently ignored', async () => {
    setScenario({ faults: { conditionLevels: 'empty' } });
    const graph = createTestGraph();
    await expect(graph.rest.call('conditionLevels')).resolves.toBeUndefined();
    expect(graph.alerts).toEqual([]);
  });
});

describe('requests', () => {
  it('sends X-Requested-With on the main host only', async () => {
    const { stub, calls } = fetchStub([() => HttpResponse.json({ code: 2000000, data: [] }), okBody]);
    const rest = new RestClient({ hosts, presenter: { alert: () => undefined }, fetch: stub });
    await rest.call('goods');
    await rest.call('provinces');
    const headers = calls.map((call) => new Headers(call.init?.headers));
    expect(calls[0]!.url.startsWith(settings.apiHost)).toBe(true);
    expect(headers[0]!.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers[1]!.get('X-Requested-With')).toBeNull();
  });

  it('form-encodes the moments POST body from its params', async () => {
    let seen: { type: string | null; text: string } | null = null;
    server.use(
      http.post(`${settings.apiHost}/v1/nuoCircle/list`, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), text: await request.text() };
        return HttpResponse.json({ code: 2000000, data: { list: [], total: 0 } });
      }),
    );
    const graph = createTestGraph();
    await graph.rest.call('moments', { body: { page: 2, page_size: 10, topic_id: 'T 1', union_id: undefined } });
    expect(seen!.type).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen!.text))).toEqual({
      page: '2',
      page_size: '10',
      topic_id: 'T 1',
    });
  });

  it('raises a ParseError on malformed JSON', async () => {
    setScenario({ faults: { conditionLevels: 'malformed-json' } });
    const graph = createTestGraph();
    await expect(graph.rest.call('conditionLevels')).rejects.toBeInstanceOf(ParseError);
  });
});

describe('retries', () => {
  it('retries an idempotent GET after a network failure, waiting the backoff delays', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const { stub, calls } = fetchStub([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      okBody,
    ]);
    const rest = new RestClient({
      hosts,
      presenter: { alert: () => undefined },
      fetch: stub,
      retryDelaysMs: [3, 7],
      timeoutMs: 5000,
    });
    await expect(rest.call('provinces')).resolves.toMatchObject({ status: 'success' });
    expect(calls).toHaveLength(3);
    // Only the short waits are the backoff's: the 5 s call timeout is the client's own, and a timer of
    // another test's client (a prefetch's 15 s expiry) may start in this worker meanwhile.
    const waits = timeouts.mock.calls.map((call) => call[1]).filter((ms) => typeof ms === 'number' && ms < 1000);
    expect(waits).toEqual([3, 7]);
  });

  it('retries on 503 and gives up with the last error when retries run out', async () => {
    const { stub, calls } = fetchStub([() => new Response('', { status: 503 })]);
    const rest = new RestClient({ hosts, presenter: { alert: () => undefined }, fetch: stub, retryDelaysMs: [0, 0] });
    const error = await rest.call('provinces').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(503);
    expect(calls).toHaveLength(3);
  });

  it('does not retry a timeout: the visitor sees the error within the timeout', async () => {
    setScenario({ faults: { provinces: 'timeout' } });
    const graph = createTestGraph();
    const error = await graph.rest.call('provinces').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(graph.requests.filter((entry) => entry.operation === 'provinces')).toHaveLength(1);
  });

  it('does not retry a 500 or a POST', async () => {
    const { stub, calls } = fetchStub([() => new Response('', { status: 500 })]);
    const rest = new RestClient({ hosts, presenter: { alert: () => undefined }, fetch: stub, retryDelaysMs: [0, 0] });
    await expect(rest.call('provinces')).rejects.toBeInstanceOf(HttpStatusError);
    expect(calls).toHaveLength(1);

    const network = fetchStub([() => Promise.reject(new TypeError('Failed to fetch'))]);
    const poster = new RestClient({
      hosts,
      presenter: { alert: () => undefined },
      fetch: network.stub,
      retryDelaysMs: [0, 0],
    });
    await expect(poster.call('moments', { body: { page: 1 } })).rejects.toBeInstanceOf(NetworkError);
    expect(network.calls).toHaveLength(1);
  });
});

describe('session cache', () => {
  const carBody = () => HttpResponse.json({ status: 'success', data: { id: 'C1', title: 'car' } });

  it('keeps a car for the session: a second call makes no request', async () => {
    const { stub, calls } = fetchStub([carBody]);
    const rest = new RestClient({ hosts, presenter: { alert: () => undefined }, fetch: stub, retryDelaysMs: [] });
    await rest.call('car', { pathParams: { id: 'C1' }, cacheKey: 'C1' });
    await rest.call('car', { pathParams: { id: 'C1' }, cacheKey: 'C1' });
    expect(calls).toHaveLength(1);
  });

  it('is bounded: the least recently used entry goes first, so memory stays flat', async () => {
    const { stub, calls } = fetchStub([carBody]);
    const rest = new RestClient({ hosts, presenter: { alert: () => undefined }, fetch: stub, retryDelaysMs: [] });
    const visit = (id: string) => rest.call('car', { pathParams: { id }, cacheKey: id });
    await visit('C0');
    for (let i = 1; i <= SESSION_CACHE_LIMIT; i++) {
      await visit(`C${i}`);
      if (i === SESSION_CACHE_LIMIT - 1) await visit('C0'); // C0 is used again: C1 is now the oldest
    }
    const before = calls.length;
    await visit('C0');
    expect(calls.length).toBe(before);
    await visit('C1');
    expect(calls.length).toBe(before + 1);
  });
});
