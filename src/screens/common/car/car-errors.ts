// Reading Apollo errors on the car pages: a missing car (HTTP 404) is a designed "no longer
// available" page, not an error; a failed side call only blanks its own section.

import { CombinedGraphQLErrors } from '@apollo/client';

type ErrorLike = Error | null | undefined;

function graphErrors(error: ErrorLike) {
  return error && CombinedGraphQLErrors.is(error) ? error.errors : [];
}

export function isNotFound(error: ErrorLike): boolean {
  return graphErrors(error).some((item) => item.extensions?.status === 404 && item.path?.[0] === 'car');
}

/** The first error under a root field (e.g. 'benchmark'), if that part failed. */
export function errorAt(error: ErrorLike, field: string): { message: string } | null {
  if (!error) return null;
  const found = graphErrors(error).find((item) => item.path?.[0] === field);
  if (found) return { message: found.message };
  // A transport failure (not a GraphQL error) hits every field.
  return CombinedGraphQLErrors.is(error) ? null : { message: error.message };
}

/** Whether the car itself failed (as opposed to a side section). */
export function carFailed(error: ErrorLike): boolean {
  return errorAt(error, 'car') !== null && !isNotFound(error);
}
