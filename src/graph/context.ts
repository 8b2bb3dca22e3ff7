// What every resolver receives: the REST client and a memo shared by the fields of one operation.

import { toGraphQLError } from './errors';
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

export function createGraphContext(rest: RestClient): GraphContext {
  const memo = new Map<string, Promise<unknown>>();
  return {
    rest,
    async call(name, options) {
      try {
        return await rest.call(name, options, memo);
      } catch (error) {
        if (operations[name].presentation === 'silent') return undefined;
        throw toGraphQLError(error);
      }
    },
  };
}
