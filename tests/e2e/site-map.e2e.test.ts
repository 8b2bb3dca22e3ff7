// The site map in a real browser: starting at /, follow the real <a href> links breadth first (same
// origin, mock data) and fail when a route the site map says is reached by links (every route that
// is not an entry point) cannot be reached within four taps. On every page visited, axe's landmark
// rules: one top-level <main>, unique landmarks.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { matchEntry } from '../../src/routes/match';
import { linkedRoutes } from '../../src/routes/site-map';
import { baseUrl, goto, newPage, realErrors } from './support/browser';

const MAX_TAPS = 4;
/** Pages opened per route name once it is reached: enough to meet a car with a video, an OEM report... */
const VISITS_PER_ROUTE: Record<string, number> = { Car: 6 };
const DEFAULT_VISITS = 2;
const LANDMARK_RULES = ['landmark-one-main', 'landmark-no-duplicate-main', 'landmark-main-is-top-level', 'landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo'];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  // Long pages render their lower sections in later tasks (aria-busy while they do).
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 8_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
}

async function sameOriginLinks(page: Page): Promise<string[]> {
  const origin = new URL(baseUrl()).origin;
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const out = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

async function landmarkViolations(page: Page): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  const { createRequire } = await import('node:module');
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id} ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  }, LANDMARK_RULES);
}

describe('site map', () => {
  it(
    `every route that is not an entry point is reached from / within ${MAX_TAPS} taps, and every page has one top-level main`,
    async () => {
      const { page, consoleErrors } = await newPage();
      const reachedAt = new Map<string, number>([['Index', 0]]);
      const visits = new Map<string, number>();
      const queued = new Set<string>(['/']);
      const queue: { path: string; taps: number }[] = [{ path: '/', taps: 0 }];
      const landmarks: string[] = [];
      const errorsAt: string[] = [];

      while (queue.length > 0) {
        const { path, taps } = queue.shift() as { path: string; taps: number };
        const name = matchEntry(new URL(path, baseUrl()).pathname)?.name ?? '?';
        const seen = visits.get(name) ?? 0;
        if (seen >= (VISITS_PER_ROUTE[name] ?? DEFAULT_VISITS)) continue;
        visits.set(name, seen + 1);

        const before = consoleErrors.length;
        await goto(page, path);
        await settle(page);
        if (seen === 0) for (const violation of await landmarkViolations(page)) landmarks.push(`${path}: ${violation}`);
        if (realErrors(consoleErrors.slice(before)).length > 0) errorsAt.push(`${path}: ${realErrors(consoleErrors.slice(before)).join(' | ')}`);

        if (taps === MAX_TAPS) continue;
        for (const link of await sameOriginLinks(page)) {
          const target = matchEntry(new URL(link, baseUrl()).pathname)?.name;
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
    },
    900_000,
  );
});
