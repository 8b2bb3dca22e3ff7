// The router, built from the route table: every path and alias renders its lazily loaded screen
// inside its own error boundary; redirect entries are <Navigate replace> to internal paths only.
// The loaders come from context (the app passes src/routes/screen-loaders.ts; shell tests pass fakes).

import {
  createContext,
  createElement,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Navigate, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { atIdle } from '../platform/idle';
import { withPreloadError } from '../platform/preload-error';
import { useChunk, type ChunkSource } from '../platform/use-chunk';
import { internalRedirect } from '../routes/redirects';
import { matchRoute } from '../routes/match';
import { paths } from '../routes/paths';
import { routes, type RouteEntry, type ScreenLoader } from '../routes/route-table';
import { ChunkErrorView, ErrorBoundary, RouteErrorFallback } from './error-boundary';
import { RouteSkeleton } from './route-skeleton';

export type ScreenLoaders = Readonly<Record<string, ScreenLoader>>;

/**
 * The screens by loader and retry attempt: a screen's component once its code is in, kept per attempt (a
 * retry always loads again; a loader may remember a failed load).
 */
class LazyScreens {
  private readonly cache = new Map<string, ComponentType>();

  constructor(private readonly loaders: ScreenLoaders) {}

  /**
   * Starts loading a screen's chunk before its route is visited, and readies its first query (a failure
   * of either is left to the visit).
   */
  preload(name: string, client: ApolloClient): void {
    const load = this.loaders[name];
    load?.().catch(() => undefined);
    load?.warm?.(client).catch(() => undefined);
  }

  /** Whether a loader is known for the route. */
  has(entry: RouteEntry): boolean {
    return Boolean(this.loaders[entry.name]);
  }

  /**
   * The screen's component when its code is in: loaded by this route before, or by the entry or a
   * preload before the route first rendered it (attempt 0 only).
   */
  ready(entry: RouteEntry, attempt: number): ComponentType | null {
    const key = `${entry.name}#${attempt}`;
    const known = this.cache.get(key);
    if (known) return known;
    const loaded = attempt === 0 ? this.loaders[entry.name]?.loaded?.() : undefined;
    if (loaded) this.cache.set(key, loaded);
    return loaded ?? null;
  }

  /** Loads the screen's code; a failed chunk the app handles (a new deploy) gives the chunk error view. */
  async load(entry: RouteEntry, attempt: number): Promise<ComponentType> {
    const load = this.loaders[entry.name];
    if (!load) throw new Error(`No screen loader for the route ${entry.name}`);
    const screen = await withPreloadError(load, () => ChunkErrorView as ComponentType)();
    this.cache.set(`${entry.name}#${attempt}`, screen);
    return screen;
  }

  /** The screen's chunk for one attempt of a route, as useChunk takes it. */
  source(entry: RouteEntry, attempt: number): ChunkSource<ComponentType> {
    return { load: () => this.load(entry, attempt), loaded: () => this.ready(entry, attempt) };
  }
}

const ScreensContext = createContext<LazyScreens>(new LazyScreens({}));

export function ScreensProvider({ loaders, children }: { loaders: ScreenLoaders; children: ReactElement }) {
  const screens = useMemo(() => new LazyScreens(loaders), [loaders]);
  return <ScreensContext.Provider value={screens}>{children}</ScreensContext.Provider>;
}

/**
 * Screens loaded once the browser is idle after the route's screen has painted, their first query
 * readied, so a tap on a link to one renders it in the tap's own frame, with what the cache knows (the
 * car page from a list of cars).
 */
const NEXT_SCREENS: Readonly<Record<string, readonly string[]>> = {
  Index: ['Car'],
  StandardDiscount: ['Car'],
  NuonMomentIndex: ['NuonMomentDetail'],
  NuonMomentTopic: ['NuonMomentDetail'],
  NuonMomentUser: ['NuonMomentDetail'],
};

function usePreloadNext(route: string): void {
  const screens = useContext(ScreensContext);
  const client = useApolloClient();
  useEffect(() => {
    const next = NEXT_SCREENS[route];
    if (!next) return undefined;
    return atIdle(() => {
      for (const name of next) screens.preload(name, client);
    });
  }, [screens, route, client]);
}

function RouteView({ entry }: { entry: RouteEntry }) {
  const location = useLocation();
  const screens = useContext(ScreensContext);
  const [attempt, setAttempt] = useState(0);
  usePreloadNext(entry.name);
  if (!screens.has(entry)) return <Navigate replace to={paths.index()} />;
  return (
    <ErrorBoundary
      resetKey={`${location.pathname}${location.search}#${attempt}`}
      fallback={() => <RouteErrorFallback error={null} reset={() => setAttempt((value) => value + 1)} />}
    >
      <RouteScreen screens={screens} entry={entry} attempt={attempt} />
    </ErrorBoundary>
  );
}

/**
 * The route's screen once its code is in, its skeleton until then: waited for in state, not by suspending
 * (src/platform/use-chunk.ts says why). A load that fails is thrown here, to the route's error boundary.
 */
function RouteScreen({ screens, entry, attempt }: { screens: LazyScreens; entry: RouteEntry; attempt: number }) {
  const source = useMemo(() => screens.source(entry, attempt), [screens, entry, attempt]);
  const chunk = useChunk(source, attempt);
  if (chunk.status === 'failed') throw chunk.error;
  if (chunk.status !== 'ready') return <RouteSkeleton />;
  // A screen that suspends inside (none does today) still has its skeleton.
  return <Suspense fallback={<RouteSkeleton />}>{createElement(chunk.value)}</Suspense>;
}

function elementFor(entry: RouteEntry): ReactElement {
  if (entry.redirectTo !== undefined || !entry.screen)
    return <Navigate replace to={internalRedirect(entry.redirectTo)} />;
  return <RouteView entry={entry} />;
}

/** Each route object by its entry's name and its pattern, as the route table's matching names them. */
const appRouteByPattern = new Map<string, RouteObject>();
const patternKey = (name: string, path: string) => `${name} ${path}`;

/** Route objects for useRoutes: the path and each alias of every entry. */
export const appRouteObjects: RouteObject[] = routes.flatMap((entry) => {
  const element = elementFor(entry);
  return [entry.path, ...(entry.aliases ?? [])].map((path) => {
    const object = { path, element };
    if (!appRouteByPattern.has(patternKey(entry.name, path)))
      appRouteByPattern.set(patternKey(entry.name, path), object);
    return object;
  });
});

/**
 * The route object that renders a pathname, alone, or none: the one of the entry and pattern the route
 * table's matching found (routes/match.ts, which remembers its answers). The route objects are flat (no
 * children), so useRoutes given it alone renders the same element with the same params, compiling one
 * pattern instead of every candidate's (tests/routes/match.test.ts).
 */
export function appRoutesFor(pathname: string): RouteObject[] {
  const match = matchRoute(pathname);
  const object = match && appRouteByPattern.get(patternKey(match.entry.name, match.path));
  return object ? [object] : [];
}

/** Renders the screen for `location` (a kept-alive view passes its own, frozen location). */
export function AppRoutes({ location }: { location?: Location }) {
  const current = useLocation();
  return useRoutes(appRoutesFor((location ?? current).pathname), location);
}
