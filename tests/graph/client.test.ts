import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GraphQLSchema } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createGraph, PREFETCH_TTL_MS } from '../../src/graph/client';
import * as schemaModule from '../../src/graph/schema';

// No operation waits for the whole schema: each runs against a schema of just its root fields
// (schemaFor), built when such an operation first runs; a build that fails is not kept.
describe('createGraph', () => {
  it('builds no schema when the graph is created; an operation runs against a schema of just its root fields', async () => {
    const real = schemaModule.schemaFor;
    const used: GraphQLSchema[] = [];
    const spy = vi.spyOn(schemaModule, 'schemaFor').mockImplementation((document) => {
      const schema = real(document);
      used.push(schema);
      return schema;
    });
    const graph = createGraph({ presenter: { alert: () => undefined } });
    expect(spy).not.toHaveBeenCalled();
    const list = gql`
      query SchemaList {
        cars(page: 1, pageSize: 2) {
          total
        }
      }
    `;
    await graph.client.query({ query: list, fetchPolicy: 'network-only' });
    await graph.client.query({ query: list, fetchPolicy: 'network-only' });
    expect(used).toHaveLength(2);
    expect(used[1]).toBe(used[0]);
    expect(Object.keys(used[0]?.getQueryType()?.getFields() ?? {})).toEqual(['cars']);
    spy.mockRestore();
  });

  it('answers an operation that needs the whole schema (a bare __typename)', async () => {
    const graph = createGraph({ presenter: { alert: () => undefined } });
    // network-only: through the link to the schema (Apollo's cache alone could answer a bare __typename).
    const result = await graph.client.query({
      query: gql`
        query Typename {
          __typename
        }
      `,
      fetchPolicy: 'network-only',
    });
    expect(result.data).toEqual({ __typename: 'Query' });
  });

  it('a schema build that fails is not kept: the next operation builds it again and is answered', async () => {
    const real = schemaModule.schemaFor;
    let calls = 0;
    const spy = vi.spyOn(schemaModule, 'schemaFor').mockImplementation((document) => {
      calls += 1;
      if (calls === 1) throw new Error('schema build failed');
      return real(document);
    });
    const graph = createGraph({ presenter: { alert: () => undefined } });
    const brands = gql`
      query BrandsAfterFailedBuild {
        brands {
          id
        }
      }
    `;
    const failed = await graph.client.query({ query: brands, fetchPolicy: 'network-only' });
    expect(failed.error?.message).toContain('schema build failed');
    const result = await graph.client.query({ query: brands, fetchPolicy: 'network-only' });
    expect(result.data).toMatchObject({
      brands: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
    });
    expect(calls).toBe(2);
    spy.mockRestore();
  });
});

// At start-up the first screen's query executes at once, before its screen has loaded; the screen's
// query then claims the result instead of executing again.
describe('prefetch', () => {
  it('executes against a schema of just its query and sends each request once', async () => {
    const events: string[] = [];
    const real = schemaModule.schemaFor;
    const partial = vi.spyOn(schemaModule, 'schemaFor').mockImplementation((document) => {
      events.push('schema');
      return real(document);
    });
    const whole = vi.spyOn(schemaModule, 'createSchema');
    const graph = createGraph({
      presenter: { alert: () => undefined },
      fetch: (input, init) => {
        events.push(`GET ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
    });
    const data = await graph.prefetch(
      gql`
        query PrefetchCar($id: ID!) {
          car(id: $id) {
            id
            title
          }
        }
      `,
      { id: 'C10001' },
    );
    expect(data).toMatchObject({ car: { id: 'C10001' } });
    expect(events).toEqual(['schema', 'GET /v1/car/C10001']);
    expect(whole).not.toHaveBeenCalled();
    partial.mockRestore();
    whole.mockRestore();
  });

  it('an answer that arrives before its query asks is in the cache: the query reads it and sends nothing', async () => {
    let calls = 0;
    const graph = createGraph({
      presenter: { alert: () => undefined },
      fetch: (input, init) => {
        calls += 1;
        return fetch(input, init);
      },
    });
    const document = gql`
      query AnsweredFirst {
        cars(page: 2, pageSize: 2) {
          total
        }
      }
    `;
    const prefetched = await graph.prefetch(document, {});
    expect(graph.client.readQuery({ query: document })).toEqual(prefetched);
    const result = await graph.client.query({ query: document });
    expect(result.data).toEqual(prefetched);
    expect(calls).toBe(1);
  });

  it('a failed prefetch nobody claims expires: a later query executes anew', async () => {
    let calls = 0;
    const graph = createGraph({
      presenter: { alert: () => undefined },
      retryDelaysMs: [],
      fetch: (input, init) => {
        calls += 1;
        return calls === 1 ? Promise.resolve(new Response('', { status: 503 })) : fetch(input, init);
      },
    });
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const document = gql`
        query FailedFirst {
          cars(page: 2, pageSize: 2) {
            total
          }
        }
      `;
      expect(await graph.prefetch(document, {})).toBeNull();
      expect(graph.client.readQuery({ query: document })).toBeNull();
      vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
      const result = await graph.client.query({ query: document });
      expect(result.data).toMatchObject({ cars: { total: expect.any(Number) } });
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a prefetch, other queries are answered by schemas of their own', async () => {
    const graph = createGraph({ presenter: { alert: () => undefined } });
    expect(
      await graph.prefetch(
        gql`
          query WarmList {
            cars(page: 1, pageSize: 2) {
              total
            }
          }
        `,
        {},
      ),
    ).toMatchObject({ cars: { total: expect.any(Number) } });
    // Not in the prefetch's partial schema: the brands field and the Brand type.
    const other = await graph.client.query({
      query: gql`
        query Brands {
          brands {
            id
            name
          }
        }
      `,
    });
    expect(other.error).toBeUndefined();
    expect(other.data).toMatchObject({
      brands: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
    });
  });

  it('a screen query that claims the prefetch while its request is under way sends nothing twice', async () => {
    const requests: string[] = [];
    const document: TypedDocumentNode<{ cars: { total: number } }, { page: number }> = gql`
      query ClaimEarly($page: Int!) {
        cars(filter: { category: PREMIUM }, page: $page, pageSize: 20) {
          total
        }
      }
    `;
    let claimed: Promise<{ data?: { cars: { total: number } } }> | null = null;
    const graph = createGraph({
      presenter: { alert: () => undefined },
      fetch: (input, init) => {
        requests.push(new URL(String(input)).pathname);
        // As at start-up: the screen's query arrives while the prefetch's request is under way.
        if (requests.length === 1)
          queueMicrotask(() => (claimed = graph.client.query({ query: document, variables: { page: 1 } })));
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
    const document = gql`
      query PrefetchBroken($id: ID!) {
        car(id: $id) {
          id
        }
      }
    `;
    expect(await graph.prefetch(document, { id: 'C10001' })).toEqual({ car: null });
    const result = await graph.client.query({ query: document, variables: { id: 'C10001' } });
    expect(result.error).toBeDefined();
    expect(calls).toBe(1);
    expect(alerts).toHaveLength(1);
  });
});
