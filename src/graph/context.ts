// What every resolver receives: the REST client, a memo shared by the fields of one operation, and the
// app's buyer store (the buyer's own data on this device).

import type { BuyerStore } from '../platform/buyer-store';
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
  /**
   * The request comes from inside the internal business-system embed (EMBED_HOSTS): only then do the
   * staff-only fields (src/domain/staff-fields.ts) resolve; for a visitor they are null.
   */
  staff: boolean;
  /** The app's buyer store: the buyer resolvers read and write the buyer's own data here. */
  buyerStore: BuyerStore;
}

export function createGraphContext(
  rest: RestClient,
  { staff = false, buyerStore }: { staff?: boolean; buyerStore: BuyerStore },
): GraphContext {
  const memo = new Map<string, Promise<unknown>>();
  return {
    rest,
    staff,
    buyerStore,
    async call(name, options) {
      const spec = operations[name];
      try {
        const body = await rest.call(name, options, memo);
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
