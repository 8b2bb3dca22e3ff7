// The map of the site, read from the route table: for every route, how a visitor gets there (each
// entry's `reach`). Either the routes whose pages link to it (`from`), or why it needs no link
// (`entry`): a page people open from outside the storefront (an SMS, a WeChat menu or message), the
// start page, or a path that only redirects. tests/routes/site-map.test.ts checks the names it gives;
// the browser test tests/e2e/site-map.e2e.test.ts follows the real links from / and fails when a
// route that is not an entry cannot be reached within four taps.

import { routes, type Reach } from './route-table';

export const siteMap: Readonly<Record<string, Reach>> = Object.fromEntries(
  routes.map((route) => [route.name, route.reach]),
);

/** Routes a visitor must be able to reach by following links from / (every route that is not an entry). */
export function linkedRoutes(): string[] {
  return Object.entries(siteMap)
    .filter(([, entry]) => entry.entry === undefined)
    .map(([name]) => name);
}
