// What every resolver receives: the REST client and a memo shared by the fields of one operation.

import { toGraphQLError } from './errors';
import { AbsentResponseError } from './rest/errors';
import type { CallOptions, RestClient } from './rest/http';
import { operations, type OperationName } from './rest/operations';

export interface GraphContext {
  rest: RestClient;
  /**
   * Calls a REST operation. Failures become GraphQL errors carrying their presentation; an operation
   * presented `silent` resolves to undefined instead of failing.
   */
  call(name: OperationName, options?: CallOptions): Promise<unknown>;
}

export interface GraphContextOptions {
  /**
   * A prefetch: the operation runs only to start its GET requests early (RestClient.warm); its result
   * is thrown away and the real query, which claims the answers, presents any failure.
   */
  prefetch?: boolean;
  /** Filled with the keys of the requests a prefetch warmed (so whoever uses its result can drop them). */
  warmed?: Set<string>;
}

export function createGraphContext(rest: RestClient, { prefetch = false, warmed }: GraphContextOptions = {}): GraphContext {
  const memo = new Map<string, Promise<unknown>>();
  return {
    rest,
    async call(name, options) {
      const spec = operations[name];
      try {
        const body = await (prefetch ? rest.warm(name, options, warmed) : rest.call(name, options, memo));
        // A submission with no answer cannot be read as done; it is not alerted either.
        if (body === undefined && spec.method === 'POST' && !('onEnvelopeFailure' in spec)) {
          throw new AbsentResponseError(name);
        }
        return body;
      } catch (error) {
        if (spec.presentation === 'silent') return undefined;
        throw toGraphQLError(error);
      }
    },
  };
}
