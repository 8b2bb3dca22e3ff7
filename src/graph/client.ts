// The Apollo client over a SchemaLink: GraphQL runs in the page, resolvers call the REST clients.

import { ApolloClient, ApolloLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { execute, print, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { Observable } from 'rxjs';
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
import { createSchema, firstQuerySchema } from './schema';

export interface GraphOptions extends Partial<Omit<RestConfig, 'hosts'>> {
  presenter?: Presenter;
  /**
   * Where the graph remembers across visits (src/graph/persist.ts): restored here, before the first
   * render, and written when the browser is idle after new answers and when the page is left.
   */
  storage?: PersistStorage | null;
}

export interface Graph {
  client: ApolloClient;
  rest: RestClient;
  /**
   * Builds the whole executable schema now if no query has needed it yet. The entry calls it when the
   * first screen has its data and the browser is idle; a query before that builds it in its own task.
   */
  prepare(): void;
  /**
   * Runs a query before the screen that needs it has loaded (the entry's first-screen prefetch). When the
   * screen's own query arrives with the same document and variables, it takes this run's result instead
   * of executing again, and presents it as usual (error link); nothing is presented or cached here.
   * Resolves with the run's data (null when it failed or had none), so the screen's prefetch can start
   * the first image; never rejects.
   */
  prefetch<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData | null>;
  /**
   * Resolves once every prefetch started so far has been handed to the query that claimed it, or can no
   * longer be claimed (at once when there is none). The entry builds the whole schema after that, when
   * the browser is idle: a prefetch executes against a schema of just its query.
   */
  whenPrefetched(): Promise<void>;
}

/**
 * A screen's data prefetch (src/screens/<area>/*.prefetch.ts): given the route's parameters and query
 * string, it calls `prefetch` with the very document and variables the screen's first query will use.
 */
export type ScreenPrefetch = (prefetch: Graph['prefetch'], params: Readonly<Record<string, string | undefined>>, search: string) => void;

/** How long a prefetch's result waits for the query that claims it (then that query executes anew). */
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
  // The whole schema is built on first need (a query or prepare()), not while the entry evaluates. A
  // build that throws is not kept: the next need tries again.
  type Built = { schema: GraphQLSchema; link: SchemaLink };
  let built: Built | null = null;
  const prepare = (): Built => {
    if (!built) {
      const schema = createSchema();
      built = { schema, link: new SchemaLink({ schema, context: () => createGraphContext(rest) }) };
    }
    return built;
  };
  // Prefetched executions by document and variables, each taken once by the matching query.
  const prefetched = new Map<string, { result: Promise<ExecutionResult>; at: number; handOver: () => void }>();
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
    new ApolloLink((operation) => {
      // An unclaimed prefetch expires, so later operations stop paying for the comparison.
      for (const [key, entry] of prefetched) if (Date.now() - entry.at > PREFETCH_TTL_MS) prefetched.delete(key);
      const key = prefetched.size ? operationKey(operation.query, operation.variables) : '';
      const claimed = prefetched.get(key);
      if (!claimed) return prepare().link.request(operation);
      prefetched.delete(key);
      return new Observable<ApolloLink.Result>((observer) => {
        claimed.result.then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
            claimed.handOver();
          },
          (error: unknown) => {
            observer.error(error);
            claimed.handOver();
          },
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
  syncBuyerData(client);
  const pendingPrefetches = new Set<Promise<unknown>>();
  /**
   * What a prefetch executes against: the whole schema when it is built, else a schema of just what the
   * query reaches (firstQuerySchema: a few definitions instead of all, measured in decision note 077).
   * The whole schema can then wait until the first screen has its data (whenPrefetched).
   */
  const prefetchSchema = (query: DocumentNode): GraphQLSchema => {
    if (built) return built.schema;
    let partial: GraphQLSchema | null = null;
    try {
      partial = firstQuerySchema(query);
    } catch {
      // The whole schema answers instead.
    }
    return partial ?? prepare().schema;
  };

  function prefetch<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData | null> {
    try {
      // The document as Apollo sends it to the link (with __typename), so the cache can store the result.
      const query = client.cache.transformDocument(document);
      const schema = prefetchSchema(query);
      const result = Promise.resolve(execute({ schema, document: query, variableValues: variables, contextValue: createGraphContext(rest) }));
      // Under way until its result has been handed to the query that claims it, or until it can no
      // longer be claimed (PREFETCH_TTL_MS after it settled).
      let handOver!: () => void;
      const handedOver = new Promise<void>((resolve) => {
        handOver = resolve;
      });
      pendingPrefetches.add(handedOver);
      void handedOver.then(() => pendingPrefetches.delete(handedOver));
      const expire = () => void setTimeout(handOver, PREFETCH_TTL_MS);
      result.then(expire, expire);
      prefetched.set(operationKey(query, variables), { result, at: Date.now(), handOver });
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
    prepare: () => {
      prepare();
    },
    prefetch,
    whenPrefetched: () => Promise.allSettled([...pendingPrefetches]).then(() => undefined),
  };
}
