// The car list at 320×568 (the smallest phones still in use) in the mock build, with four filters on:
// nothing in the first cards or the sticky bar is cut or pushed over something else (chips, badges,
// tags, facts, the price beside the heart), "清除全部" is on screen, the sticky area leaves room for
// the list; no console errors, no serious axe violations.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const SMALL = { width: 320, height: 568 };
const LIST_CARD = '[role="listitem"] article';
const FOUR_FILTERS = '/?brand=B01&price_min=100000&price_max=150000&age_max=3&mileage_max=60000&sort=price_asc';

interface Overflow {
  what: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

/** Every chip, badge, tag, fact, price and toggle in the first cards and the sticky bar whose content is wider than its box. */
function overflowing(page: Page, cards: number): Promise<Overflow[]> {
  return page.evaluate((count) => {
    // The chips' 44 px touch areas (an ::after a little larger than the chip) overflow on purpose:
    // measured without them, a chip's scroll width is its text's.
    const noTouchAreas = document.createElement('style');
    noTouchAreas.textContent = '*::after { display: none !important; }';
    document.head.append(noTouchAreas);
    const boxes: Element[] = [];
    const toolbar = document.querySelector('[role="group"][aria-label="已选条件"]')?.closest('[class*="toolbar"]');
    if (toolbar) boxes.push(...toolbar.querySelectorAll('button, [role="group"] > *'));
    for (const card of [...document.querySelectorAll('[role="listitem"] article')].slice(0, count)) {
      boxes.push(
        ...card.querySelectorAll(
          '[data-status], [data-status] *, ul, li, p, p > span, [class*="price"], [class*="price"] > span, button',
        ),
      );
    }
    const cut = boxes
      .filter((element) => !element.classList.contains('visually-hidden'))
      .filter((element) => element.scrollWidth > element.clientWidth && element.clientWidth > 0)
      .map((element) => ({
        what: `${element.tagName.toLowerCase()}.${element.className}`,
        text: element.textContent ?? '',
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
    noTouchAreas.remove();
    return cut;
  }, cards);
}

/** Cards whose price box runs into their heart (save) toggle. */
function pricesOverHearts(page: Page, cards: number): Promise<string[]> {
  return page.evaluate((count) => {
    const hits: string[] = [];
    for (const card of [...document.querySelectorAll('[role="listitem"] article')].slice(0, count)) {
      const price = card.querySelector('[class*="priceRow"] > [class*="price"]');
      const heart = [...card.querySelectorAll('button')].find((button) => button.textContent?.includes('收藏'));
      if (!price || !heart) continue;
      const a = price.getBoundingClientRect();
      const b = heart.getBoundingClientRect();
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      if (!apart) hits.push(card.querySelector('h3')?.textContent ?? '');
    }
    return hits;
  }, cards);
}

/**
 * Buttons of the sticky toolbar on screen whose touch area is under 44 px tall: the chips are 32 px
 * with a 44 px ::after around them, which their scrolling row clips unless it leaves room for it.
 */
function shortToolbarTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toolbar = document.querySelector('[role="group"][aria-label="已选条件"]')?.closest('[class*="toolbar"]');
    const short: string[] = [];
    for (const button of toolbar?.querySelectorAll('button') ?? []) {
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hits = (at: number) => {
        const element = document.elementFromPoint(x, at);
        return element !== null && button.contains(element);
      };
      // Only buttons shown whole and not under another (chips scrolled under 清除全部 are not).
      if (box.left < 0 || box.right > window.innerWidth || !hits(y)) continue;
      // 21 px above and below the middle: the scrolling rows sit at a half-pixel offset, and their clip
      // is snapped to whole pixels, which takes up to half a pixel off each edge of a 44 px area.
      if (!hits(y - 21) || !hits(y + 21)) short.push(button.textContent ?? '');
    }
    return short;
  });
}

describe('the car list at 320×568', () => {
  it('with four filters on: nothing cut or overlapping, "清除全部" on screen, room for the list', async () => {
    const { page, consoleErrors, alerts } = await openPage(FOUR_FILTERS, { viewport: SMALL });
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    const active = page.getByRole('group', { name: '已选条件' });
    // four filters, and the lists' default 在售 (decision note 202), each a chip
    await expect.poll(() => active.getByRole('button', { name: /^移除条件/ }).count(), { timeout: 10_000 }).toBe(5);
    await page.waitForTimeout(500);
    await screenshot(page, 'narrow-list-four-filters');

    expect(await overflowing(page, 3)).toEqual([]);
    expect(await pricesOverHearts(page, 3)).toEqual([]);
    // no sideways scrolling of the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL.width);

    // "清除全部" stays in reach at the end of the chips row, which scrolls on its own
    const clearAll = active.getByRole('button', { name: '清除全部' });
    const box = await clearAll.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(SMALL.width);
    // the sorts, the chips and 清除全部 keep their 44 px touch areas in their scrolling rows
    expect(await shortToolbarTargets(page)).toEqual([]);

    // scrolled: the sticky bars (navigation and toolbar) leave more than half the screen to the list
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(400);
    const stickyBottom = await page.evaluate(() => {
      let bottom = 0;
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        const position = getComputedStyle(element).position;
        if (position !== 'sticky' && position !== 'fixed') continue;
        const rect = element.getBoundingClientRect();
        if (rect.height === 0 || rect.width < window.innerWidth / 2 || rect.top > 200) continue;
        bottom = Math.max(bottom, rect.bottom);
      }
      return bottom;
    });
    expect(stickyBottom).toBeLessThan(SMALL.height / 2);
    await screenshot(page, 'narrow-list-four-filters-scrolled');

    await clearAll.click();
    await expect.poll(() => new URL(page.url()).search, { timeout: 10_000 }).not.toContain('brand=');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('the plain list: the first cards keep badges, tags, facts and prices whole', async () => {
    const { page, consoleErrors } = await openPage('/', { viewport: SMALL });
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(await overflowing(page, 8)).toEqual([]);
    expect(await pricesOverHearts(page, 8)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('the car page: "查看合同" in the warranty row is a 44 px tall target', async () => {
    const { page } = await openPage('/car/C10001', { viewport: SMALL });
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    const link = page.getByRole('link', { name: '查看合同' });
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  });

  it('the inspection report: result badges ("需关注") stay whole beside long item names', async () => {
    const { page } = await openPage('/car/C10001/report-inspection/R700000/business/retail', { viewport: SMALL });
    await page.getByText('需关注', { exact: true }).first().waitFor({ timeout: 20_000 });
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[class*="badge"]')]
        .filter((badge) => badge.scrollWidth > badge.clientWidth)
        .map((badge) => badge.textContent),
    );
    expect(cut).toEqual([]);
  });
});
