// The Apollo client over a SchemaLink: GraphQL runs in the page, resolvers call the REST clients.

import { ApolloClient, ApolloLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { execute, Kind, print, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { Observable } from 'rxjs';
import { settings } from '../config/env';
import { createBuyerStore, type BuyerStore } from '../platform/buyer-store';
import { whenIdle } from '../platform/idle';
import { browserPresenter, type Presenter } from '../platform/presenter';
import { syncBuyerData } from './buyer-sync';
import { createCache } from './cache';
import { createGraphContext } from './context';
import { createErrorLink } from './link';
import { createOperationLogLink } from './operation-log-link';
import { createRequestLog, type RequestLog } from './request-log';
import { RestClient, type RequestLogEntry, type RestConfig } from './rest/http';
import { createPersistLink, isRestored, noteAnswer, restoreCache, saveCache, type PersistStorage } from './persist';
import { schemaFor } from './schema';

export interface GraphOptions extends Partial<Omit<RestConfig, 'hosts'>> {
  presenter?: Presenter;
  /**
   * Where the graph remembers across visits (src/graph/persist.ts): restored here, before the first
   * render, and written when the browser is idle after new answers and when the page is left.
   */
  storage?: PersistStorage | null;
  /** Inside the internal business-system embed: staff-only fields resolve (src/domain/staff-fields.ts). */
  staff?: boolean;
  /**
   * The app's buyer store (src/app/services.ts makes it); without one the graph keeps the buyer's data in
   * memory only.
   */
  buyerStore?: BuyerStore;
}

export interface Graph {
  client: ApolloClient;
  rest: RestClient;
  /** The buyer's own data the buyer resolvers read and write (the app's, from GraphOptions). */
  buyerStore: BuyerStore;
  /** Mock builds: what this graph asked of the API (REST calls, GraphQL operations), for the QA studio; else null. */
  requestLog: RequestLog | null;
  /**
   * Runs a query before the screen that needs it has loaded (the entry's first-screen prefetch). An answer
   * without errors that arrives first is written to the cache, so the screen's first render shows it.
   * A screen query that asks (same document and variables) while the run is under way, or after it
   * failed, takes this run's result instead of executing again, and presents it as usual (error link);
   * nothing is presented here.
   * Resolves with the run's data (null when it failed or had none), so the screen's prefetch can start
   * the first image; never rejects. An answer the device kept is not prefetched (resolves null): the
   * screen paints it from the cache and asks for a fresh one once it has painted (persist.ts revalidate).
   */
  prefetch<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData | null>;
}

/**
 * A screen's data prefetch (src/screens/<area>/*.prefetch.ts): given the route's parameters and query
 * string, it calls `prefetch` with the very document and variables the screen's first query will use.
 */
export type ScreenPrefetch = (
  prefetch: Graph['prefetch'],
  params: Readonly<Record<string, string | undefined>>,
  search: string,
) => void;

/**
 * How long a prefetch that has not answered, or failed, waits for the query that claims it (then that
 * query executes anew). An answer is in the cache at once.
 */
export const PREFETCH_TTL_MS = 15_000;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function operationKey(query: DocumentNode, variables: Record<string, unknown> | undefined): string {
  return `${print(query)}\n${stableJson(variables ?? {})}`;
}

/** Mock builds: a prefetch's answer written to the cache shows in the QA studio's log like an operation. */
function logPrefetch(
  log: RequestLog,
  query: DocumentNode,
  variables: OperationVariables,
  data: unknown,
  durationMs: number,
): void {
  const operation = query.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  log.add({
    kind: 'graphql',
    operationName: operation?.name?.value ?? '(anonymous)',
    operationType: 'query',
    query: print(query),
    variables: { ...variables },
    data,
    durationMs,
  });
}

export function createGraph(options: GraphOptions = {}): Graph {
  const presenter = options.presenter ?? browserPresenter;
  const staff = options.staff ?? false;
  const buyerStore = options.buyerStore ?? createBuyerStore({ storage: null });
  // Mock builds log every REST call and GraphQL operation for the QA studio, in this graph's own log; the
  // static check lets Parcel drop the log from production bundles.
  const requestLog = process.env.API_MOCKS === 'on' ? createRequestLog() : null;
  const onRequest = requestLog
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
  // Every operation runs against a schema of just its root fields (schemaFor), built the first time such
  // an operation runs; each schema gets one SchemaLink.
  const links = new WeakMap<GraphQLSchema, SchemaLink>();
  const linkFor = (query: DocumentNode): SchemaLink => {
    const schema = schemaFor(query);
    let schemaLink = links.get(schema);
    if (!schemaLink) {
      schemaLink = new SchemaLink({ schema, context: () => createGraphContext(rest, { staff, buyerStore }) });
      links.set(schema, schemaLink);
    }
    return schemaLink;
  };
  // Prefetched executions by document and variables, each taken once by the matching query.
  const prefetched = new Map<string, { result: Promise<ExecutionResult>; at: number }>();
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
    ...(requestLog ? [createOperationLogLink(requestLog)] : []),
    createErrorLink(presenter),
    ...(storage ? [createPersistLink(cache, saveWhenIdle)] : []),
    new ApolloLink((operation) => {
      // An unclaimed prefetch expires, so later operations stop paying for the comparison.
      for (const [key, entry] of prefetched) if (Date.now() - entry.at > PREFETCH_TTL_MS) prefetched.delete(key);
      const key = prefetched.size ? operationKey(operation.query, operation.variables) : '';
      const claimed = prefetched.get(key);
      if (!claimed) return linkFor(operation.query).request(operation);
      prefetched.delete(key);
      return new Observable<ApolloLink.Result>((observer) => {
        claimed.result.then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      });
    }),
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
  syncBuyerData(client, buyerStore);
  function prefetch<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData | null> {
    try {
      // The document as Apollo sends it to the link (with __typename), so the cache can store the result.
      const query = client.cache.transformDocument(document);
      // On a repeat visit the work of a run (the query's schema, the resolvers' start) would come before
      // the first paint of a screen that has its answer already.
      if (isRestored(cache, query, variables)) return Promise.resolve(null);
      const result = Promise.resolve(
        execute({
          schema: schemaFor(query),
          document: query,
          variableValues: variables,
          contextValue: createGraphContext(rest, { staff, buyerStore }),
        }),
      );
      const key = operationKey(query, variables);
      const entry = { result, at: Date.now() };
      prefetched.set(key, entry);
      // An answer that arrives before the screen's query asks for it goes into the cache, so the screen's
      // first render shows it: no loading state first, no second render for the data (issue 36). One
      // with errors, or one a query has claimed meanwhile, is left to the query.
      void result.then(
        (outcome) => {
          if (prefetched.get(key) !== entry || !outcome.data || outcome.errors?.length) return;
          prefetched.delete(key);
          cache.writeQuery({ query, variables, data: outcome.data as TData });
          if (requestLog) logPrefetch(requestLog, query, variables, outcome.data, Date.now() - entry.at);
          if (storage) {
            noteAnswer(cache, query, variables);
            saveWhenIdle();
          }
        },
        () => undefined,
      );
      // A failure is presented by the query that claims the run, never here.
      return result.then(
        (outcome) => (outcome.data ?? null) as TData | null,
        () => null,
      );
    } catch {
      // An invalid prefetch leaves the screen's query to fetch as usual.
      return Promise.resolve(null);
    }
  }

  return {
    client,
    rest,
    buyerStore,
    requestLog,
    prefetch,
  };
}
