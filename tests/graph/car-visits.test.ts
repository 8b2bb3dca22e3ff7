import { gql, type ApolloCache, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { EVICTIONS_PER_RESET, KEPT_CAR_RECORDS, keptCarVisits, rememberCarVisit } from '../../src/graph/car-visits';
import { CarDetailDocument } from '../../src/screens/car/car.generated';
import { createTestGraph } from '../support/graph';

const CAR: TypedDocumentNode<{ car: { id: string; title: string } | null }, { id: string }> = gql`
  query VisitCar($id: ID!) {
    car(id: $id) {
      id
      title
    }
  }
`;

const carIds = (count: number) => Array.from({ length: count }, (_, i) => `C${10001 + i}`);

/** What the normalized cache holds for cars: Car records and the root fields that point at them. */
function carEntries(cache: ApolloCache) {
  const extracted = cache.extract() as Record<string, Record<string, unknown> | undefined>;
  return {
    records: Object.keys(extracted).filter((key) => key.startsWith('Car:')),
    rootFields: Object.keys(extracted.ROOT_QUERY ?? {}).filter((key) => key.startsWith('car(')),
  };
}

/** The size of the cache's memo of selection-set reads (Apollo keeps it on the store reader). */
function memoSize(cache: ApolloCache): number {
  const reader = (cache as unknown as { storeReader: { executeSelectionSet: { size: number } } }).storeReader;
  return reader.executeSelectionSet.size;
}

describe('car records kept in the Apollo cache', () => {
  it('evicts the records of cars opened longer ago than the last few, and a later visit still makes no REST call', async () => {
    const graph = createTestGraph();
    const ids = ['C10001', 'C10002', 'C10003', 'C10004'];
    for (const id of ids) {
      await graph.client.query({ query: CAR, variables: { id } });
      rememberCarVisit(graph.client.cache, id, 2);
    }
    const cached = (id: string) => graph.client.cache.readQuery({ query: CAR, variables: { id } });
    expect(cached('C10004')?.car?.title).toBeTruthy();
    expect(cached('C10003')?.car?.title).toBeTruthy();
    expect(cached('C10001')?.car ?? null).toBeNull();

    const before = graph.requests.length;
    const again = await graph.client.query({ query: CAR, variables: { id: 'C10001' } });
    expect(again.data?.car?.id).toBe('C10001');
    expect(graph.requests.length).toBe(before);
  });

  it('after many distinct cars holds at most the kept number of car records and root fields', async () => {
    const graph = createTestGraph();
    const keep = 3;
    for (const id of carIds(20)) {
      await graph.client.query({ query: CAR, variables: { id } });
      rememberCarVisit(graph.client.cache, id, keep);
      const held = carEntries(graph.client.cache);
      expect(held.records.length).toBeLessThanOrEqual(keep);
      expect(held.rootFields.length).toBeLessThanOrEqual(keep);
    }
    expect(keptCarVisits(graph.client.cache)).toEqual(['C10018', 'C10019', 'C10020']);
    expect(carEntries(graph.client.cache).rootFields.sort()).toEqual([
      'car({"id":"C10018"})',
      'car({"id":"C10019"})',
      'car({"id":"C10020"})',
    ]);
  });

  it('a car opened again moves to the newest place and keeps its record', async () => {
    const graph = createTestGraph();
    for (const id of ['C10001', 'C10002', 'C10001', 'C10003']) {
      await graph.client.query({ query: CAR, variables: { id } });
      rememberCarVisit(graph.client.cache, id, 2);
    }
    expect(keptCarVisits(graph.client.cache)).toEqual(['C10001', 'C10003']);
    expect(carEntries(graph.client.cache).records.sort()).toEqual(['Car:{"id":"C10001"}', 'Car:{"id":"C10003"}']);
  });

  it('two caches keep separate histories', async () => {
    const first = createTestGraph();
    const second = createTestGraph();
    rememberCarVisit(first.client.cache, 'C10001');
    expect(keptCarVisits(first.client.cache)).toEqual(['C10001']);
    expect(keptCarVisits(second.client.cache)).toEqual([]);
  });

  it("lets go of evicted cars' memoized reads: the read memo stays bounded over a long visit", async () => {
    const graph = createTestGraph();
    const sizes: number[] = [];
    for (const id of carIds(KEPT_CAR_RECORDS + 3 * EVICTIONS_PER_RESET)) {
      await graph.client.query({ query: CarDetailDocument, variables: { id } });
      rememberCarVisit(graph.client.cache, id);
      sizes.push(memoSize(graph.client.cache));
    }
    // The memo is emptied once every EVICTIONS_PER_RESET evictions (it grows again with the next reads)...
    const drops = sizes.filter((size, index) => index > 0 && size < (sizes[index - 1] ?? 0)).length;
    expect(drops).toBeGreaterThanOrEqual(3);
    // ...so three times as many cars never hold more reads than the first cycle did.
    const firstCycle = Math.max(...sizes.slice(0, KEPT_CAR_RECORDS + EVICTIONS_PER_RESET));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(firstCycle);
    // The kept cars are still read from the cache without a request.
    const before = graph.requests.length;
    const last = keptCarVisits(graph.client.cache).at(-1) ?? '';
    const again = await graph.client.query({ query: CarDetailDocument, variables: { id: last } });
    expect(again.data?.car?.id).toBe(last);
    expect(graph.requests.length).toBe(before);
  });
});
