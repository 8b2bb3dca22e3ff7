// REST failures become GraphQL errors that say how to present them (spec section 8).

import { GraphQLError } from 'graphql';
import { alertText } from '../platform/presenter';
import { HttpStatusError, isRestError } from './rest/errors';
import { operations, type Presentation } from './rest/operations';

export interface GraphErrorExtensions {
  code: string;
  presentation: Presentation;
  status?: number;
  operation?: string;
}

export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (isRestError(error)) {
    const spec = error.operation && error.operation in operations ? operations[error.operation as keyof typeof operations] : undefined;
    // Nothing to alert about: incomplete input was never sent; an absent response is ignored.
    const quiet = error.code === 'VALIDATION' || error.code === 'ABSENT';
    const presentation: Presentation = quiet ? 'rethrow' : (spec?.presentation ?? 'alert');
    const extensions: GraphErrorExtensions = { code: error.code, presentation };
    if (error instanceof HttpStatusError) extensions.status = error.status;
    if (error.operation) extensions.operation = error.operation;
    return new GraphQLError(error.message, { originalError: error, extensions: { ...extensions } });
  }
  return new GraphQLError(alertText(error), {
    originalError: error instanceof Error ? error : undefined,
    extensions: { code: 'INTERNAL', presentation: 'rethrow' },
  });
}

export function presentationOf(error: { extensions?: Record<string, unknown> | undefined }): Presentation {
  const value = error.extensions?.presentation;
  return value === 'alert' || value === 'silent' || value === 'rethrow' ? value : 'rethrow';
}
