// The router, built from the route table: every path and alias renders its lazily loaded screen
// inside its own error boundary; redirect entries are <Navigate replace> to internal paths only.
// The loaders come from context (the app passes src/routes/screen-loaders.ts; shell tests pass fakes).

import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Navigate, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { whenIdle } from '../platform/idle';
import { withPreloadError } from '../platform/preload-error';
import { internalRedirect } from '../routes/redirects';
import { matchRoute } from '../routes/match';
import { paths } from '../routes/paths';
import { routes, type RouteEntry, type ScreenLoader } from '../routes/route-table';
import { ChunkErrorView, ErrorBoundary, RouteErrorFallback } from './error-boundary';
import { RouteSkeleton } from './route-skeleton';

export type ScreenLoaders = Readonly<Record<string, ScreenLoader>>;

type LazyScreen = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * One lazy component per loader and retry attempt (React.lazy remembers a failed load forever), or the
 * screen's own component when it had loaded before the route first rendered it.
 */
class LazyScreens {
  private readonly cache = new Map<string, LazyScreen>();

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

  /** The screen's element, or null when no loader is known for the route. */
  element(entry: RouteEntry, attempt: number): ReactElement | null {
    const screen = this.get(entry, attempt);
    return screen ? createElement(screen) : null;
  }

  private get(entry: RouteEntry, attempt: number): LazyScreen | null {
    const load = this.loaders[entry.name];
    if (!load) return null;
    const key = `${entry.name}#${attempt}`;
    let screen = this.cache.get(key);
    if (!screen) {
      // Loaded already (the entry loads the first route's screen before its first render): rendered as
      // is, so the route shows it at once instead of its fallback first. A retry always loads again.
      const loaded = attempt === 0 ? load.loaded?.() : undefined;
      const guarded = withPreloadError(load, () => ChunkErrorView as ComponentType);
      screen = loaded ?? lazy(() => guarded().then((component) => ({ default: component })));
      this.cache.set(key, screen);
    }
    return screen;
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
    if (!next) return;
    let cancelled = false;
    void whenIdle().then(() => {
      if (!cancelled) for (const name of next) screens.preload(name, client);
    });
    return () => {
      cancelled = true;
    };
  }, [screens, route, client]);
}

function RouteView({ entry }: { entry: RouteEntry }) {
  const location = useLocation();
  const screens = useContext(ScreensContext);
  const [attempt, setAttempt] = useState(0);
  usePreloadNext(entry.name);
  const screen = screens.element(entry, attempt);
  if (!screen) return <Navigate replace to={paths.index()} />;
  return (
    <ErrorBoundary
      resetKey={`${location.pathname}${location.search}#${attempt}`}
      fallback={() => <RouteErrorFallback error={null} reset={() => setAttempt((value) => value + 1)} />}
    >
      <Suspense fallback={<RouteSkeleton />}>{screen}</Suspense>
    </ErrorBoundary>
  );
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
