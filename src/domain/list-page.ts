// The first page of a car list: its size, the lists' scopes and the filter it asks for from an address's
// query string. One home for the list screen's query (screens/common/car-list/car-list-query.ts), the
// entry's prefetch and the early paint of `/` (src/early, decision note 204), so all three ask for
// exactly the same page, at the same REST address.

import { parseListFilters, toCarFilter, type CarFilterInput } from './list-filters';

export const PAGE_SIZE = 20;

export type ListScope = Pick<CarFilterInput, 'category' | 'wholesale'>;

export const PREMIUM_SCOPE = { category: 'PREMIUM' } as const satisfies ListScope;
export const DISCOUNT_SCOPE = { category: 'DISCOUNT' } as const satisfies ListScope;

/** The list's filter for its scope and the address's query string (the visitor's filters). */
export function firstPageFilter(scope: ListScope, search: string | URLSearchParams): CarFilterInput {
  return toCarFilter(scope, parseListFilters(search));
}
