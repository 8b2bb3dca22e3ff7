// The router, built from the route table: every path and alias renders its lazily loaded screen
// inside its own error boundary; redirect entries are <Navigate replace> to internal paths only.
// The loaders come from context (the app passes src/routes/screen-loaders.ts; shell tests pass fakes).

import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { Navigate, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { withPreloadError } from '../platform/preload-error';
import { internalRedirect } from '../routes/redirects';
import { routeCandidates } from '../routes/match';
import { paths, routes, type RouteEntry, type ScreenLoader } from '../routes/route-table';
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

function RouteView({ entry }: { entry: RouteEntry }) {
  const location = useLocation();
  const screens = useContext(ScreensContext);
  const [attempt, setAttempt] = useState(0);
  const screen = screens.element(entry, attempt);
  if (!screen) return <Navigate replace to={paths.index()} />;
  return (
    <ErrorBoundary
      resetKey={`${location.pathname}${location.search}#${attempt}`}
      fallback={() => <RouteErrorFallback error={null} reset={() => setAttempt((value) => value + 1)} />}
    >
      <Suspense fallback={<RouteSkeleton />}>
        {screen}
      </Suspense>
    </ErrorBoundary>
  );
}

function elementFor(entry: RouteEntry): ReactElement {
  if (entry.redirectTo !== undefined || !entry.screen) return <Navigate replace to={internalRedirect(entry.redirectTo)} />;
  return <RouteView entry={entry} />;
}

/** Route objects for useRoutes: the path and each alias of every entry. */
export const appRouteObjects: RouteObject[] = routes.flatMap((entry) => {
  const element = elementFor(entry);
  return [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, element }));
});

const appCandidates = routeCandidates(appRouteObjects);

/**
 * Renders the screen for `location` (a kept-alive view passes its own, frozen location). useRoutes is
 * given only the route objects that can match the pathname (routeCandidates), with the same answer.
 */
export function AppRoutes({ location }: { location?: Location }) {
  const current = useLocation();
  return useRoutes(appCandidates((location ?? current).pathname) as RouteObject[], location);
}
