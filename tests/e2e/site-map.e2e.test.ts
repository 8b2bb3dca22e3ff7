// The site map in a real browser: starting at /, follow the real <a href> links breadth first (same
// origin, mock data) and fail when a route the site map says is reached by links (every route that
// is not an entry point) cannot be reached within four taps. Once per route pattern, axe's landmark
// rules: one top-level <main>, unique landmarks. No console errors on the way.
//
// Kept fast (it took seven minutes when it loaded every link it met cold, twice per route): the app
// is loaded once and every further page is opened in the same tab the way a tapped link opens it (a
// history entry the router follows), so a visit costs the screen's own render and queries, not the
// app's start and the mock API's service worker. Each route pattern is opened once; another address
// of the same pattern only while a route still unreached is said by the site map to be linked from
// that pattern (the car page links its video page only when the car has a video, so further cars are
// tried then). The mock API answers without its usual simulated latency, and pictures and video are
// not waited for. Opening each page cold is the other browser tests' business.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { matchEntry } from '../../src/routes/match';
import { linkedRoutes, siteMap } from '../../src/routes/site-map';
import { baseUrl, goto, newPage, realErrors } from './support/browser';

const MAX_TAPS = 4;
/** However many addresses of one pattern could still lead somewhere new, at most this many are opened. */
const MAX_VISITS_PER_ROUTE = 6;
const LANDMARK_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
];
/** Requests a page is not ready without (pictures, video and fonts are not). */
const WAITED_FOR = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
/** How long nothing may be loading or busy before a page counts as rendered. */
const QUIET_MS = 250;
const SETTLE_LIMIT_MS = 10_000;

/** Counts the page's requests in flight that its rendering waits for. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  const waited = (request: { resourceType: () => string }) => WAITED_FOR.has(request.resourceType());
  page.on('request', (request) => {
    if (waited(request)) inFlight += 1;
  });
  const done = (request: { resourceType: () => string }) => {
    if (waited(request)) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Records in the page when its DOM last changed (nodes or text), for settle(). */
async function watchMutations(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { lastMutation: number };
    w.lastMutation = performance.now();
    new MutationObserver(() => {
      w.lastMutation = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Until the page has changed since `since` (page time) and then nothing has loaded, nothing shown has
 * been busy and nothing has been added to the page for QUIET_MS: the screen's chunk, its queries, and
 * the lower sections long pages render in later tasks (some aria-busy while they do, some not).
 */
async function settle(page: Page, inFlight: () => number, since: number) {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    await page.waitForTimeout(50);
    const state = await page.evaluate(() => ({
      now: performance.now(),
      lastMutation: (window as unknown as { lastMutation: number }).lastMutation,
      busy: [...document.querySelectorAll('[aria-busy="true"]')].some((element) => element.checkVisibility()),
    }));
    const changed = state.lastMutation > since;
    if (changed && inFlight() === 0 && !state.busy && state.now - state.lastMutation >= QUIET_MS) return;
    if (Date.now() > deadline) return;
  }
}

/** Opens an address in the running app as a tapped link does: a new history entry the router follows. Returns the page time before. */
async function follow(page: Page, path: string): Promise<number> {
  return page.evaluate((to) => {
    const before = performance.now();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return before;
  }, path);
}

/** Same-origin link targets on the page as shown (lists kept hidden for a later back are not). */
async function sameOriginLinks(page: Page): Promise<string[]> {
  const origin = new URL(baseUrl()).origin;
  const hrefs = await page.$$eval('a[href]', (anchors) =>
    anchors
      .filter((anchor) => anchor.closest('[data-kept-view]')?.checkVisibility() !== false)
      .map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  const out = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin === origin) out.add(url.pathname + url.search);
  }
  return [...out];
}

async function injectAxe(page: Page) {
  const { readFileSync } = await import('node:fs');
  const { createRequire } = await import('node:module');
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
}

async function landmarkViolations(page: Page): Promise<string[]> {
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations.map(
      (violation) => `${violation.id} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
  }, LANDMARK_RULES);
}

const routeName = (path: string) => matchEntry(new URL(path, baseUrl()).pathname)?.name;

describe('site map', () => {
  it(`every route that is not an entry point is reached from / within ${MAX_TAPS} taps, and every page has one top-level main`, async () => {
    const { page, consoleErrors } = await newPage();
    const inFlight = trackRequests(page);
    const reachedAt = new Map<string, number>([['Index', 0]]);
    const visits = new Map<string, number>();
    const queued = new Set<string>(['/']);
    const queue: { path: string; taps: number }[] = [{ path: '/', taps: 0 }];
    const landmarks: string[] = [];
    const errorsAt: string[] = [];
    /** Whether another page of `name` could still lead to a route not reached yet. */
    const worthAnother = (name: string) =>
      linkedRoutes().some((target) => !reachedAt.has(target) && (siteMap[target]?.from ?? []).includes(name));

    // The one cold load; the mock API reads ?latency= when it starts.
    await goto(page, '/?latency=0');
    await injectAxe(page);
    await watchMutations(page);

    while (queue.length > 0) {
      const { path, taps } = queue.shift() as { path: string; taps: number };
      const name = routeName(path) ?? '?';
      const seen = visits.get(name) ?? 0;
      if (seen > 0 && (seen >= MAX_VISITS_PER_ROUTE || !worthAnother(name))) continue;
      visits.set(name, seen + 1);

      const before = consoleErrors.length;
      const since = path !== '/' || seen > 0 ? await follow(page, path) : 0;
      await settle(page, inFlight, since);
      if (seen === 0) for (const violation of await landmarkViolations(page)) landmarks.push(`${path}: ${violation}`);
      const errors = realErrors(consoleErrors.slice(before));
      if (errors.length > 0) errorsAt.push(`${path}: ${errors.join(' | ')}`);

      for (const link of await sameOriginLinks(page)) {
        const target = routeName(link);
        if (!target) continue;
        if (!reachedAt.has(target)) reachedAt.set(target, taps + 1);
        // Pages at the last tap are only reached, not opened: their own links would be a fifth tap.
        if (taps + 1 < MAX_TAPS && !queued.has(link)) {
          queued.add(link);
          queue.push({ path: link, taps: taps + 1 });
        }
      }
    }

    const missing = linkedRoutes().filter((name) => !reachedAt.has(name));
    expect(missing, `routes no link leads to within ${MAX_TAPS} taps from /`).toEqual([]);
    expect(landmarks).toEqual([]);
    expect(errorsAt).toEqual([]);
    console.log(
      `site map walk: ${[...visits.values()].reduce((sum, n) => sum + n, 0)} pages opened, ${visits.size} route patterns`,
    );
  }, 300_000);
});
