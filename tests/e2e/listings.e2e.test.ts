// The listings at 390×844 in the mock build: home, preview, discount zone, wholesale list and board
// render real cars with no console errors and no serious axe violations; filters go into the URL;
// scrolling loads further pages while the DOM stays small; a trip into a car and back restores the
// list, its filters and the scroll position.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const routes: [string, string, string][] = [
  ['/', 'listings-home', '[role="listitem"] article'],
  ['/preview', 'listings-preview', '[role="listitem"] article'],
  ['/discount?category=discount', 'listings-discount', '[role="listitem"] article'],
  ['/w', 'listings-wholesale', '[role="listitem"] article'],
  ['/board', 'listings-board', 'section article'],
];

describe('listings at 390×844', () => {
  it.each(routes)('%s renders cleanly', async (path, name, ready) => {
    const { page, consoleErrors, alerts } = await openPage(path);
    await page.waitForSelector(ready, { timeout: 20_000 });
    await page.waitForTimeout(400);
    await screenshot(page, name);
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('/discount without its query gains category=discount', async () => {
    const { page } = await openPage('/discount');
    await page.waitForSelector('[role="listitem"] article', { timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('discount');
    const href = await page.locator('[role="listitem"] article a').first().getAttribute('href');
    expect(href).toMatch(/^\/car\/C\d+\?category=discount$/);
  });

  it('filters from the sheet go into the URL and replace the history entry', async () => {
    const { page, consoleErrors } = await openPage('/board');
    await page.waitForSelector('section article', { timeout: 20_000 });
    await page.goto(new URL('/', page.url()).toString());
    await page.waitForSelector('[role="listitem"] article', { timeout: 20_000 });
    await page.getByRole('button', { name: '筛选' }).click();
    const sheet = page.getByRole('dialog', { name: '筛选车源' });
    await sheet.getByRole('button', { name: '丰田' }).click();
    await sheet.getByRole('button', { name: '10万-15万' }).or(sheet.getByRole('button', { name: /10-15万/ })).first().click();
    expect(await sheet.getByRole('button', { name: '不限价格' }).getAttribute('aria-pressed')).toBe('false');
    expect(await sheet.getByRole('button', { name: '丰田' }).getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(400);
    await screenshot(page, 'listings-filter-sheet');
    expect(await checkA11y(page)).toEqual([]);
    await sheet.getByRole('button', { name: '查看结果' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?brand=B01&price_min=100000&price_max=150000');
    // The kept list re-renders from the new query: wait for the filtered rows, not any row.
    const filteredTitles = () => page.locator('[role="listitem"] article h3').allTextContents();
    await expect
      .poll(async () => {
        const titles = await filteredTitles();
        return titles.length > 0 && titles.every((title) => title.startsWith('丰田'));
      }, { timeout: 20_000 })
      .toBe(true);
    await screenshot(page, 'listings-filtered');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/board');
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('loads pages while scrolling and keeps the DOM small', async () => {
    const { page, consoleErrors } = await openPage('/');
    await page.waitForSelector('[role="listitem"] article', { timeout: 20_000 });
    for (let i = 0; i < 14; i++) {
      await page.mouse.wheel(0, 2_500);
      await page.waitForTimeout(250);
    }
    await expect
      .poll(async () => Number(await page.locator('[role="listitem"]').last().getAttribute('aria-posinset')), { timeout: 20_000 })
      .toBeGreaterThan(40);
    const rows = await page.locator('[role="listitem"]').count();
    expect(rows).toBeLessThan(30);
    await screenshot(page, 'listings-scrolled');
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('going into a car and back restores the list, its filters and the scroll position', async () => {
    const { page, consoleErrors } = await openPage('/?sort=price_asc');
    await page.waitForSelector('[role="listitem"] article', { timeout: 20_000 });
    await page.mouse.wheel(0, 1_500);
    await page.waitForTimeout(500);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    const link = page.locator('[role="listitem"] article h3 a').nth(8);
    const title = await link.textContent();
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/car\/C\d+$/);
    await page.waitForTimeout(800);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=price_asc');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(before - 80);
    expect(await page.getByRole('link', { name: title ?? '' }).first().isVisible()).toBe(true);
    await screenshot(page, 'listings-restored');
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});
