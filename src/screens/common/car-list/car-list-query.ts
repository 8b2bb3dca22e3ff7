// The variables of a car list's first page, from its scope and the address's query string: one
// function for the list itself and for the entry's prefetch, so both ask for exactly the same page.

import { parseListFilters, toCarFilter, type CarFilterInput } from '../../../domain/list-filters';
import type { CarListQueryVariables } from './car-list.generated';

export const PAGE_SIZE = 20;

export type ListScope = Pick<CarFilterInput, 'category' | 'wholesale'>;

export const PREMIUM_SCOPE = { category: 'PREMIUM' } as const satisfies ListScope;
export const DISCOUNT_SCOPE = { category: 'DISCOUNT' } as const satisfies ListScope;

export function carListVariables(scope: ListScope, search: string | URLSearchParams): CarListQueryVariables {
  return { filter: toCarFilter(scope, parseListFilters(search)), page: 1, pageSize: PAGE_SIZE };
}
