// Keeps the Apollo cache from growing with every car a visitor opens: the records of cars opened
// longer ago than the last few visits are evicted. A later visit reads the REST session cache (also
// bounded), so it still makes no request while the car is among its entries.

import type { ApolloCache } from '@apollo/client';

export const KEPT_CAR_RECORDS = 8;

const visits: string[] = [];

export function rememberCarVisit(cache: ApolloCache, id: string, keep: number = KEPT_CAR_RECORDS): void {
  const index = visits.indexOf(id);
  if (index >= 0) visits.splice(index, 1);
  visits.push(id);
  let evicted = false;
  while (visits.length > keep) {
    const oldest = visits.shift();
    if (oldest === undefined) break;
    const cacheId = cache.identify({ __typename: 'Car', id: oldest });
    if (cacheId) evicted = cache.evict({ id: cacheId }) || evicted;
  }
  if (evicted) cache.gc();
}

/** Tests: start from no visits. */
export function forgetCarVisits(): void {
  visits.length = 0;
}
