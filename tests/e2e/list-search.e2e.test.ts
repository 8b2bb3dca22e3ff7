// The car lists' search, chips, sticky bar, compact cards and motorcycles section at 390×844 in the
// mock build: the search and its filters round-trip through the URL (a reload and a trip into a car
// and back find them as they were); the sort/filter bar stays under the navigation bar; three whole
// cards fit one screen below what stays fixed at the top on / and /discount; no console errors, no
// serious axe violations.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const LIST_CARD = '[role="listitem"] article';

/** The lowest bottom edge of what is fixed or sticky at the top of the viewport (navigation, toolbar). */
function fixedTopBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
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
}

/** Scrolls the first card up to just under what stays fixed, then counts the cards wholly on screen. */
async function wholeCardsOnOneScreen(page: Page): Promise<{ count: number; fixedBottom: number }> {
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForTimeout(300);
  let fixedBottom = await fixedTopBottom(page);
  await page.evaluate((offset) => {
    const first = document.querySelector('[role="listitem"] article');
    if (first) window.scrollTo(0, first.getBoundingClientRect().top + window.scrollY - offset);
  }, fixedBottom);
  await page.waitForTimeout(400);
  fixedBottom = await fixedTopBottom(page);
  const count = await page.evaluate((top) => {
    let whole = 0;
    for (const card of document.querySelectorAll('[role="listitem"] article')) {
      const rect = card.getBoundingClientRect();
      if (rect.top >= top - 1 && rect.bottom <= window.innerHeight + 0.5) whole++;
    }
    return whole;
  }, fixedBottom);
  return { count, fixedBottom };
}

describe('searching and filtering the car lists at 390×844', () => {
  it('searches by brand suggestion and words; the URL keeps both through a reload and a trip into a car and back', async () => {
    const { page, consoleErrors, alerts } = await openPage('/');
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    const field = page.getByRole('combobox', { name: '搜索车源' });
    await field.fill('ft');
    const suggestion = page.getByRole('option', { name: '品牌：丰田' });
    await suggestion.waitFor({ timeout: 20_000 });
    await screenshot(page, 'list-search-suggestions');
    expect(await checkA11y(page)).toEqual([]);
    await suggestion.click();
    await expect.poll(() => new URL(page.url()).search).toBe('?brand=B01');
    const chips = page.getByRole('group', { name: '已选条件' });
    await chips.getByRole('button', { name: '移除条件：丰田' }).waitFor({ timeout: 20_000 });

    await field.fill('凯美瑞');
    await field.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('凯美瑞');
    await expect
      .poll(
        async () => {
          const titles = await page.locator(`${LIST_CARD} h3`).allTextContents();
          return titles.length > 0 && titles.every((title) => title.startsWith('丰田 凯美瑞'));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await screenshot(page, 'list-search-results');
    expect(await checkA11y(page)).toEqual([]);

    // A reload reads the search and the brand back from the URL.
    await page.reload();
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    expect(await page.getByRole('combobox', { name: '搜索车源' }).inputValue()).toBe('凯美瑞');
    await page
      .getByRole('group', { name: '已选条件' })
      .getByRole('button', { name: '移除条件：丰田' })
      .waitFor({ timeout: 20_000 });

    // Into a car and back: the list is as it was.
    const search = new URL(page.url()).search;
    await page.locator(`${LIST_CARD} h3 a`).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/car\/C\d+$/);
    await page.waitForTimeout(600);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe(search);
    expect(await page.getByRole('combobox', { name: '搜索车源' }).inputValue()).toBe('凯美瑞');
    expect(
      await page.getByRole('group', { name: '已选条件' }).getByRole('button', { name: '移除条件：丰田' }).isVisible(),
    ).toBe(true);

    // Clear all: the plain list again.
    await page.getByRole('group', { name: '已选条件' }).getByRole('button', { name: '清除全部' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // The address changes first; the field follows in the render of that change (a transition).
    await expect.poll(() => page.getByRole('combobox', { name: '搜索车源' }).inputValue()).toBe('');
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 120_000);

  it('a search that finds nothing offers to clear it', async () => {
    const { page, consoleErrors } = await openPage('/discount?category=discount&q=%E6%B3%95%E6%8B%89%E5%88%A9');
    await page.getByText('没有找到“法拉利”相关的车').waitFor({ timeout: 20_000 });
    await screenshot(page, 'list-search-empty');
    expect(await checkA11y(page)).toEqual([]);
    await page.getByRole('button', { name: '清除搜索', exact: true }).click();
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('?category=discount');
    expect(realErrors(consoleErrors)).toEqual([]);
  }, 60_000);

  it('keeps the sort and filter bar under the navigation bar while the list scrolls', async () => {
    const { page, consoleErrors } = await openPage('/?price_max=300000');
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    await page.mouse.wheel(0, 2_000);
    await page.waitForTimeout(500);
    const sorts = page.getByRole('group', { name: '排序' });
    const box = await sorts.boundingBox();
    const nav = await page.locator('header').first().boundingBox();
    expect(box).not.toBeNull();
    expect(nav).not.toBeNull();
    // On screen, right under the navigation bar, and the chips with it.
    expect(box!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height - 1);
    expect(box!.y).toBeLessThan(nav!.y + nav!.height + 16);
    expect(await page.getByRole('group', { name: '已选条件' }).isVisible()).toBe(true);
    await screenshot(page, 'list-sticky-bar');
    expect(realErrors(consoleErrors)).toEqual([]);
  }, 60_000);

  it.each([
    ['/', 'list-density-home'],
    ['/discount?category=discount', 'list-density-discount'],
    ['/?lang=en', 'list-density-home-en'],
  ])(
    '%s shows three whole cards on one 844 px screen below what stays fixed at the top',
    async (path, name) => {
      const { page, consoleErrors } = await openPage(path);
      await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
      await page.waitForTimeout(400);
      const { count, fixedBottom } = await wholeCardsOnOneScreen(page);
      expect(fixedBottom).toBeGreaterThan(0);
      expect(count).toBeGreaterThanOrEqual(3);
      await screenshot(page, name);
      // The card's toggles: their own icons, pressed states, names, 44 px targets.
      const card = page.locator(LIST_CARD).first();
      for (const label of path.includes('lang=en') ? ['Save', 'Compare'] : ['收藏', '对比']) {
        const toggle = card.getByRole('button', { name: label });
        expect(await toggle.getAttribute('aria-pressed')).toBe('false');
        const size = await toggle.boundingBox();
        expect(size!.width).toBeGreaterThanOrEqual(44);
        expect(size!.height).toBeGreaterThanOrEqual(44);
      }
      expect(await card.locator('svg[data-icon="filter"]').count()).toBe(0);
      expect(await card.locator('svg[data-icon="compare"]').count()).toBe(1);
      expect(realErrors(consoleErrors)).toEqual([]);
    },
    60_000,
  );

  it('fills the heart of a saved car and tints the compare toggle of a car in the tray', async () => {
    const { page, consoleErrors } = await openPage('/');
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    const card = page.locator(LIST_CARD).first();
    await card.getByRole('button', { name: '收藏' }).click();
    await expect.poll(() => card.getByRole('button', { name: '收藏' }).getAttribute('aria-pressed')).toBe('true');
    expect(await card.locator('svg[data-icon="heart"]').getAttribute('fill')).toBe('currentColor');
    await card.getByRole('button', { name: '对比' }).click();
    await expect.poll(() => card.getByRole('button', { name: '对比' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'list-card-pressed');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  }, 60_000);

  it('lists motorcycles in a section of their own, never among the cars', async () => {
    const { page, consoleErrors } = await openPage('/?sort=price_asc');
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    const titles = await page.locator(`${LIST_CARD} h3`).allTextContents();
    expect(titles.some((title) => title.includes('XMAX'))).toBe(false);
    await page.getByRole('combobox', { name: '搜索车源' }).fill('摩托');
    await page.getByRole('option', { name: '看摩托车' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('vehicle')).toBe('motorcycle');
    await expect
      .poll(
        async () => {
          const now = await page.locator(`${LIST_CARD} h3`).allTextContents();
          return now.length > 0 && now.every((title) => title.includes('XMAX'));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.getByText(/^在售 \d+ 辆摩托车/).waitFor();
    await screenshot(page, 'list-motorcycles');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  }, 60_000);
});
