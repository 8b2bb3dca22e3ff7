// Keeps the Apollo cache from growing with every car a visitor opens: the records of cars opened
// longer ago than the last few visits are evicted. A later visit reads the REST session cache (also
// bounded), so it still makes no request while the car is among its entries.
//
// Evicting a record is not enough on its own: the cache also memoizes every read (per selection set
// and record) and tracks which reads depend on which record field, and both keep an evicted car's
// keys, results and old records alive. Apollo only lets go of them by resetting its result cache,
// which also re-transforms every query document once (and the client keeps each transformed
// document), so the reset runs once every few evictions rather than on each one.

import type { ApolloCache } from '@apollo/client';

export const KEPT_CAR_RECORDS = 8;
/** Evictions between two resets of the result cache. */
export const EVICTIONS_PER_RESET = KEPT_CAR_RECORDS;

interface VisitState {
  visits: string[];
  evictionsSinceReset: number;
}

// Per cache, so two clients (tests, the QA studio) never share a history.
const states = new WeakMap<ApolloCache, VisitState>();

function stateOf(cache: ApolloCache): VisitState {
  let state = states.get(cache);
  if (!state) {
    state = { visits: [], evictionsSinceReset: 0 };
    states.set(cache, state);
  }
  return state;
}

export function rememberCarVisit(cache: ApolloCache, id: string, keep: number = KEPT_CAR_RECORDS): void {
  const state = stateOf(cache);
  const { visits } = state;
  const index = visits.indexOf(id);
  if (index >= 0) visits.splice(index, 1);
  visits.push(id);
  let evicted = false;
  while (visits.length > Math.max(1, keep)) {
    const oldest = visits.shift();
    if (oldest === undefined) break;
    const cacheId = cache.identify({ __typename: 'Car', id: oldest });
    if (cacheId) evicted = cache.evict({ id: cacheId }) || evicted;
    // The root field that pointed at it would otherwise stay behind, one dangling entry per car.
    evicted = cache.evict({ id: 'ROOT_QUERY', fieldName: 'car', args: { id: oldest } }) || evicted;
    state.evictionsSinceReset += 1;
  }
  if (!evicted) return;
  const reset = state.evictionsSinceReset >= EVICTIONS_PER_RESET;
  if (reset) state.evictionsSinceReset = 0;
  // InMemoryCache's gc takes the reset option; other caches ignore it. (A type-only import: a value
  // import of InMemoryCache here pulls a second copy of Apollo's barrel into the entry bundle.)
  (cache as { gc: (options?: { resetResultCache?: boolean }) => string[] }).gc({ resetResultCache: reset });
}

/** The cars whose records are kept, oldest first (what the tests check). */
export function keptCarVisits(cache: ApolloCache): readonly string[] {
  return [...stateOf(cache).visits];
}
