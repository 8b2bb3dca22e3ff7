// The docked QA launcher hides nothing (issue #25 item 6): with the studio's strip docked and a scenario
// override on, the home list's first cards and the car page's price, loan label and action bar answer
// document.elementFromPoint at their centres themselves, at 390x844, 320x640 and a desktop window;
// no visible element's centre anywhere on those pages is under the strip, which stays clear of the
// action bar, and the photo viewer's counter is clear of it too. Dragged off, it floats where it was
// dropped; dropped at the left edge it docks again.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, goto, openPage, realErrors, screenshot } from './support/browser';

const SCENARIO = 'status:C10099=已售';

/** Says whether the element's centre answers as itself (scrolled into the middle of the window first). */
function answersAtCentre(target: Locator, scroll = true): Promise<boolean> {
  return target.evaluate((element, scrollFirst) => {
    if (scrollFirst) element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  }, scroll);
}

/** Page elements in the window whose centre the QA strip covers (none expected). */
function coveredByQa(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const qa = document.getElementById('qa-studio-root');
    const covered: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (!qa || qa.contains(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && qa.contains(hit))
        covered.push(`${element.tagName} ${(element.textContent ?? '').trim().slice(0, 40)}`);
    }
    return covered;
  });
}

/** Scrolls down the page a window at a time, collecting what the strip covers on the way. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const covered: string[] = [];
  for (let step = 0; step < 6; step += 1) {
    covered.push(...(await coveredByQa(page)));
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return covered;
}

describe('the docked QA launcher', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    it(`hides no content and keeps clear of the action bar at ${viewport.width}x${viewport.height}`, async () => {
      const { page, consoleErrors } = await openPage('/?lang=en', { scenario: SCENARIO, viewport });
      const badge = page.getByRole('status', { name: 'QA overrides on' });
      await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toContain('1 car status');
      const cards = page.getByRole('main').getByRole('article');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(1);
      await screenshot(page, `qa-dock-home-${viewport.width}`);
      for (const card of [cards.nth(0), cards.nth(1)]) expect(await answersAtCentre(card)).toBe(true);
      expect(await coveredWhileScrolling(page)).toEqual([]);

      await goto(page, '/car/C10001?lang=en');
      const actions = page.getByRole('navigation', { name: 'Buying actions' });
      await actions.waitFor({ timeout: 15_000 });
      await expect.poll(() => badge.count(), { timeout: 15_000 }).toBe(1);
      const loanLabel = page.getByRole('main').locator('dt', { hasText: 'Car loans' });
      const price = loanLabel.locator('xpath=ancestor::dl[1]/preceding-sibling::*[1]');
      for (const target of [loanLabel, loanLabel.locator('xpath=following-sibling::dd'), price])
        expect(await answersAtCentre(target)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `qa-dock-car-${viewport.width}`);
      const actionItems = actions.locator('a, button');
      expect(await actionItems.count()).toBeGreaterThan(1);
      for (const item of await actionItems.all()) expect(await answersAtCentre(item, false)).toBe(true);
      expect(await coveredWhileScrolling(page)).toEqual([]);
      // The strip ends above the action bar.
      const strip = await page.locator('#qa-studio-root > div').first().boundingBox();
      const bar = await actions.boundingBox();
      expect(strip && bar && strip.y + strip.height < bar.y).toBe(true);
      expect(await checkA11y(page)).toEqual([]);
      // The photo viewer covers the whole window, the body's gutter too: its photo counter keeps clear.
      await page.locator('[aria-roledescription="carousel"] button[aria-label^="Open photo"]').first().click();
      const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
      await viewer.waitFor({ timeout: 15_000 });
      const counter = viewer.locator('[aria-live="polite"]').first();
      await expect.poll(() => counter.textContent(), { timeout: 15_000 }).toMatch(/\d/);
      expect(await answersAtCentre(counter, false)).toBe(true);
      expect(await coveredByQa(page)).toEqual([]);
      await page.goBack();
      await viewer.waitFor({ state: 'detached', timeout: 15_000 });
      expect(realErrors(consoleErrors)).toEqual([]);
    }, 120_000);
  }

  it('can be dragged off its dock and dropped back at the left edge', async () => {
    const { page, consoleErrors } = await openPage('/?lang=en', {
      viewport: { width: 1280, height: 800 },
      hasTouch: false,
    });
    const button = page.getByRole('button', { name: 'QA studio' });
    await button.waitFor({ timeout: 15_000 });
    const padding = () => page.evaluate(() => document.body.style.paddingLeft);
    expect(await padding()).toBe('32px');
    const start = await button.boundingBox();
    if (!start) throw new Error('no QA button');
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(400, 300, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await button.boundingBox())?.x).toBeGreaterThan(300);
    expect(await padding()).toBe('');
    expect(await page.getByRole('dialog', { name: 'QA studio' }).count()).toBe(0);
    await page.reload({ waitUntil: 'load' });
    await expect.poll(async () => (await button.boundingBox())?.x, { timeout: 15_000 }).toBeGreaterThan(300);

    const moved = await button.boundingBox();
    if (!moved) throw new Error('no QA button');
    await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
    await page.mouse.down();
    await page.mouse.move(10, 200, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await button.boundingBox())?.x).toBeLessThan(5);
    expect(await padding()).toBe('32px');
    expect(realErrors(consoleErrors)).toEqual([]);
  }, 60_000);
});
