import { gql } from '@apollo/client';
import type { GraphQLSchema } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

// No start-up waits for the schema: the first operation builds it, and every later one runs on it; a
// build that fails is not kept.
describe('createGraph', () => {
  it('builds no schema when the graph is created; the first operation builds it and the next runs on it', async () => {
    vi.resetModules();
    const schemaModule = await import('../../src/graph/schema');
    const real = schemaModule.executableSchema;
    const used: GraphQLSchema[] = [];
    const spy = vi.spyOn(schemaModule, 'executableSchema').mockImplementation(() => {
      const schema = real();
      used.push(schema);
      return schema;
    });
    const { createGraph } = await import('../../src/graph/client');
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
    expect(used).toHaveLength(1);
    expect(Object.keys(used[0]?.getQueryType()?.getFields() ?? {})).toEqual(
      expect.arrayContaining(['cars', 'car', 'brands']),
    );
    spy.mockRestore();
  });

  it('answers an operation that needs the whole schema (a bare __typename)', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
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
    vi.resetModules();
    const schemaModule = await import('../../src/graph/schema');
    const real = schemaModule.executableSchema;
    let calls = 0;
    const spy = vi.spyOn(schemaModule, 'executableSchema').mockImplementation(() => {
      calls += 1;
      if (calls === 1) throw new Error('schema build failed');
      return real();
    });
    const { createGraph } = await import('../../src/graph/client');
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

// The entry holds back what the first screen does not show until its data has answered.
describe('firstAnswer', () => {
  it('settles when the first operation has been answered', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({ presenter: { alert: () => undefined } });
    let settled = false;
    void graph.firstAnswer.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    const result = await graph.client.query({
      query: gql`
        query FirstAnswer {
          brands {
            id
          }
        }
      `,
    });
    expect(result.data).toBeDefined();
    await graph.firstAnswer;
    expect(settled).toBe(true);
  });

  it('settles when the first operation fails too', async () => {
    vi.resetModules();
    const { createGraph } = await import('../../src/graph/client');
    const graph = createGraph({
      presenter: { alert: () => undefined },
      fetch: () => Promise.resolve(new Response('boom', { status: 500 })),
    });
    const result = await graph.client.query({
      query: gql`
        query FirstAnswerFails($id: ID!) {
          car(id: $id) {
            id
          }
        }
      `,
      variables: { id: 'C10001' },
    });
    expect(result.error).toBeDefined();
    await expect(graph.firstAnswer).resolves.toBeUndefined();
  });
});
