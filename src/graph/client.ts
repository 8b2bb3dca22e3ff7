// The Apollo client over a SchemaLink: GraphQL runs in the page, resolvers call the REST clients.

import { ApolloClient, ApolloLink } from '@apollo/client';
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
}

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
  let schemaLink: SchemaLink | null = null;
  const prepare = () => {
    schemaLink ??= new SchemaLink({ schema: createSchema(), context: () => createGraphContext(rest) });
    return schemaLink;
  };
  const link = ApolloLink.from([
    ...(logging ? [createOperationLogLink(requestLog)] : []),
    createErrorLink(presenter),
    new ApolloLink((operation) => prepare().request(operation)),
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
  };
}
