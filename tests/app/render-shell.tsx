// The shell under test: the real <App/> with the given screen loaders, a test graph and an
// in-memory history. tests/support/app.tsx adds the real screens (renderApp); the shell's own tests
// pass small fake screens so they do not depend on any screen module.

import { act, render, type RenderResult } from '@testing-library/react';
import { useLocation, useNavigate, type Location, type NavigateOptions, type To } from 'react-router';
import { vi } from 'vitest';
import { App } from '../../src/app/app';
import type { ScreenLoaders } from '../../src/app/router';
import type { NavigationInfo } from '../../src/app/shell-context';
import type { Locale } from '../../src/i18n/i18n';
import { desktopFlags, type DeviceFlags } from '../../src/platform/device';
import { createTestGraph, type TestGraph } from '../support/graph';

export interface RenderAppOptions {
  graph?: TestGraph;
  locale?: Locale;
  /** Device flags to merge over a desktop browser's. */
  flags?: Partial<DeviceFlags>;
  /** Framed by an internal business-system host. */
  embedded?: boolean;
  screens: ScreenLoaders;
  /** More history entries before `path` (for back navigation). */
  history?: string[];
}

export interface RenderAppResult extends RenderResult {
  graph: TestGraph;
  /** Every navigation the shell announced (title and address), in order. */
  navigations: NavigationInfo[];
  /** Navigates like a link or useNavigate (wrapped in act). */
  navigate(to: To | number, options?: NavigateOptions): void;
  /** The router's current location. */
  location(): Location;
}

export function renderShell(path: string, options: RenderAppOptions): RenderAppResult {
  const graph = options.graph ?? createTestGraph();
  const navigations: NavigationInfo[] = [];
  const router: { navigate: ReturnType<typeof useNavigate> | null; location: Location | null } = {
    navigate: null,
    location: null,
  };

  // jsdom has no layout: scrolling is a no-op here (the shell calls both on every navigation).
  if (!vi.isMockFunction(window.scrollTo)) vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  }

  function RouterProbe() {
    router.navigate = useNavigate();
    router.location = useLocation();
    return null;
  }

  const entries = [...(options.history ?? []), path];
  const result = render(
    <App
      graph={graph}
      services={graph.services}
      screens={options.screens}
      locale={options.locale ?? 'zh-CN'}
      env={{ flags: { ...desktopFlags, ...options.flags }, embedded: options.embedded ?? false }}
      onNavigate={(info) => navigations.push(info)}
      router={{ initialEntries: entries, initialIndex: entries.length - 1 }}
    >
      <RouterProbe />
    </App>,
  );

  return {
    ...result,
    graph,
    navigations,
    navigate(to, navigateOptions) {
      act(() => {
        if (!router.navigate) throw new Error('router not ready');
        if (typeof to === 'number') void router.navigate(to);
        else void router.navigate(to, navigateOptions);
      });
    },
    location() {
      if (!router.location) throw new Error('router not ready');
      return router.location;
    },
  };
}
