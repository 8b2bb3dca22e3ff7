import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';

// The entry builds the schema in a task of its own (prepare) or on the first query, never while the
// graph is created: start-up stays a series of short tasks.
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
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('answers a query without prepare() having been called', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    const result = await graph.client.query({ query: gql`query Typename { __typename }` });
    expect(result.data).toEqual({ __typename: 'Query' });
  });
});
