// Reading Apollo errors on the car pages: a missing car (HTTP 404) is a designed "no longer
// available" page, not an error; a failed side call only blanks its own section.

import { CombinedGraphQLErrors } from '@apollo/client';
import { errorAt } from '../report/graph-errors';

type ErrorLike = Error | null | undefined;

function graphErrors(error: ErrorLike) {
  return error && CombinedGraphQLErrors.is(error) ? error.errors : [];
}

export function isNotFound(error: ErrorLike): boolean {
  return graphErrors(error).some((item) => item.extensions?.status === 404 && item.path?.[0] === 'car');
}

/** Whether the car itself failed (as opposed to a side section). */
export function carFailed(error: ErrorLike): boolean {
  return errorAt(error, 'car') !== null && !isNotFound(error);
}
