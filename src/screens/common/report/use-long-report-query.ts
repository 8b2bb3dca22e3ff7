// The query of a long report (the inspection's ~150 check points in 9 sections; the index with its
// flaws, sections and appraisal), issue #6: no main-thread task over 50 ms.
//
// Apollo stores a query's answer in its cache and reads it back in the very task the answer arrives:
// for ~160 nested objects that write and read are 20-45 ms of CPU on a cold page (the first query
// after start-up), on top of the rest of the GraphQL execution. This hook splits them apart:
//  - a report that is not in the cache yet loads with `no-cache`: the answer goes straight to the
//    screen (no write, no read back), whose body then renders in a background pass;
//  - once it is shown, the answer is written to the cache in a task of its own (a timer), so a later
//    visit (and anything else that reads the cache) finds it; only a complete answer without errors
//    is written, so a failed part is asked for again next time;
//  - a report that is already in the cache (a revisit) is read from it as usual (cache-first).
// Everything else (variables, skip, refetch, errors, loading) is useQuery's own.

import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';

export interface LongReportQueryOptions<TVariables> {
  variables: TVariables;
  skip?: boolean;
}

/** `cache-first` when the whole answer is in the cache already, `no-cache` otherwise. */
export function longReportFetchPolicy(inCache: boolean): 'cache-first' | 'no-cache' {
  return inCache ? 'cache-first' : 'no-cache';
}

// useQuery's overloads do not resolve for generic variables: the one used here, with the options the
// screens passed before plus the fetch policy.
type QueryHook<TData, TVariables extends OperationVariables> = (
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables: TVariables; skip: boolean; fetchPolicy: 'cache-first' | 'no-cache' },
) => useQuery.Result<TData, TVariables, 'empty' | 'complete' | 'streaming'>;

// Answers already written back (each once, also when the screen renders it again).
const written = new WeakSet<object>();

export function useLongReportQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: LongReportQueryOptions<TVariables>,
) {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  // Decided per report (variables), when the screen asks for it: is its whole answer cached?
  const fetchPolicy = useMemo(
    () => longReportFetchPolicy(!skip && client.readQuery<TData, TVariables>({ query: document, variables }) !== null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `variables` is represented by its key
    [client, document, key, skip],
  );
  const result = (useQuery as unknown as QueryHook<TData, TVariables>)(document, { variables, skip, fetchPolicy });
  const { data, error } = result;

  useEffect(() => {
    if (fetchPolicy !== 'no-cache' || skip || !data || error || written.has(data as object)) return;
    const answer = data as object;
    // A task of its own, after the one that delivered the answer; kept even if the screen goes away.
    setTimeout(() => {
      if (written.has(answer)) return;
      written.add(answer);
      client.writeQuery({ query: document, variables, data: answer as never });
    }, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `variables` is represented by its key
  }, [client, document, key, skip, fetchPolicy, data, error]);

  return result;
}
