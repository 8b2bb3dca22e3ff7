// The app's REST client takes the early paint's answer (src/platform/early-answer.ts, decision note 204):
// the first screen's call is asked once, by the early script, and the app reads that same answer with its
// own rules (status, envelope, timeout, retries).

import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationUrl } from '../../src/graph/rest/url';
import { operations } from '../../src/graph/rest/operations';
import { HttpStatusError, TimeoutError } from '../../src/graph/rest/errors';
import { RestClient } from '../../src/graph/rest/http';
import { earlyState, takeEarlyAnswer, type EarlyAnswer } from '../../src/platform/early-answer';

const hosts = { main: 'https://api.example', inspection: 'https://i.example', options: '', business: '' };
const carUrl = (id: string) => operationUrl(operations.car, '', { pathParams: { id } });
const body = { status: 'success', data: { id: 'C1', title: 'Car one', car: {} } };

function client(extra: Partial<ConstructorParameters<typeof RestClient>[0]> = {}) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status: 200 });
  });
  const rest = new RestClient({
    hosts,
    presenter: { alert: () => undefined },
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryDelaysMs: [0],
    ...extra,
  });
  return { rest, calls };
}

function offer(url: string, answer: Promise<EarlyAnswer>) {
  const state = earlyState(window);
  state.url = url;
  state.answer = answer;
}

afterEach(() => {
  delete (window as { __early?: unknown }).__early;
});

describe('the early answer', () => {
  it('is the app’s answer to the same address: no second request', async () => {
    offer(carUrl('C1'), Promise.resolve({ status: 200, text: JSON.stringify(body) }));
    const { rest, calls } = client();
    expect(rest.url('car', { pathParams: { id: 'C1' } })).toBe(carUrl('C1'));
    await expect(rest.call('car', { pathParams: { id: 'C1' }, cacheKey: 'C1' })).resolves.toEqual(body);
    expect(calls).toEqual([]);
  });

  it('is taken once, and only for its own address', async () => {
    offer(carUrl('C1'), Promise.resolve({ status: 200, text: JSON.stringify(body) }));
    const { rest, calls } = client();
    await rest.call('car', { pathParams: { id: 'C2' }, cacheKey: 'C2' });
    expect(calls).toEqual([carUrl('C2')]);
    await rest.call('car', { pathParams: { id: 'C1' }, cacheKey: 'C1' });
    expect(calls).toEqual([carUrl('C2')]);
    expect(takeEarlyAnswer(carUrl('C1'))).toBeNull();
  });

  it('is judged by the app’s own rules: a 404 is the app’s HttpStatusError', async () => {
    offer(carUrl('C1'), Promise.resolve({ status: 404, text: '' }));
    const { rest, calls } = client();
    const error = await rest
      .call('car', { pathParams: { id: 'C1' }, cacheKey: 'C1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it('that failed to arrive (no connection) is asked again by the app’s retry', async () => {
    offer(carUrl('C1'), Promise.reject(new TypeError('Failed to fetch')));
    const { rest, calls } = client();
    await expect(rest.call('car', { pathParams: { id: 'C1' }, cacheKey: 'C1' })).resolves.toEqual(body);
    expect(calls).toEqual([carUrl('C1')]);
  });

  it('that never comes ends in the app’s timeout, as its own request would', async () => {
    offer(carUrl('C1'), new Promise<EarlyAnswer>(() => undefined));
    const { rest } = client({ timeoutMs: 10 });
    await expect(rest.call('car', { pathParams: { id: 'C1' }, cacheKey: 'C1' })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('is not taken by a staff call, which carries a token the early script never sends', async () => {
    offer(carUrl('C1'), Promise.resolve({ status: 200, text: JSON.stringify(body) }));
    const { rest, calls } = client({ staffToken: 'staff-token' });
    await rest.call('car', { pathParams: { id: 'C1' }, cacheKey: 'C1' });
    expect(calls).toEqual([carUrl('C1')]);
  });
});
