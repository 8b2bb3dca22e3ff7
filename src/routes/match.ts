// Matching addresses against the route table with react-router's own ranking, so the nav bar, page
// titles and keep-alive agree with the router about which entry an address shows.

import { matchRoutes, type RouteObject } from 'react-router';
import { routes, type RouteEntry } from './route-table';

export type TableRouteObject = RouteObject & { handle: RouteEntry };

/** One route object per path and per alias; `handle` is the table entry. */
export const tableRouteObjects: TableRouteObject[] = routes.flatMap((entry) =>
  [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, handle: entry })),
);

const ASCII_SEGMENT = /^[\x20-\x7e]*$/;

/** A route path's first segment, lower-cased; null when it is dynamic (a parameter, a splat or optional). */
function staticFirstSegment(path: string): string | null {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return first.startsWith(':') || first.includes('*') || first.endsWith('?') ? null : first.toLowerCase();
}

/**
 * For a list of route objects, a function from a pathname to the ones that can match it: those whose
 * first segment is the pathname's and those whose first segment is dynamic, in their original order.
 * react-router's matchRoutes flattens, ranks and compiles every route object it is given on each call
 * (about a hundred here: a few milliseconds of a phone's start-up, and again on every render of the
 * routes); given the candidates alone, it ranks them the same way and gives the same answer. The
 * pathname's segment is compared as react-router compares it (decoded, ignoring ASCII case); a segment
 * that does not decode or is not plain ASCII gets every route, so nothing that could match is left out.
 */
export function routeCandidates<T extends { path?: string }>(objects: readonly T[]): (pathname: string) => readonly T[] {
  const firsts = objects.map((object) => staticFirstSegment(object.path ?? ''));
  const dynamic = objects.filter((_, index) => firsts[index] === null);
  const byFirst = new Map<string, T[]>();
  for (const first of new Set(firsts)) {
    if (first !== null) byFirst.set(first, objects.filter((_, index) => firsts[index] === first || firsts[index] === null));
  }
  return (pathname) => {
    // As matchRoutes reads a location string: the path ends where its search or hash begins.
    const path = pathname.split(/[?#]/, 1)[0] ?? '';
    if (!path.startsWith('/')) return objects;
    let first: string;
    try {
      first = decodeURIComponent(path.slice(1).split('/')[0] ?? '');
    } catch {
      return objects;
    }
    if (!ASCII_SEGMENT.test(first)) return objects;
    return byFirst.get(first.toLowerCase()) ?? dynamic;
  };
}

const tableCandidates = routeCandidates(tableRouteObjects);

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
  const matches = matchRoutes(tableCandidates(pathname) as TableRouteObject[], pathname);
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
