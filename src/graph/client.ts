// The Apollo client over a SchemaLink: GraphQL runs in the page, resolvers call the REST clients.

import { ApolloClient, ApolloLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { execute, type GraphQLSchema } from 'graphql';
import { SchemaLink } from '@apollo/client/link/schema';
import { settings } from '../config/env';
import { browserPresenter, type Presenter } from '../platform/presenter';
import { createCache } from './cache';
import { createGraphContext } from './context';
import { createErrorLink } from './link';
import { createOperationLogLink } from './operation-log-link';
import { requestLog } from './request-log';
import { RestClient, type RequestLogEntry, type RestConfig } from './rest/http';
import { createSchema } from './schema';

export interface GraphOptions extends Partial<Omit<RestConfig, 'hosts'>> {
  presenter?: Presenter;
}

export interface Graph {
  client: ApolloClient;
  rest: RestClient;
  /**
   * Builds the executable schema now if no query has needed it yet. The entry calls it in a task of its
   * own after the first render has been scheduled, so start-up is several short tasks, not one long one.
   */
  prepare(): void;
  /**
   * Starts the REST requests a query will make, before the screen that runs the query has loaded: the
   * query's resolvers run against a prefetch context (RestClient.warm), and when the screen's own query
   * runs it claims those answers instead of sending again. Nothing is cached in Apollo or presented here.
   */
  prefetch<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): void;
}

/**
 * A screen's data prefetch (src/screens/<area>/*.prefetch.ts): given the route's parameters and query
 * string, it calls `prefetch` with the very document and variables the screen's first query will use.
 */
export type ScreenPrefetch = (prefetch: Graph['prefetch'], params: Readonly<Record<string, string | undefined>>, search: string) => void;

export function createGraph(options: GraphOptions = {}): Graph {
  const presenter = options.presenter ?? browserPresenter;
  // Mock builds log every REST call and GraphQL operation for the QA studio; the static check lets
  // Parcel drop the log from production bundles.
  const logging = process.env.API_MOCKS === 'on';
  const onRequest = logging
    ? (entry: RequestLogEntry) => {
        requestLog.add({ kind: 'rest', ...entry });
        options.onRequest?.(entry);
      }
    : options.onRequest;
  const rest = new RestClient({
    ...options,
    ...(onRequest ? { onRequest } : {}),
    presenter,
    hosts: {
      main: settings.apiHost,
      inspection: settings.inspectionHost,
      options: settings.optionsRoot,
      business: settings.businessApiHost,
    },
  });
  // The schema is built on first need (the first query, or prepare()), not while the entry evaluates.
  let built: { schema: GraphQLSchema; link: SchemaLink } | null = null;
  const prepare = () => {
    if (!built) {
      const schema = createSchema();
      built = { schema, link: new SchemaLink({ schema, context: () => createGraphContext(rest) }) };
    }
    return built;
  };
  const link = ApolloLink.from([
    ...(logging ? [createOperationLogLink(requestLog)] : []),
    createErrorLink(presenter),
    new ApolloLink((operation) => prepare().link.request(operation)),
  ]);
  const client = new ApolloClient({
    link,
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', errorPolicy: 'all' },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'all' },
      mutate: { errorPolicy: 'none' },
    },
  });
  return {
    client,
    rest,
    prepare: () => {
      prepare();
    },
    prefetch: (document, variables) => {
      try {
        const result = execute({ schema: prepare().schema, document, variableValues: variables, contextValue: createGraphContext(rest, { prefetch: true }) });
        // The answer is the screen's query's to claim and present; this run's outcome is not needed.
        if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).catch(() => undefined);
      } catch {
        // An invalid prefetch leaves the screen's query to fetch as usual.
      }
    },
  };
}
