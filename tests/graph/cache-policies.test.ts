// Every object type in the graph is either normalised (by its id) or a value object the cache merges
// (src/graph/cache.ts), so no write replaces an object and drops fields another screen reads. The
// console guard (tests/support/console-guard.ts) fails any test during which Apollo warns about that.
import { InMemoryCache, gql } from '@apollo/client';
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { VALUE_OBJECT_TYPES, createCache } from '../../src/graph/cache';
import { isApolloCacheWarning } from '../support/console-guard';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type) =>
    isObjectType(type) &&
    !type.name.startsWith('__') &&
    type !== schema.getQueryType() &&
    type !== schema.getMutationType(),
);
// Normalised by a key other than `id` (src/graph/cache.ts).
const KEYED_OTHERWISE = ['MomentUser'];

const listingPrice = gql`
  query ListingPrice {
    listing {
      __typename
      id
      price {
        __typename
        current
      }
    }
  }
`;
const detailPrice = gql`
  query DetailPrice {
    listing {
      __typename
      id
      price {
        __typename
        original
        reduce
      }
    }
  }
`;

describe('cache type policies', () => {
  it('give every object type of schema.graphql an identity or a merge', () => {
    const valueObjects = new Set<string>(VALUE_OBJECT_TYPES);
    const uncovered = objectTypes
      .filter((type) => !valueObjects.has(type.name) && !KEYED_OTHERWISE.includes(type.name))
      .filter((type) => !(isObjectType(type) && 'id' in type.getFields()))
      .map((type) => type.name);
    expect(uncovered).toEqual([]);
  });

  it('name only types that exist', () => {
    const names = new Set(objectTypes.map((type) => type.name));
    expect(VALUE_OBJECT_TYPES.filter((name) => !names.has(name))).toEqual([]);
  });

  it('keep both queries’ fields of a value object two queries select differently (a list card, then the car page)', () => {
    const cache = createCache();
    cache.writeQuery({
      query: listingPrice,
      data: { listing: { __typename: 'CarListing', id: '7', price: { __typename: 'Price', current: 100 } } },
    });
    cache.writeQuery({
      query: detailPrice,
      data: {
        listing: { __typename: 'CarListing', id: '7', price: { __typename: 'Price', original: 120, reduce: 20 } },
      },
    });
    expect(cache.readQuery({ query: listingPrice })).toMatchObject({ listing: { price: { current: 100 } } });
    expect(cache.readQuery({ query: detailPrice })).toMatchObject({
      listing: { price: { original: 120, reduce: 20 } },
    });
  });

  it('are what stands between such writes and Apollo’s warning, which the console guard recognises', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A cache without the policies, and a parent type of its own (Apollo warns once per type and field).
    const cache = new InMemoryCache({ typePolicies: { ProbeListing: { keyFields: ['id'] } } });
    cache.writeQuery({
      query: listingPrice,
      data: { listing: { __typename: 'ProbeListing', id: '7', price: { __typename: 'Price', current: 100 } } },
    });
    cache.writeQuery({
      query: detailPrice,
      data: {
        listing: { __typename: 'ProbeListing', id: '7', price: { __typename: 'Price', original: 120, reduce: 20 } },
      },
    });
    const messages = warn.mock.calls.map((args) => format(...args));
    warn.mockRestore();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Cache data may be lost when replacing the price field of a ProbeListing object');
    expect(isApolloCacheWarning(messages[0]!)).toBe(true);
  });
});
