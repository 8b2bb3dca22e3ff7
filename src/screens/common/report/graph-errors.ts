// Which part of a query failed: GraphQL errors carry the root field in their path; a transport failure
// (not a GraphQL error) fails every part. The car pages and the reports read this one rule.

import { CombinedGraphQLErrors } from '@apollo/client';

type ErrorLike = Error | null | undefined;

/** The first error under a root field (e.g. 'benchmark'), if that part failed. */
export function errorAt(error: ErrorLike, field: string): { message: string } | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return { message: error.message };
  const found = error.errors.find((item) => item.path?.[0] === field);
  return found ? { message: found.message } : null;
}

export function failedAt(error: ErrorLike, field: string): boolean {
  return errorAt(error, field) !== null;
}
