// A desktop window (1280×800, a mouse): the car list two cars to a line and still windowed as it
// scrolls, the car page's gallery beside its price, a report at reading width; nothing scrolls
// sideways, no console errors, no serious axe violations (decision note 205).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot, USER_AGENTS } from './support/browser';

const DESKTOP = { userAgent: USER_AGENTS.desktop, viewport: { width: 1280, height: 800 } };
const LIST_CARD = '[role="listitem"] article';

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, width: rect.width };
    });

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a wide window', () => {
  it('lays the car list two to a line, keeps it windowed deep down, and keeps every position', async () => {
    const { page, consoleErrors } = await openPage('/', DESKTOP);
    await page.waitForSelector(LIST_CARD, { timeout: 20_000 });
    const cards = page.locator('[role="listitem"]');
    const [first, second] = await Promise.all([0, 1].map((index) => cards.nth(index).boundingBox()));
    expect(first && second && Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(await cards.nth(1).getAttribute('aria-posinset')).toBe('2');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'wide-list');

    // Deep in the list: still a window of lines, positions in order. Scrolled on as a reader would, a
    // screen at a time, while the next pages arrive (one jump to 6,000 px can land on the end of the
    // first page, and nothing moves the window until the reader scrolls again).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            if (window.scrollY < 6000) window.scrollBy(0, window.innerHeight);
            return Number(document.querySelector('[role="listitem"]')?.getAttribute('aria-posinset'));
          }),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(10);
    const rendered = await cards.count();
    expect(rendered).toBeLessThan(60);
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('puts the car page’s gallery beside the title and price, both on the first screen', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001', DESKTOP);
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '预约看车' }).waitFor();
    const gallery = await box(page, 'article[aria-labelledby="car-title"] > :first-child');
    const heading = await title.boundingBox();
    expect(heading!.x).toBeGreaterThanOrEqual(gallery.right);
    expect(heading!.y).toBeLessThan(200);
    expect(gallery.width).toBeGreaterThan(500);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'wide-car');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('keeps a report at reading width', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001/report/exterior', DESKTOP);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByText('前保险杠').first().waitFor({ timeout: 20_000 });
    const row = await box(page, 'main li');
    expect(row.width).toBeLessThanOrEqual(750);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});
