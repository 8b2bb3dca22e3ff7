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
 * How many segments a path pattern can match, [least, most]: its segments, and no most after a splat.
 * Anything but plain segments and parameters (an optional segment, a * inside a segment) can match any
 * number, so react-router decides.
 */
function segmentRange(path: string): readonly [number, number] {
  const segments = path.split('/').filter((segment) => segment !== '');
  const splat = segments[segments.length - 1] === '*';
  const fixed = splat ? segments.slice(0, -1) : segments;
  if (path.includes('//') || fixed.some((segment) => segment.includes('*') || segment.includes('?')))
    return [0, Infinity];
  return [fixed.length, splat ? Infinity : fixed.length];
}

/**
 * A pathname's segments, as react-router's patterns count them: a parameter never matches an empty
 * segment, and trailing slashes match nothing ('/car/C1/' has two, '/' none).
 */
function segmentCount(path: string): number {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? 0 : trimmed.split('/').length - 1;
}

/**
 * For a list of route objects, a function from a pathname to the ones that can match it: those whose
 * first segment is the pathname's or dynamic, and that have as many segments as it, in their original
 * order. react-router's matchRoutes flattens, ranks and compiles every route object it is given on
 * each call (about a hundred here: a few milliseconds of a phone's start-up; thirty under /car/ alone,
 * on every tap of a car); given the candidates alone, it ranks them the same way and gives the same
 * answer (the car page gets two: its own and the not-found page). The pathname's first segment is
 * compared as react-router compares it (decoded, ignoring ASCII case); a segment that does not decode
 * or is not plain ASCII gets every route, so nothing that could match is left out.
 */
export function routeCandidates<T extends { path?: string }>(
  objects: readonly T[],
): (pathname: string) => readonly T[] {
  const firsts = objects.map((object) => staticFirstSegment(object.path ?? ''));
  const ranges = new Map(objects.map((object) => [object, segmentRange(object.path ?? '')]));
  const dynamic = objects.filter((_, index) => firsts[index] === null);
  const byFirst = new Map<string, T[]>();
  for (const first of new Set(firsts)) {
    if (first !== null)
      byFirst.set(
        first,
        objects.filter((_, index) => firsts[index] === first || firsts[index] === null),
      );
  }
  // Past the longest pattern every count has the same candidates: one entry stands for them all.
  const longest = Math.max(0, ...[...ranges.values()].map(([, most]) => (Number.isFinite(most) ? most : 0)));
  const byCount = new Map<readonly T[], Map<number, readonly T[]>>();
  const withCount = (group: readonly T[], count: number): readonly T[] => {
    let counts = byCount.get(group);
    if (!counts) byCount.set(group, (counts = new Map()));
    let found = counts.get(count);
    if (!found) {
      found = group.filter((object) => {
        const [least, most] = ranges.get(object) as readonly [number, number];
        return least <= count && count <= most;
      });
      counts.set(count, found);
    }
    return found;
  };
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
    return withCount(byFirst.get(first.toLowerCase()) ?? dynamic, Math.min(segmentCount(path), longest + 1));
  };
}

/**
 * `answer` for a pathname, remembered for the most recently asked pathnames: the router, the layout, the
 * keep-alive outlet and the navigation effects all ask on every render, and react-router's matchRoutes
 * ranks the candidates and compiles their patterns again on each call.
 */
export function recentByPathname<T>(answer: (pathname: string) => T, limit = 32): (pathname: string) => T {
  const recent = new Map<string, T>();
  return (pathname) => {
    if (recent.has(pathname)) {
      const known = recent.get(pathname) as T;
      recent.delete(pathname);
      recent.set(pathname, known);
      return known;
    }
    const found = answer(pathname);
    recent.set(pathname, found);
    if (recent.size > limit) recent.delete(recent.keys().next().value as string);
    return found;
  };
}

const tableCandidates = routeCandidates(tableRouteObjects);

export const matchRoute: (pathname: string) => MatchedRoute | null = recentByPathname((pathname) => {
  const matches = matchRoutes(tableCandidates(pathname) as TableRouteObject[], pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf
    ? {
        entry: (leaf.route as TableRouteObject).handle,
        path: leaf.route.path ?? '',
        params: Object.freeze({ ...leaf.params }),
      }
    : null;
});

export function matchEntry(pathname: string): RouteEntry | null {
  return matchRoute(pathname)?.entry ?? null;
}

/** The route table's name of an address, never the address itself ('Unknown' for none): field reports. */
export function routeNameOf(url: string): string {
  try {
    return matchEntry(new URL(url, 'http://localhost').pathname)?.name ?? 'Unknown';
  } catch {
    return 'Unknown';
  }
}

export interface MatchedRoute {
  entry: RouteEntry;
  /** The pattern that matched: the entry's path or one of its aliases. */
  path: string;
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
