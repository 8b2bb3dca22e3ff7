// renderApp(path, options): the real <App/> (providers, router, layout, nav bar, keep-alive, effects)
// with the real screens, over a test graph (createTestGraph) and an in-memory history. Screen tests
// use it to render a route as a visitor reaches it, and to navigate the way the app does:
//
//   const app = renderApp('/car/101?category=premium', { locale: 'en', flags: { wechat: true } });
//   await screen.findByRole('heading', { name: … });
//   app.navigate('/discount?category=discount');   // or app.navigate(-1) to go back
//   app.location().search; app.navigations.at(-1)?.title; app.graph.requests; app.graph.alerts

import type { ScreenLoaders } from '../../src/app/router';
import { screenLoaders } from '../../src/routes/screen-loaders';
import { renderShell, type RenderAppOptions, type RenderAppResult } from '../app/render-shell';

export type { RenderAppOptions, RenderAppResult };

export function renderApp(
  path: string,
  options: Omit<RenderAppOptions, 'screens'> & { screens?: ScreenLoaders } = {},
): RenderAppResult {
  return renderShell(path, { ...options, screens: options.screens ?? screenLoaders });
}
