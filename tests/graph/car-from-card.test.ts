// Query.car before the car's own answer (src/graph/car-from-card.ts): what a list card showed answers
// the car page's first read, through the real graph, without a write and without a request; the car's
// answer, or its record from another answer with a title and status, takes over.
import { gql, type DocumentNode, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/graph/cache';
import { CarDetailDocument } from '../../src/screens/car/car.generated';
import { createTestGraphWithList, type TestGraph } from '../support/graph';

const carRequests = (graph: TestGraph) => graph.requests.filter((entry) => entry.operation === 'car');

type CarHead = {
  car: { __typename: 'Car'; id: string; title?: string; status?: { label: string; kind: string } } | null;
};
const carHead: TypedDocumentNode<CarHead, { id: string }> = gql`
  query CarHead($id: ID!) {
    car(id: $id) {
      id
      title
      status {
        label
        kind
      }
    }
  }
`;

/** A list card's record as a list answer leaves it (only the fields `fragment` selects). */
function writeCard(
  cache: ReturnType<typeof createCache>,
  fragment: DocumentNode,
  card: { id: string } & Record<string, unknown>,
) {
  cache.writeFragment({
    id: cache.identify({ __typename: 'CarListing', id: card.id }),
    fragment,
    data: { __typename: 'CarListing', ...card },
  });
}

describe('Query.car from a list card', () => {
  it('answers the car page’s first read with what the card showed, partial, with no request', async () => {
    const { graph, card } = await createTestGraphWithList();
    const before = graph.client.cache.extract();
    const diff = graph.client.cache.diff({
      query: CarDetailDocument,
      variables: { id: card.id },
      returnPartialData: true,
      optimistic: false,
    });
    expect(diff.complete).toBe(false);
    expect(diff.result?.car).toMatchObject({
      __typename: 'Car',
      id: card.id,
      title: card.title,
      registrationDate: card.registrationDate,
      mileageKm: card.mileageKm,
      city: card.city,
      tags: card.tags,
      status: { label: card.status.label, kind: card.status.kind },
      price: { current: card.price?.current, original: card.price?.original, reduce: card.price?.reduce },
      cover: card.cover ? { url: card.cover, caption: null } : null,
    });
    // What only the car's answer has stays missing.
    expect(diff.result?.car).not.toHaveProperty('consultant');
    expect(diff.result?.car).not.toHaveProperty('imageGroups');
    // Reading wrote nothing and asked for nothing.
    expect(graph.client.cache.extract()).toEqual(before);
    expect(carRequests(graph)).toHaveLength(0);
  });

  it('gives way to the car’s own answer', async () => {
    const { graph, card } = await createTestGraphWithList();
    const answer = await graph.client.query({ query: CarDetailDocument, variables: { id: card.id } });
    const read = graph.client.readQuery({ query: CarDetailDocument, variables: { id: card.id } });
    expect(read?.car).toEqual(answer.data?.car);
    expect(carRequests(graph)).toHaveLength(1);
  });

  it('gives way to the car’s record from another answer when it has a title and status, not before', () => {
    const cache = createCache();
    writeCard(
      cache,
      gql`
        fragment CardHead on CarListing {
          id
          title
          cover
          status {
            label
            kind
          }
        }
      `,
      {
        id: 'C1',
        title: 'From the card',
        cover: null,
        status: { __typename: 'CarStatus', label: '在售', kind: 'ON_SALE' },
      },
    );
    const id = cache.identify({ __typename: 'Car', id: 'C1' });
    // A compared car: a title and no status.
    cache.writeFragment({
      id,
      fragment: gql`
        fragment Compared on Car {
          id
          title
        }
      `,
      data: { __typename: 'Car', id: 'C1', title: 'From the comparison' },
    });
    expect(cache.readQuery({ query: carHead, variables: { id: 'C1' } })?.car?.title).toBe('From the card');
    // A saved car: a title and a status.
    cache.writeFragment({
      id,
      fragment: gql`
        fragment Saved on Car {
          id
          title
          status {
            label
            kind
          }
        }
      `,
      data: {
        __typename: 'Car',
        id: 'C1',
        title: 'From the saved car',
        status: { __typename: 'CarStatus', label: '已售', kind: 'SOLD' },
      },
    });
    expect(cache.readQuery({ query: carHead, variables: { id: 'C1' } })?.car).toMatchObject({
      title: 'From the saved car',
      status: { kind: 'SOLD' },
    });
  });

  it('leaves a field the card’s query did not select missing, not null', () => {
    const cache = createCache();
    writeCard(
      cache,
      gql`
        fragment CardTitle on CarListing {
          id
          title
        }
      `,
      { id: 'C2', title: 'Only a title' },
    );
    const diff = cache.diff({ query: carHead, variables: { id: 'C2' }, returnPartialData: true, optimistic: false });
    expect(diff.complete).toBe(false);
    expect(diff.result?.car).toEqual({ __typename: 'Car', id: 'C2', title: 'Only a title' });
  });

  it('knows nothing of a car no list has shown', async () => {
    const { graph } = await createTestGraphWithList();
    const diff = graph.client.cache.diff({
      query: CarDetailDocument,
      variables: { id: 'C99999' },
      returnPartialData: true,
      optimistic: false,
    });
    expect(diff.complete).toBe(false);
    expect(diff.result?.car).toBeUndefined();
  });
});
