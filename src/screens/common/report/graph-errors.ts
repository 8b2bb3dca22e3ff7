// Which part of a report query failed (errors carry the root field in their path).

import { CombinedGraphQLErrors } from '@apollo/client';

type ErrorLike = Error | null | undefined;

export function failedAt(error: ErrorLike, field: string): boolean {
  if (!error) return false;
  if (!CombinedGraphQLErrors.is(error)) return true;
  return error.errors.some((item) => item.path?.[0] === field);
}

export function isNotFoundError(error: ErrorLike, field: string): boolean {
  return (
    !!error &&
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.path?.[0] === field && item.extensions?.status === 404)
  );
}
