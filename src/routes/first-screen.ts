// What the entry starts before React renders, for the route the visit starts on: the screen's chunk
// and the resolver areas it queries, side by side.

import type { ScreenLoader } from './route-table';
import { matchRoute } from './match';
import { screenLoaders } from './screen-loaders';

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
