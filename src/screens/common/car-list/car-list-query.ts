// The variables of a car list's first page, from its scope and the address's query string: one
// function for the list itself and for the entry's prefetch, so both ask for exactly the same page
// (the page size, scopes and filter live in src/domain/list-page.ts, which the early paint shares).

import { firstPageFilter, PAGE_SIZE, type ListScope } from '../../../domain/list-page';
import type { CarListQueryVariables } from './car-list.generated';

export { DISCOUNT_SCOPE, PAGE_SIZE, PREMIUM_SCOPE, type ListScope } from '../../../domain/list-page';

export function carListVariables(scope: ListScope, search: string | URLSearchParams): CarListQueryVariables {
  return { filter: firstPageFilter(scope, search), page: 1, pageSize: PAGE_SIZE };
}
