import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

interface PageLike {
  page: number;
  items: readonly Reference[];
}

/**
 * Infinite lists (cars, community posts, articles): page 1 replaces what is kept (first load, pull to
 * refresh), later pages append their items, skipping any already kept (a post that moved down a page
 * between two requests).
 */
function pagedList(keyArgs: FieldPolicy['keyArgs']): FieldPolicy<PageLike> {
  return {
    keyArgs,
    merge(existing, incoming, { readField }) {
      if (!existing || incoming.page <= 1) return incoming;
      const seen = new Set(existing.items.map((item) => readField<string>('id', item)));
      const added = incoming.items.filter((item) => !seen.has(readField<string>('id', item)));
      return { ...incoming, items: [...existing.items, ...added] };
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          moments: pagedList(['query', ['topicId', 'unionId', 'postId']]),
          articles: pagedList(['category']),
          // One kept list per filter (and page size): a filter change starts a new list, fetchMore appends.
          cars: pagedList(['filter', 'pageSize']),
          // A car page reads the car's record wherever it came from (a tapped card seeds one, see
          // car-seed.ts), so it can paint what is known while the rest arrives (returnPartialData).
          car: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || typeof args?.id !== 'string') return existing;
              const record = toReference({ __typename: 'Car', id: args.id });
              return canRead(record) ? record : undefined;
            },
          },
        },
      },
      Car: { keyFields: ['id'] },
      CarListing: { keyFields: ['id'] },
      Article: { keyFields: ['id'] },
      Moment: { keyFields: ['id'] },
      MomentUser: { keyFields: ['unionId'] },
      Topic: { keyFields: ['id'] },
      // Value objects without identity of their own are stored inside their parent.
      // A seeded car's price (current, original, reduce) is completed by the car's own answer.
      Price: { keyFields: false, merge: true },
      CarStatus: { keyFields: false },
      CarImages: { keyFields: false },
      // Check point and section ids are per report (every report has a CP0101): normalising them would
      // merge different reports' results. Stored inside their report, which also keeps the cache write
      // of a ~150-point report small (issue #6).
      CheckPointSection: { keyFields: false },
      CheckPoint: { keyFields: false },
      CheckPointDetail: { keyFields: false },
    },
  });
}
