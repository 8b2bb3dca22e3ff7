// Back behaves like a phone's back (issue 34, item 3; decision note 155), at 390×844: with an overlay
// open (the filter sheet, the share poster, the photo viewer, a flaw's close-up) the back gesture
// closes it and the visitor stays on the page; closing it with its own button takes its history entry
// off again, so history does not grow. A page's own back control goes back within the site, and opened
// cold it goes to the parent in place of the entry. The kept car page comes back at its scroll position.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const overlayMarker = (page: Page) =>
  page.evaluate(() => (window.history.state as { overlay?: unknown } | null)?.overlay ?? null);

/**
 * Opens an overlay, goes back with the browser's back, and checks that only the overlay closed: same
 * address, still the storefront, nothing locked. Then opens it again and closes it with `close`, twice:
 * the history is never longer than with the overlay open the first time.
 */
async function backCloses(page: Page, open: () => Promise<Locator>, close: (overlay: Locator) => Promise<void>) {
  const url = page.url();
  const before = await historyLength(page);
  let overlay = await open();
  // One entry more, or the same count when an overlay's entry closed earlier was ahead (it is replaced).
  const opened = await historyLength(page);
  expect([before, before + 1]).toContain(opened);
  expect(await overlayMarker(page)).not.toBeNull();
  await page.goBack();
  await overlay.waitFor({ state: 'detached', timeout: 10_000 });
  expect(page.url()).toBe(url);
  expect(await page.locator('main').count()).toBe(1);
  expect(await overlayMarker(page)).toBeNull();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

  overlay = await open();
  expect(await historyLength(page)).toBe(opened);
  await close(overlay);
  await overlay.waitFor({ state: 'detached', timeout: 10_000 });
  await expect.poll(() => overlayMarker(page)).toBeNull();
  expect(page.url()).toBe(url);
  // Once more: the history stays as long as it was with the overlay open once.
  overlay = await open();
  await close(overlay);
  await overlay.waitFor({ state: 'detached', timeout: 10_000 });
  await expect.poll(() => overlayMarker(page)).toBeNull();
  expect(await historyLength(page)).toBe(opened);
}

describe('back with an overlay open closes it, at 390×844', () => {
  it('the filter sheet of a list', async () => {
    const { page, consoleErrors } = await openPage('/');
    await page.waitForSelector('[role="listitem"] article', { timeout: 20_000 });
    await backCloses(
      page,
      async () => {
        await page.getByRole('button', { name: /筛选/ }).click();
        const sheet = page.getByRole('dialog', { name: '筛选车源' });
        await sheet.waitFor({ timeout: 20_000 });
        return sheet;
      },
      (sheet) => sheet.getByRole('button', { name: '关闭' }).click(),
    );
    // Apply: the sheet's entry goes, the filters replace the list's own entry (no entry left behind).
    const before = await historyLength(page);
    const listIdx = await page.evaluate(() => (window.history.state as { idx: number }).idx);
    await page.getByRole('button', { name: /筛选/ }).click();
    const sheet = page.getByRole('dialog', { name: '筛选车源' });
    await sheet.getByRole('button', { name: '丰田' }).click();
    await sheet.getByRole('button', { name: /^查看(结果| \d+ 辆)$/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBe('B01');
    await expect.poll(() => overlayMarker(page)).toBeNull();
    expect(await historyLength(page)).toBe(before);
    expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBe(listIdx);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('the share poster, the photo viewer on the car page', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    await backCloses(
      page,
      async () => {
        await page.getByRole('button', { name: '生成海报' }).click();
        const sheet = page.getByRole('dialog', { name: /海报/ });
        await sheet.waitFor({ timeout: 20_000 });
        return sheet;
      },
      (sheet) => sheet.getByRole('button', { name: '关闭' }).first().click(),
    );
    await backCloses(
      page,
      async () => {
        await page.locator('[aria-roledescription="carousel"] button[aria-label^="查看大图"]').first().click();
        const viewer = page.getByRole('dialog', { name: '图片浏览' });
        await viewer.waitFor({ timeout: 20_000 });
        return viewer;
      },
      async () => page.keyboard.press('Escape'),
    );
    expect(await page.locator('h1#car-title').isVisible()).toBe(true);
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('a flaw’s close-up photo', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001/report/flaw');
    await page.locator('[aria-label^="车身俯视图"] button').first().waitFor({ timeout: 20_000 });
    await backCloses(
      page,
      async () => {
        await page.locator('[aria-label^="车身俯视图"] button').first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        return dialog;
      },
      (dialog) => dialog.getByRole('button', { name: '关闭' }).first().click(),
    );
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('a reload with an overlay open shows the page closed, nothing broken', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    await page.locator('[aria-roledescription="carousel"] button[aria-label^="查看大图"]').first().click();
    await page.getByRole('dialog', { name: '图片浏览' }).waitFor({ timeout: 20_000 });
    await page.reload();
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await overlayMarker(page)).toBeNull();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});

describe('a page’s own back control, at 390×844', () => {
  it('goes back within the site: car → loans → "<" is the car’s own entry, not a new one', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    const carIdx = await page.evaluate(() => (window.history.state as { idx: number }).idx);
    await page.getByRole('link', { name: /分期计算/ }).click();
    await page.waitForURL(/\/car\/C10001\/loans$/);
    const length = await historyLength(page);
    await page.getByRole('link', { name: '返回车辆详情' }).click();
    await page.waitForURL(/\/car\/C10001$/);
    expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBe(carIdx);
    expect(await historyLength(page)).toBe(length);
    // The phone's back from here leaves the car page for what came before it, not the loans again.
    await page.goBack();
    await expect.poll(() => page.url()).not.toMatch(/\/loans$/);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('opened cold from a link, goes to the parent in place of the page', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001/benchmark');
    const length = await historyLength(page);
    await page.getByRole('link', { name: '返回车辆详情' }).click();
    await page.waitForURL(/\/car\/C10001$/);
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    expect(await historyLength(page)).toBe(length);
    expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBe(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});

describe('the kept car page comes back at its scroll position, at 390×844', () => {
  it('after a report, by the browser’s back and by the report’s own back', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    const report = page.locator('#reports a[href*="/report"]').first();
    await report.waitFor({ timeout: 20_000 });
    await report.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const y = await page.evaluate(() => Math.round(window.scrollY));
    expect(y).toBeGreaterThan(300);
    await report.click();
    await page.waitForURL(/\/report/);
    await page.locator('main h1:visible').first().waitFor({ timeout: 20_000 });
    await page.goBack();
    await page.waitForURL(/\/car\/C10001$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    await screenshot(page, 'back-car-scroll-restored');

    await report.click();
    await page.waitForURL(/\/report/);
    await page.getByRole('button', { name: '返回' }).first().click();
    await page.waitForURL(/\/car\/C10001$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});
