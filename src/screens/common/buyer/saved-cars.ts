// The buyer's saved cars as the screens show them: whether a car is saved (every save toggle) and how
// many are (the header's link). One watch of the graph's Query.buyerState per Apollo client (one app,
// or one test) feeds them all, and each reads one value from it, so a card renders again only when its
// own car is saved or unsaved. The watch starts once the first screen has been shown
// (src/platform/first-screen-shown.ts); until then nothing is saved.
//
// Not a useQuery per component (issue 36): Apollo sets up a query's watch, and works through its
// document, even while the query is skipped, and on a cold `/` the header's count and the toggles of
// every card did so before the first card's photo (paired at 4x CPU: about 40 ms of the page's thread
// time to LCP for the toggles, and 25 ms for the header and the filter names; docs/performance.md).

import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import { useFirstScreenShown } from '../../../platform/first-screen-shown';
import { BuyerStateDocument } from './buyer-state.generated';

interface Saved {
  ids: ReadonlySet<string>;
  count: number;
  /** Cars with a reservation made on this device. */
  reserved: ReadonlySet<string>;
}

interface SavedWatch {
  saved: Saved;
  listeners: Set<() => void>;
}

const NOTHING: Saved = { ids: new Set(), count: 0, reserved: new Set() };
const watches = new WeakMap<ApolloClient, SavedWatch>();

/** The client's watch of the saved cars, started now if it had not been. */
function watchOf(client: ApolloClient): SavedWatch {
  const existing = watches.get(client);
  if (existing) return existing;
  const watch: SavedWatch = { saved: NOTHING, listeners: new Set() };
  watches.set(client, watch);
  client.watchQuery({ query: BuyerStateDocument }).subscribe(({ data }) => {
    // An answer that failed or has not come yet leaves what was known.
    const state = data?.buyerState;
    if (!state?.savedCarIds) return;
    watch.saved = {
      ids: new Set(state.savedCarIds),
      count: state.savedCount ?? state.savedCarIds.length,
      reserved: new Set(state.reservedCarIds ?? []),
    };
    for (const listener of [...watch.listeners]) listener();
  });
  return watch;
}

function useSaved<T>(select: (saved: Saved) => T): T {
  const client = useApolloClient();
  const shown = useFirstScreenShown();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!shown) return () => undefined;
      const { listeners } = watchOf(client);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    [client, shown],
  );
  const read = () => select(watches.get(client)?.saved ?? NOTHING);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the car is saved (false until the graph has answered, asked once the first screen is shown). */
export function useIsSaved(id: string): boolean {
  return useSaved((saved) => saved.ids.has(id));
}

/** Whether a reservation of the car was made on this device (false until the graph has answered). */
export function useHasKeptReservation(id: string | null): boolean {
  return useSaved((saved) => id !== null && saved.reserved.has(id));
}

/** How many cars are saved (0 until the graph has answered). */
export function useSavedCount(): number {
  return useSaved((saved) => saved.count);
}
