// Matching addresses against the route table with react-router's own ranking, so the nav bar, page
// titles and keep-alive agree with the router about which entry an address shows.

import { matchRoutes, type RouteObject } from 'react-router';
import { routes, type RouteEntry } from './route-table';

export type TableRouteObject = RouteObject & { handle: RouteEntry };

/** One route object per path and per alias; `handle` is the table entry. */
export const tableRouteObjects: TableRouteObject[] = routes.flatMap((entry) =>
  [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, handle: entry })),
);

/**
 * Recent answers by pathname: the layout, the keep-alive outlet and the navigation effects all ask on
 * every render, and react-router's matchRoutes ranks the whole table and compiles its patterns per call.
 */
const recent = new Map<string, MatchedRoute | null>();
const RECENT_LIMIT = 32;

export function matchRoute(pathname: string): MatchedRoute | null {
  if (recent.has(pathname)) {
    const known = recent.get(pathname) ?? null;
    recent.delete(pathname);
    recent.set(pathname, known);
    return known;
  }
  const matches = matchRoutes(tableRouteObjects, pathname);
  const leaf = matches?.[matches.length - 1];
  const found = leaf ? { entry: (leaf.route as TableRouteObject).handle, params: Object.freeze({ ...leaf.params }) } : null;
  recent.set(pathname, found);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  return found;
}

export function matchEntry(pathname: string): RouteEntry | null {
  return matchRoute(pathname)?.entry ?? null;
}

export interface MatchedRoute {
  entry: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}

/** The names of the matched routes (the car detail's children also match their parent 'Car'). */
export function matchedRouteNames(pathname: string): string[] {
  const entry = matchEntry(pathname);
  if (!entry) return [];
  const names = [entry.name];
  if (entry.name !== 'Car' && entry.path.startsWith('/car/:id/')) names.unshift('Car');
  return names;
}
