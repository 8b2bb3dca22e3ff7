// Runs a typed-in GraphQL operation through the app's client: parse errors, bad variables, GraphQL
// errors and transport errors all come back as messages next to whatever data arrived. No React.

import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { Kind, parse, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { createSchema } from '../graph/schema';
import { translator } from '../i18n/i18n';
import { qaMessages, type QaTranslate } from './messages';

const english = translator(qaMessages, 'en');

let schema: GraphQLSchema | null = null;

export interface GraphRunResult {
  data?: unknown;
  errors: string[];
}

function messagesOf(error: unknown): string[] {
  if (!error) return [];
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((item) => (item.path ? `${item.message} (at ${item.path.join('.')})` : item.message));
  }
  return [error instanceof Error ? error.message : String(error)];
}

/** `t` words the studio's own messages (the schema's and the server's stay as they come); English by default. */
export async function runGraphQuery(
  client: ApolloClient,
  source: string,
  variablesText: string,
  t: QaTranslate = english,
): Promise<GraphRunResult> {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    return { errors: [t('syntaxError', { message: error instanceof Error ? error.message : String(error) })] };
  }
  // Checked here so a typo reads as the schema's message, not as missing fields in Apollo's cache.
  schema ??= createSchema();
  const invalid = validate(schema, document);
  if (invalid.length) return { errors: invalid.map((error) => error.message) };
  let variables: Record<string, unknown>;
  try {
    const parsed: unknown = variablesText.trim() ? JSON.parse(variablesText) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(t('variablesNotObject'));
    variables = parsed as Record<string, unknown>;
  } catch (error) {
    return { errors: [t('variablesError', { message: error instanceof Error ? error.message : String(error) })] };
  }
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) return { errors: [t('noOperation')] };
  try {
    if (operation.operation === 'mutation') {
      const result = await client.mutate({ mutation: document, variables, errorPolicy: 'all' });
      return { data: result.data ?? undefined, errors: messagesOf(result.error) };
    }
    if (operation.operation === 'subscription') return { errors: [t('noSubscriptions')] };
    const result = await client.query({ query: document, variables, fetchPolicy: 'network-only', errorPolicy: 'all' });
    return { data: result.data ?? undefined, errors: messagesOf(result.error) };
  } catch (error) {
    return { errors: messagesOf(error) };
  }
}
