// Records every GraphQL operation (name, variables, result or errors, duration) into the request log
// for the QA studio. Placed outermost so it sees what the screens see, after the error link has
// presented. Mock builds only (client.ts).

import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { tap } from 'rxjs';
import type { GraphqlLogRecord, RequestLog } from './request-log';

type LoggedErrors = NonNullable<GraphqlLogRecord['errors']>;

function errorsOf(value: unknown): LoggedErrors | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return value.map(
    (error: { message?: unknown; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }) => {
      const logged: LoggedErrors[number] = {
        message: typeof error?.message === 'string' ? error.message : String(error),
      };
      if (error?.path) logged.path = error.path;
      if (error?.extensions) logged.extensions = error.extensions;
      return logged;
    },
  );
}

export function createOperationLogLink(log: RequestLog, now: () => number = Date.now): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const started = now();
    const base = {
      kind: 'graphql' as const,
      operationName: operation.operationName ?? '(anonymous)',
      operationType: operation.operationType as GraphqlLogRecord['operationType'],
      query: print(operation.query),
      variables: { ...(operation.variables ?? {}) },
    };
    let settled = false;
    return forward(operation).pipe(
      tap({
        next(result) {
          settled = true;
          const entry: Omit<GraphqlLogRecord, 'seq' | 'at'> = { ...base, durationMs: now() - started };
          if ('data' in result && result.data !== undefined) entry.data = result.data;
          const errors = errorsOf(result.errors);
          if (errors) entry.errors = errors;
          log.add(entry);
        },
        error(error: unknown) {
          settled = true;
          log.add({
            ...base,
            durationMs: now() - started,
            errors: [{ message: error instanceof Error ? error.message : String(error) }],
          });
        },
        complete() {
          if (!settled) log.add({ ...base, durationMs: now() - started });
        },
      }),
    );
  });
}
