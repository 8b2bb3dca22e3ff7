import { gql, type TypedDocumentNode } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../mocks/scenarios';
import { createGraph } from '../../src/graph/client';
import { createRequestLog, type GraphqlLogRecord, type RestLogRecord } from '../../src/graph/request-log';
import type { RequestLogEntry } from '../../src/graph/rest/http';
import { runGraphQuery } from '../../src/qa/graph-runner';

function restEntry(id: number): Omit<RestLogRecord, 'seq' | 'at'> {
  return {
    kind: 'rest',
    id,
    operation: 'cars',
    method: 'GET',
    url: `https://x.test/v1/cars?page=${id}`,
    durationMs: 1,
    status: 200,
  };
}

describe('request log ring buffer', () => {
  it('keeps the newest entries in order up to its capacity and tells subscribers', () => {
    let clock = 100;
    const log = createRequestLog(3, () => clock++);
    const seen: number[] = [];
    const unsubscribe = log.subscribe((entries) => seen.push(entries.length));
    for (let id = 1; id <= 5; id++) log.add(restEntry(id));
    const entries = log.entries() as RestLogRecord[];
    expect(entries.map((entry) => entry.id)).toEqual([3, 4, 5]);
    expect(entries.map((entry) => entry.seq)).toEqual([3, 4, 5]);
    expect(entries.map((entry) => entry.at)).toEqual([102, 103, 104]);
    expect(seen).toEqual([1, 2, 3, 3, 3]);
    expect(log.entries()).toBe(log.entries());
    log.clear();
    expect(log.entries()).toEqual([]);
    unsubscribe();
    log.add(restEntry(6));
    expect(seen).toEqual([1, 2, 3, 3, 3, 0]);
  });

  it('holds 300 entries by default', () => {
    const log = createRequestLog();
    for (let id = 1; id <= 320; id++) log.add(restEntry(id));
    expect(log.entries()).toHaveLength(300);
    expect((log.entries()[0] as RestLogRecord).id).toBe(21);
  });
});

const CARS: TypedDocumentNode<{ cars: { total: number; items: { id: string; title: string }[] } }, { page?: number }> =
  gql`
    query QaLogCars($page: Int) {
      cars(page: $page, pageSize: 2) {
        total
        items {
          id
          title
        }
      }
    }
  `;

describe('the graph in mock builds', () => {
  beforeEach(() => {
    vi.stubEnv('API_MOCKS', 'on');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function mockGraph() {
    const alerts: string[] = [];
    const forwarded: RequestLogEntry[] = [];
    const graph = createGraph({
      presenter: { alert: (text) => alerts.push(text) },
      timeoutMs: 300,
      retryDelaysMs: [0, 0],
      onRequest: (entry) => forwarded.push(entry),
    });
    return { ...graph, alerts, forwarded, log: () => graph.requestLog?.entries() ?? [] };
  }

  it('logs REST calls and GraphQL operations into the same buffer, still forwarding onRequest', async () => {
    const graph = mockGraph();
    const result = await graph.client.query({ query: CARS, variables: { page: 1 } });
    expect(result.data?.cars.items).toHaveLength(2);
    const entries = graph.log();
    const rest = entries.find((entry): entry is RestLogRecord => entry.kind === 'rest')!;
    expect(rest).toMatchObject({ operation: 'cars', method: 'GET', status: 200, envelopeCode: 'success' });
    expect(rest.url).toContain('/v1/cars');
    expect(graph.forwarded.map((entry) => entry.operation)).toEqual(['cars']);
    const operation = entries.find((entry): entry is GraphqlLogRecord => entry.kind === 'graphql')!;
    expect(operation).toMatchObject({ operationName: 'QaLogCars', operationType: 'query', variables: { page: 1 } });
    expect(operation.query).toContain('cars(page: $page, pageSize: 2)');
    expect((operation.data as { cars: { items: unknown[] } }).cars.items).toHaveLength(2);
    expect(operation.errors).toBeUndefined();
    expect(entries.indexOf(rest)).toBeLessThan(entries.indexOf(operation));
  });

  it("keeps each graph's requests in that graph's own log", async () => {
    const graph = mockGraph();
    const other = mockGraph();
    await graph.client.query({ query: CARS, variables: { page: 1 } });
    expect(graph.log().length).toBeGreaterThan(0);
    expect(other.log()).toEqual([]);
  });

  it('logs a fault: the REST status and the GraphQL errors', async () => {
    setScenario({ faults: { cars: 'http-500' } });
    const graph = mockGraph();
    await graph.client.query({ query: CARS, variables: { page: 1 } });
    const rest = graph.log().find((entry): entry is RestLogRecord => entry.kind === 'rest')!;
    expect(rest.status).toBe(500);
    expect(rest.error).toBeTruthy();
    const operation = graph.log().find((entry): entry is GraphqlLogRecord => entry.kind === 'graphql')!;
    expect(operation.errors?.[0]?.message).toBe(graph.alerts[0]);
    expect(operation.errors?.[0]?.extensions).toMatchObject({ status: 500, presentation: 'alert' });
  });

  it('logs nothing outside mock builds', async () => {
    vi.stubEnv('API_MOCKS', 'off');
    const graph = mockGraph();
    await graph.client.query({ query: CARS, variables: { page: 1 } });
    expect(graph.requestLog).toBeNull();
    expect(graph.forwarded).toHaveLength(1);
  });

  it('runs typed-in operations for the graph explorer, with readable errors', async () => {
    const graph = mockGraph();
    const ok = await runGraphQuery(graph.client, 'query { cars(pageSize: 1) { total items { id } } }', '');
    expect(ok.errors).toEqual([]);
    expect((ok.data as { cars: { items: unknown[] } }).cars.items).toHaveLength(1);
    expect((await runGraphQuery(graph.client, 'query {', '{}')).errors[0]).toMatch(/^Syntax: /);
    expect((await runGraphQuery(graph.client, 'query { goods { id } }', '[1]')).errors).toEqual([
      'Variables: must be a JSON object',
    ]);
    const unknown = await runGraphQuery(graph.client, 'query { noSuchField }', '{}');
    expect(unknown.errors[0]).toMatch(/noSuchField/);
  });
});
