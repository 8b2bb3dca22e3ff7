// The Apollo client over a SchemaLink: GraphQL runs in the page, resolvers call the REST clients.

import { ApolloClient, ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { finalize } from 'rxjs';
import { settings } from '../config/env';
import { whenIdle } from '../platform/idle';
import { browserPresenter, type Presenter } from '../platform/presenter';
import { syncBuyerData } from './buyer-sync';
import { createCache } from './cache';
import { createGraphContext } from './context';
import { createErrorLink } from './link';
import { createOperationLogLink } from './operation-log-link';
import { requestLog } from './request-log';
import { RestClient, type RequestLogEntry, type RestConfig } from './rest/http';
import { createPersistLink, restoreCache, saveCache, type PersistStorage } from './persist';
import { executableSchema } from './schema';

export interface GraphOptions extends Partial<Omit<RestConfig, 'hosts'>> {
  presenter?: Presenter;
  /**
   * Where the graph remembers across visits (src/graph/persist.ts): restored here, before the first
   * render, and written when the browser is idle after new answers and when the page is left.
   */
  storage?: PersistStorage | null;
  /** Inside the internal business-system embed: staff-only fields resolve (src/domain/staff-fields.ts). */
  staff?: boolean;
}

export interface Graph {
  client: ApolloClient;
  rest: RestClient;
  /**
   * Settles when the first operation has been answered or has failed: as a rule the first screen's data
   * (the entry holds back what that screen does not show until then, src/platform/first-screen-shown.ts).
   */
  firstAnswer: Promise<void>;
}

export function createGraph(options: GraphOptions = {}): Graph {
  const presenter = options.presenter ?? browserPresenter;
  const staff = options.staff ?? false;
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
  // One SchemaLink over the executable schema, made when the first operation runs (so is the schema).
  let schemaLink: SchemaLink | null = null;
  const linkFor = (): SchemaLink =>
    (schemaLink ??= new SchemaLink({
      schema: executableSchema(),
      context: () => createGraphContext(rest, { staff }),
    }));
  let answered = () => {};
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  const cache = createCache();
  const storage = options.storage ?? null;
  // New answers are written to the device once the browser is idle after them (one write per batch).
  let saving = false;
  const saveWhenIdle = () => {
    if (saving || !storage) return;
    saving = true;
    void whenIdle().then(() => {
      saving = false;
      saveCache(cache, storage);
    });
  };
  const link = ApolloLink.from([
    ...(logging ? [createOperationLogLink(requestLog)] : []),
    createErrorLink(presenter),
    ...(storage ? [createPersistLink(cache, saveWhenIdle)] : []),
    new ApolloLink((operation) => linkFor().request(operation).pipe(finalize(answered))),
  ]);
  if (storage) {
    restoreCache(cache, storage);
    if (typeof window !== 'undefined') {
      const save = () => saveCache(cache, storage);
      window.addEventListener('pagehide', save);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') save();
      });
    }
  }
  const client = new ApolloClient({
    link,
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', errorPolicy: 'all' },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'all' },
      mutate: { errorPolicy: 'none' },
    },
  });
  syncBuyerData(client);
  return { client, rest, firstAnswer };
}
