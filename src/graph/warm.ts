// A query's first run does work of its own before anything is sent: Apollo transforms and inspects the
// document, and the first operation on a set of root fields builds and validates their executable schema
// (schemaFor). For the screen one tap away (the car page from a list of cars) that work is done while the
// browser is idle, a step per idle period, so the tap does not wait for it (docs/decisions/140-tap-to-content.md).

import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { assertValidSchema } from 'graphql';
import { whenIdle } from '../platform/idle';
import { schemaFor } from './schema';

export async function warmQuery(
  client: ApolloClient,
  document: DocumentNode,
  variables: OperationVariables = {},
): Promise<void> {
  // Made and never subscribed: nothing is read or sent, and Apollo keeps what it worked out of the document.
  client.watchQuery({ query: document, variables });
  await whenIdle();
  const schema = schemaFor(document);
  await whenIdle();
  // What graphql-js checks before the first execution on a schema, and then remembers on it.
  assertValidSchema(schema);
}
