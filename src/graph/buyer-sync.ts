// The buyer's own data changes outside the graph too (another tab, the QA studio's reset, a mutation's
// side effect on a list): every active query that reads it runs again, so a toggle, a count or a list
// on screen never shows stale local data. Cars inside those answers come from the session's REST
// cache, so a refresh sends no request twice.

import type { ApolloClient } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';
import type { BuyerStore } from '../platform/buyer-store';
import { resolverManifest } from './__generated__/resolver-manifest';

const BUYER_FIELDS: ReadonlySet<string> = new Set(resolverManifest.buyer.Query);

export function readsBuyerData(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'query' &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && BUYER_FIELDS.has(selection.name.value),
      ),
  );
}

/**
 * Refreshes the client's buyer queries after every change of the app's buyer store; returns a function that stops.
 * Each is asked again as a new operation: Apollo would otherwise join a refetch to the same query still
 * on its way, whose answer was read before the change, and that older answer would be the last written.
 */
export function syncBuyerData(client: ApolloClient, buyerStore: BuyerStore): () => void {
  return buyerStore.subscribe(() => {
    for (const query of client.getObservableQueries('active')) {
      if (!readsBuyerData(query.query)) continue;
      void client
        .query({
          query: query.query,
          variables: query.variables,
          fetchPolicy: 'network-only',
          context: { queryDeduplication: false },
        })
        .catch(() => undefined);
    }
  });
}
