// Composition only: providers, the router and the layout. The browser's history by default; tests
// and the QA studio pass `router={{ initialEntries }}` for an in-memory history.
// Navigations are not transitions (`useTransitions={false}`): a tap renders the page it opens in the
// tap's own task and the next frame shows it, instead of React rendering it in slices between frames
// that repaint the old page (tap to content 32-78 ms faster at 4x CPU in three paired runs; decision
// note 143). A screen whose code has not arrived shows its route skeleton at once.

import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import type { Graph } from '../graph/client';
import { keepLocale, LocaleProvider, type Locale } from '../i18n/i18n';
import { AppServicesProvider, type AppServices } from '../platform/app-services';
import type { ShellEnvironment } from '../platform/device';
import { ToastProvider } from '../ui/toast-provider';
import { ErrorBoundary, RootErrorFallback } from './error-boundary';
import { AppLayout } from './layout';
import { ScreensProvider, type ScreenLoaders } from './router';
import { defaultShellServices, ShellProvider, type NavigationInfo } from './shell-context';

export interface MemoryRouterOptions {
  initialEntries: string[];
  initialIndex?: number;
}

export interface AppProps {
  graph: Pick<Graph, 'client'>;
  /** This app's stateful services (src/app/services.ts); disposed when the app unmounts. */
  services: AppServices;
  /** The lazy screen loaders by route name (src/routes/screen-loaders.ts). */
  screens: ScreenLoaders;
  locale?: Locale;
  /** Device flags and embedding, from the boot machine. */
  env?: ShellEnvironment;
  /** After every navigation (page view, share card). */
  onNavigate?: (info: NavigationInfo) => void;
  /** An in-memory history instead of the browser's. */
  router?: MemoryRouterOptions;
  /** Rendered inside the router next to the layout (tests use it to reach useNavigate). */
  children?: ReactNode;
}

export function App({
  graph,
  services,
  screens,
  locale: initialLocale = 'zh-CN',
  env = defaultShellServices.env,
  onNavigate,
  router,
  children,
}: AppProps) {
  // The visitor's language: from the address or the browser at start, then the switch in the bar; the
  // choice is kept for the visit and written to <html lang> (the graph's error words read it there).
  const [locale, setLocale] = useState(initialLocale);
  const switchLocale = useCallback((next: Locale) => {
    setLocale(next);
    document.documentElement.lang = next;
    keepLocale(next);
  }, []);
  // The app owns its services: when it goes (a test's end), they stop listening to the window.
  useEffect(() => () => services.dispose(), [services]);
  const content = (
    <>
      <AppLayout />
      {children}
    </>
  );
  return (
    <LocaleProvider locale={locale} onChange={switchLocale}>
      <AppServicesProvider services={services}>
        <ErrorBoundary fallback={() => <RootErrorFallback />}>
          <ApolloProvider client={graph.client}>
            <ToastProvider>
              <ShellProvider value={{ env, onNavigate }}>
                <ScreensProvider loaders={screens}>
                  {router ? (
                    <MemoryRouter
                      initialEntries={router.initialEntries}
                      initialIndex={router.initialIndex}
                      useTransitions={false}
                    >
                      {content}
                    </MemoryRouter>
                  ) : (
                    <BrowserRouter useTransitions={false}>{content}</BrowserRouter>
                  )}
                </ScreensProvider>
              </ShellProvider>
            </ToastProvider>
          </ApolloProvider>
        </ErrorBoundary>
      </AppServicesProvider>
    </LocaleProvider>
  );
}
