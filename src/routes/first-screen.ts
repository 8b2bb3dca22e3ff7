// What the entry starts before React renders, for the route the visit starts on: the screen's chunk
// and the resolver areas it queries (side by side), and, where the screen has one, its data prefetch,
// so the first REST request leaves while the screen's code is still downloading.

import type { Graph, ScreenPrefetch } from '../graph/client';
import type { ScreenLoader } from './route-table';
import { matchRoute } from './match';
import { screenLoaders, screenPrefetches } from './screen-loaders';

export interface StartLocation {
  pathname: string;
  search: string;
}

/**
 * Starts loading the first route's screen chunk (and its resolver areas). Resolves when it has loaded,
 * or failed (a failure is left to the router), at once when the route has no screen; never rejects.
 */
export function preloadFirstScreen(
  location: StartLocation,
  loaders: Readonly<Record<string, ScreenLoader>> = screenLoaders,
): Promise<void> {
  const match = matchRoute(location.pathname);
  const load = match ? loaders[match.entry.name] : undefined;
  if (!load) return Promise.resolve();
  return load().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Runs the first route's data prefetch, if it has one. Resolves when the prefetch has been started;
 * never rejects (without it the screen's query simply fetches as usual).
 */
export async function prefetchFirstScreen(
  graph: Pick<Graph, 'prefetch'>,
  location: StartLocation,
  prefetches: Readonly<Record<string, () => Promise<ScreenPrefetch>>> = screenPrefetches,
): Promise<void> {
  const match = matchRoute(location.pathname);
  const load = match ? prefetches[match.entry.name] : undefined;
  if (!match || !load) return;
  try {
    const prefetch = await load();
    prefetch(graph.prefetch, match.params, location.search);
  } catch {
    // The screen's own query fetches.
  }
}
