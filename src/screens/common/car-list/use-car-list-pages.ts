// The pages of a car list: the first from the Apollo cache (shown at once and refreshed behind it) or the
// network, rendered in a background pass when it arrives; the next ones asked for as the sentinel under
// the last car comes near (or by its button), one at a time, never while the list is kept hidden.

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { CarFilterInput } from '../../../domain/list-filters';
import { revalidate } from '../../../graph/persist';
import { LOAD_AHEAD_MARGIN } from '../../../platform/load-ahead';
import { useViewShown } from '../../../platform/view-shown';
import { carListVariables } from './car-list-query';
import { CarListDocument } from './car-list.generated';

export type MoreState = 'idle' | 'loading' | 'error';

export function useCarListPages(scope: Pick<CarFilterInput, 'category' | 'wholesale'>, search: string) {
  // The same variables as the entry's prefetch of this page (car-list-query.ts), so it is claimed.
  const variables = useMemo(() => carListVariables(scope, search), [scope, search]);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(CarListDocument, {
    variables,
    notifyOnNetworkStatusChange: false,
  });
  // A list the device kept shows at once and is refreshed behind it.
  const client = useApolloClient();
  useEffect(() => revalidate(client, CarListDocument, variables), [client, variables]);
  // A page of cards is a large render: when data arrives it renders in a background pass that yields
  // to the browser (the skeleton, or the list as it was, stays meanwhile); a list in the cache shows at once.
  // While new filters' first page is on its way, the page of the filters before stays on show, marked
  // out of date (`stale`): the cards it shares with the new page are then kept, not drawn anew.
  const arrived = data?.cars;
  const held = arrived ?? (loading ? previousData?.cars : undefined);
  const filterKey = useMemo(() => JSON.stringify(variables), [variables]);
  const asked = useMemo(
    () => (held ? { cars: held, filterKey: held === arrived ? filterKey : null } : undefined),
    [held, arrived, filterKey],
  );
  const rendered = useDeferredValue(asked);
  const page = rendered?.cars;
  const stale = rendered !== undefined && rendered.filterKey !== filterKey;
  const items = useMemo(() => page?.items ?? [], [page?.items]);

  // Loading further pages.
  const [more, setMore] = useState<MoreState>('idle');
  const busy = useRef(false);
  // The next page follows the last one the cache holds (`arrived`), not the one rendered so far: the
  // rendered pages lag behind in their background pass, and a page asked for from them could be one
  // that has just arrived (pages 1, 2, 3, 3).
  const loadMore = useCallback(async () => {
    if (!arrived?.hasMore || busy.current) return;
    busy.current = true;
    setMore('loading');
    try {
      const result = await fetchMore({ variables: { page: arrived.page + 1 } });
      setMore(result.error ? 'error' : 'idle');
    } catch {
      setMore('error');
    } finally {
      busy.current = false;
    }
  }, [fetchMore, arrived?.hasMore, arrived?.page]);

  useEffect(() => setMore('idle'), [variables]);

  // A list kept hidden under the next page loads no more until it shows again.
  const shown = useViewShown();
  const sentinel = useRef<HTMLDivElement | null>(null);
  // Nor while the list shows the cards of the filters before: the sentinel is not there then, and the one
  // under the new page is observed once it is (`stale` turning false, whatever the new page's length).
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !shown || stale || typeof IntersectionObserver === 'undefined' || !page?.hasMore || more !== 'idle')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, page?.hasMore, more, items.length, shown, stale]);

  return { page, stale, items, arrived, loading, error, refetch, more, loadMore, sentinel };
}
