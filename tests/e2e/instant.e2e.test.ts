// A returning buyer at 390×844 in the mock build: a car opened from the list paints its title, cover and
// price from the card without a skeleton; a car seen on an earlier visit shows at once from the device
// and is refreshed behind it (its new status replaces the old one in place).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, goto, newPage, realErrors, screenshot } from './support/browser';

/**
 * Records, from the page's first script, the car page's statuses in the order shown and whether a
 * loading skeleton (role=status) was added before the car's title first appeared (after `armed`).
 */
const RECORDER = `
  window.__instant = { armed: true, statuses: [], skeletonBeforeTitle: false, titleSeen: false };
  new MutationObserver((records) => {
    const state = window.__instant;
    const article = document.querySelector('article[data-status]');
    const status = article && article.getAttribute('data-status');
    if (status && state.statuses[state.statuses.length - 1] !== status) state.statuses.push(status);
    if (state.titleSeen || !state.armed) return;
    if (document.querySelector('h1#car-title')) { state.titleSeen = true; return; }
    for (const record of records) for (const node of record.addedNodes) {
      if (node.nodeType === 1 && (node.matches('[role="status"]') || node.querySelector('[role="status"]'))) state.skeletonBeforeTitle = true;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
`;

interface Recorded {
  statuses: string[];
  skeletonBeforeTitle: boolean;
  titleSeen: boolean;
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __instant: Recorded }).__instant);

describe('instant for a returning buyer', () => {
  it('a card tapped in the list opens the car page with its title and price, no skeleton first', async () => {
    const { page, consoleErrors, alerts } = await newPage({ initScript: RECORDER });
    await goto(page, '/', { waitFor: 'main article h3 a' });
    // The car page's code loads once the list is idle; the tap then renders it in place.
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      const state = (window as unknown as { __instant: Recorded & { armed: boolean } }).__instant;
      state.armed = true;
      state.titleSeen = false;
      state.skeletonBeforeTitle = false;
    });
    const link = page.locator('main article h3 a').first();
    const title = (await link.textContent())?.trim() ?? '';
    await link.click();
    await page.waitForSelector('h1#car-title', { timeout: 10_000 });
    expect((await page.textContent('h1#car-title'))?.trim()).toBe(title);
    expect((await recorded(page)).skeletonBeforeTitle).toBe(false);
    await page.waitForSelector('article[aria-busy="false"]', { timeout: 20_000 });
    await screenshot(page, 'instant-tap-to-car');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('a car seen on an earlier visit shows at once from the device and its changed status replaces it', async () => {
    const { page, consoleErrors, alerts } = await newPage({ initScript: RECORDER });
    await goto(page, '/car/C10001', { waitFor: 'article[aria-busy="false"]' });
    // Leaving the page writes the graph to the device.
    await goto(page, '/help/agreement', { waitFor: 'main' });
    expect(await page.evaluate(() => localStorage.getItem('storefront.graph')?.includes('C10001'))).toBe(true);

    // Back a while later: the car is sold now, and the server answers slowly.
    await goto(page, `/car/C10001?scenario=${encodeURIComponent('status:C10001=已售')}&latency=1500`, {
      waitFor: 'h1#car-title',
    });
    const first = await recorded(page);
    expect(first.skeletonBeforeTitle).toBe(false);
    expect(first.statuses[0]).toBe('ON_SALE');
    await page.waitForFunction(
      () => document.querySelector('article[data-status]')?.getAttribute('data-status') === 'SOLD',
      undefined,
      { timeout: 15_000 },
    );
    await screenshot(page, 'instant-revalidated-car');
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });
});
