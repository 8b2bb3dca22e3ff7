import { gql, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';

// The whole schema is built once, on first need (prepare() at idle, or a query), never while the graph
// is created; a build that fails is not kept.
describe('createGraph', () => {
  it('builds the schema once, on prepare() or on the first query, not when the graph is created', async () => {
    vi.resetModules();
    const schemaModule = await import('../../src/graph/schema');
    const spy = vi.spyOn(schemaModule, 'createSchema');
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    expect(spy).not.toHaveBeenCalled();
    graph.prepare();
    graph.prepare();
    await graph.client.query({ query: gql`query TypenameAfterPrepare { __typename }`, fetchPolicy: 'network-only' });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('answers a query without prepare() having been called', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    // network-only: through the link to the schema (Apollo's cache alone could answer a bare __typename).
    const result = await graph.client.query({ query: gql`query Typename { __typename }`, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ __typename: 'Query' });
  });

  it('a schema build that fails is not kept: the next query builds it again and is answered', async () => {
    vi.resetModules();
    const schemaModule = await import('../../src/graph/schema');
    const real = schemaModule.createSchema;
    let calls = 0;
    const spy = vi.spyOn(schemaModule, 'createSchema').mockImplementation(() => {
      calls += 1;
      if (calls === 1) throw new Error('schema build failed');
      return real();
    });
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    expect(() => graph.prepare()).toThrow('schema build failed');
    const result = await graph.client.query({ query: gql`query AfterFailedBuild { __typename }`, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ __typename: 'Query' });
    expect(calls).toBe(2);
    expect(() => graph.prepare()).not.toThrow();
    expect(calls).toBe(2);
    spy.mockRestore();
  });
});

// At start-up the first screen's query executes against a schema of just what it reaches; the whole
// schema waits until the first screen has its data.
describe('prefetch', () => {
  it('executes against a schema of just its query, without building the whole schema, and sends each request once', async () => {
    vi.resetModules();
    const events: string[] = [];
    const schemaModule = await import('../../src/graph/schema');
    const real = schemaModule.firstQuerySchema;
    const partial = vi.spyOn(schemaModule, 'firstQuerySchema').mockImplementation((document) => {
      events.push('partial schema');
      return real(document);
    });
    const whole = vi.spyOn(schemaModule, 'createSchema');
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({
      presenter: { alert: () => undefined },
      fetch: (input, init) => {
        events.push(`GET ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
    });
    const data = await graph.prefetch(gql`query PrefetchCar($id: ID!) { car(id: $id) { id title } }`, { id: 'C10001' });
    expect(data).toMatchObject({ car: { id: 'C10001' } });
    expect(events).toEqual(['partial schema', 'GET /v1/car/C10001']);
    expect(whole).not.toHaveBeenCalled();
    partial.mockRestore();
    whole.mockRestore();
  });

  it('whenPrefetched waits until each prefetch has been handed to its query, or can no longer be', async () => {
    vi.resetModules();
    const { createGraph, PREFETCH_TTL_MS } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    await graph.whenPrefetched();
    let settled = false;
    const document = gql`query WarmList { cars(page: 1, pageSize: 2) { total } }`;
    const data = graph.prefetch(document, {});
    void graph.whenPrefetched().then(() => (settled = true));
    expect(await data).toMatchObject({ cars: { total: expect.any(Number) } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Its data is in, but the screen's query has not taken it yet.
    expect(settled).toBe(false);
    const claimed = await graph.client.query({ query: document });
    expect(claimed.data).toEqual(await data);
    await vi.waitFor(() => expect(settled).toBe(true));

    // Nobody claims this one: it stops counting once it can no longer be claimed.
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    try {
      let expired = false;
      const unclaimed = graph.prefetch(gql`query Unclaimed { cars(page: 2, pageSize: 2) { total } }`, {});
      void graph.whenPrefetched().then(() => (expired = true));
      await unclaimed;
      await vi.advanceTimersByTimeAsync(PREFETCH_TTL_MS - 1000);
      expect(expired).toBe(false);
      await vi.advanceTimersByTimeAsync(1001);
      await vi.waitFor(() => expect(expired).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a prefetch on a partial schema, other queries are answered by the whole schema', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    expect(await graph.prefetch(gql`query WarmList { cars(page: 1, pageSize: 2) { total } }`, {})).toMatchObject({ cars: { total: expect.any(Number) } });
    // Not in the prefetch's partial schema: the brands field and the Brand type.
    const other = await graph.client.query({ query: gql`query Brands { brands { id name } }` });
    expect(other.error).toBeUndefined();
    expect(other.data).toMatchObject({ brands: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]) });
  });

  it('a screen query that claims the prefetch while its request is under way sends nothing twice', async () => {
    vi.resetModules();
    const requests: string[] = [];
    const document: TypedDocumentNode<{ cars: { total: number } }, { page: number }> = gql`
      query ClaimEarly($page: Int!) {
        cars(filter: { category: PREMIUM }, page: $page, pageSize: 20) { total }
      }
    `;
    let claimed: Promise<{ data?: { cars: { total: number } } }> | null = null;
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({
      presenter: { alert: () => undefined },
      fetch: (input, init) => {
        requests.push(new URL(String(input)).pathname);
        // As at start-up: the screen's query arrives while the prefetch's request is under way.
        if (requests.length === 1) queueMicrotask(() => (claimed = graph.client.query({ query: document, variables: { page: 1 } })));
        return fetch(input, init);
      },
    });
    const prefetched = graph.prefetch(document, { page: 1 });
    await vi.waitFor(() => expect(claimed).not.toBeNull());
    const result = await (claimed as unknown as Promise<{ data?: { cars: { total: number } } }>);
    expect(result.data?.cars.total).toBeGreaterThan(0);
    expect(await prefetched).toEqual(result.data);
    expect(requests).toEqual(['/v1/cars']);
    // A refetch reaches the network.
    await graph.client.query({ query: document, variables: { page: 1 }, fetchPolicy: 'network-only' });
    expect(requests).toEqual(['/v1/cars', '/v1/cars']);
  });

  it('a prefetch that fails is presented once, by the query that claims it, and not sent again', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
    const alerts: string[] = [];
    let calls = 0;
    const graph = createGraph({
      presenter: { alert: (message) => alerts.push(message) },
      retryDelaysMs: [],
      fetch: () => {
        calls += 1;
        return Promise.resolve(new Response('{', { status: 200, headers: { 'content-type': 'application/json' } }));
      },
    });
    const document = gql`query PrefetchBroken($id: ID!) { car(id: $id) { id } }`;
    expect(await graph.prefetch(document, { id: 'C10001' })).toEqual({ car: null });
    const result = await graph.client.query({ query: document, variables: { id: 'C10001' } });
    expect(result.error).toBeDefined();
    expect(calls).toBe(1);
    expect(alerts).toHaveLength(1);
  });
});
