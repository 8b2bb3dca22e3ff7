import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';

// The entry builds the schema in a task of its own (prepare) or on the first query, never while the
// graph is created: start-up stays a series of short tasks.
describe('createGraph', () => {
  it('builds the schema once, on prepare() or on the first query, not when the graph is created', async () => {
    vi.resetModules();
    const schemaModule = await import('../../src/graph/schema');
    const spy = vi.spyOn(schemaModule, 'schemaSteps');
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    expect(spy).not.toHaveBeenCalled();
    graph.prepare();
    graph.prepare();
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

  it('builds the schema in several tasks with prepareInSteps(), and a query during the build waits for it', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const building = graph.prepareInSteps();
    const answer = graph.client.query({ query: gql`query TypenameDuringBuild { __typename }`, fetchPolicy: 'network-only' });
    await building;
    // One task per step after the first: the SDL's pieces, the build, the resolvers.
    expect(timeouts.mock.calls.filter(([, delay]) => delay === 0).length).toBeGreaterThanOrEqual(3);
    expect((await answer).data).toEqual({ __typename: 'Query' });
    timeouts.mockRestore();
  });

  it('builds the schema once whichever way is asked first', async () => {
    vi.resetModules();
    const schemaModule = await import('../../src/graph/schema');
    const spy = vi.spyOn(schemaModule, 'schemaSteps');
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    const building = graph.prepareInSteps();
    graph.prepare();
    await Promise.all([building, graph.prepareInSteps()]);
    graph.prepare();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('a prefetch before the entry has started the schema starts it in steps, not in one task', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const data = graph.prefetch(gql`query PrefetchTypename { __typename }`, {});
    // One step has run; the next one waits for a task of its own.
    expect(timeouts.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(1);
    expect(await data).toEqual({ __typename: 'Query' });
    expect(timeouts.mock.calls.filter(([, delay]) => delay === 0).length).toBeGreaterThanOrEqual(3);
    timeouts.mockRestore();
  });

  it('a schema build that fails is not kept: the next run builds it again and is answered', async () => {
    vi.resetModules();
    const schemaModule = await import('../../src/graph/schema');
    const real = schemaModule.schemaSteps;
    let calls = 0;
    const spy = vi.spyOn(schemaModule, 'schemaSteps').mockImplementation(() => {
      calls += 1;
      if (calls === 1) {
        return (function* broken(): Generator<void, never, void> {
          yield;
          throw new Error('schema build failed');
        })();
      }
      return real();
    });
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    await expect(graph.prepareInSteps()).rejects.toThrow('schema build failed');
    // Executed against the schema (Apollo's cache alone could answer a bare __typename query).
    expect(await graph.prefetch(gql`query AfterFailedBuild { __typename }`, {})).toEqual({ __typename: 'Query' });
    expect(calls).toBe(2);
    expect(() => graph.prepare()).not.toThrow();
    expect(calls).toBe(2);
    spy.mockRestore();
  });
});

