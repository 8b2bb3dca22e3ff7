// The Apollo client over a SchemaLink: GraphQL runs in the page, resolvers call the REST clients.

import { ApolloClient, ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { settings } from '../config/env';
import { browserPresenter, type Presenter } from '../platform/presenter';
import { createCache } from './cache';
import { createGraphContext } from './context';
import { createErrorLink } from './link';
import { RestClient, type RestConfig } from './rest/http';
import { createSchema } from './schema';

export interface GraphOptions extends Partial<Omit<RestConfig, 'hosts'>> {
  presenter?: Presenter;
}

export interface Graph {
  client: ApolloClient;
  rest: RestClient;
}

export function createGraph(options: GraphOptions = {}): Graph {
  const presenter = options.presenter ?? browserPresenter;
  const rest = new RestClient({
    ...options,
    presenter,
    hosts: {
      main: settings.apiHost,
      inspection: settings.inspectionHost,
      options: settings.optionsRoot,
      business: settings.businessApiHost,
    },
  });
  const schema = createSchema();
  const link = ApolloLink.from([
    createErrorLink(presenter),
    new SchemaLink({ schema, context: () => createGraphContext(rest) }),
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
  return { client, rest };
}
