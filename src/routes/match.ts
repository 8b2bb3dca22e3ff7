// Matching addresses against the route table with react-router's own ranking, so the nav bar, page
// titles and keep-alive agree with the router about which entry an address shows.

import { matchRoutes, type RouteObject } from 'react-router';
import { routes, type RouteEntry } from './route-table';

export type TableRouteObject = RouteObject & { handle: RouteEntry };

/** One route object per path and per alias; `handle` is the table entry. */
export const tableRouteObjects: TableRouteObject[] = routes.flatMap((entry) =>
  [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, handle: entry })),
);

export function matchEntry(pathname: string): RouteEntry | null {
  const matches = matchRoutes(tableRouteObjects, pathname);
  const leaf = matches?.[matches.length - 1];
  return (leaf?.route as TableRouteObject | undefined)?.handle ?? null;
}

export interface MatchedRoute {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

export function matchRoute(pathname: string): MatchedRoute | null {
  const matches = matchRoutes(tableRouteObjects, pathname);
  const leaf = matches?.[matches.length - 1];
  if (!leaf) return null;
  return { entry: (leaf.route as TableRouteObject).handle, params: leaf.params };
}

/** The names of the matched routes (the car detail's children also match their parent 'Car'). */
export function matchedRouteNames(pathname: string): string[] {
  const entry = matchEntry(pathname);
  if (!entry) return [];
  const names = [entry.name];
  if (entry.name !== 'Car' && entry.path.startsWith('/car/:id/')) names.unshift('Car');
  return names;
}
