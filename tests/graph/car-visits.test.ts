import { gql, type TypedDocumentNode } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCarVisits, rememberCarVisit } from '../../src/graph/car-visits';
import { createTestGraph } from '../support/graph';

const CAR: TypedDocumentNode<{ car: { id: string; title: string } | null }, { id: string }> = gql`
  query VisitCar($id: ID!) {
    car(id: $id) {
      id
      title
    }
  }
`;

afterEach(() => forgetCarVisits());

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
});
