// The buyer tools at 390×844 in the mock build: save from a card and find it under Saved cars (the
// header shows the count), compare up to four cars (a fifth is refused) and open the table, a toast
// above the compare tray (also at 320×640), the history, a saved search that restores its list, and
// the share poster. Each flow: no console errors, no alerts, no serious axe violations.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPARE_ROWS } from '../../src/domain/compare';
import { checkA11y, goto, openPage, realErrors, screenshot } from './support/browser';

const LIST_CARD = 'article[aria-labelledby^="car-"]';

/** The room a bar fixed to the bottom edge asks of the toasts (ui/bottom-bar-room.ts). */
const TOAST_ROOM = () =>
  document.querySelector<HTMLElement>('[data-toast-region]')?.style.getPropertyValue('--bottom-bar-room') ?? null;

/** The toast that says `text`, once its entrance animation has ended (it rises into place). */
async function settledToast(page: Page, text: string): Promise<Locator> {
  const toast = page
    .locator('section[aria-label="通知"] [role="status"], section[aria-label="通知"] [role="alert"]')
    .filter({ hasText: text });
  await toast.waitFor();
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return toast;
}

/** Whether two elements' boxes share any area on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('both elements must be on screen');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

describe('buyer tools at 390×844', () => {
  it('saves a car from the list; the header counts it and Saved cars shows it as it is now', async () => {
    const { page, consoleErrors, alerts } = await openPage('/');
    await page.waitForSelector(LIST_CARD, { timeout: 30_000 });
    const card = page.locator(LIST_CARD).first();
    const title = (await card.locator('h3').textContent())?.trim() ?? '';
    const save = card.getByRole('button', { name: '收藏' });
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    const header = page.getByRole('link', { name: '我的收藏（1 辆）' });
    await header.waitFor();
    await screenshot(page, 'buyer-list-saved');
    await header.click();
    await page.waitForSelector('h1:has-text("我的收藏")');
    await page.getByRole('listitem', { name: title }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'buyer-favorites');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await checkA11y(page)).toEqual([]);
    // Survives a reload.
    await page.reload();
    await page.getByRole('listitem', { name: title }).waitFor({ timeout: 20_000 });
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 150_000);

  it('compares at most four cars, says why a fifth cannot join, and opens the table', async () => {
    const { page, consoleErrors, alerts } = await openPage('/');
    await page.waitForSelector(LIST_CARD, { timeout: 30_000 });
    const cards = page.locator(LIST_CARD);
    for (let i = 0; i < 4; i++) await cards.nth(i).getByRole('button', { name: '对比' }).click();
    const tray = page.getByRole('complementary', { name: '对比栏' });
    await expect.poll(() => tray.textContent()).toContain('对比 4/4');
    await cards.nth(4).getByRole('button', { name: '对比' }).click();
    expect(await overlap(await settledToast(page, '最多同时对比 4 辆车，请先移出一辆'), tray)).toBe(false);
    expect(await cards.nth(4).getByRole('button', { name: '对比' }).getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'buyer-compare-tray');
    expect(await checkA11y(page)).toEqual([]);
    await tray.getByRole('link', { name: /开始对比/ }).click();
    await page.waitForSelector('table', { timeout: 20_000 });
    expect(await page.locator('thead th').count()).toBe(5);
    // A row per attribute of the domain's table (14 with 待核实事项, the open flags).
    expect(await page.locator('tbody tr').count()).toBe(COMPARE_ROWS.length);
    await screenshot(page, 'buyer-compare');
    expect(await checkA11y(page)).toEqual([]);
    // The list (and its tray, with the room it keeps at the list's end) is kept hidden under the table:
    // the tray is not on show and lifts no toast; the document's root is never restyled for it.
    expect(await tray.isVisible()).toBe(false);
    expect(await page.evaluate(TOAST_ROOM)).toBe('');
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--bottom-bar-room'))).toBe('');
    // Back on the list, the tray is there again and the toasts stand on it.
    await page.goBack();
    await expect.poll(() => tray.textContent()).toContain('对比 4/4');
    await expect.poll(() => page.evaluate(TOAST_ROOM)).toMatch(/^[1-9]\d*px$/);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 150_000);

  it('shows a toast above the compare tray at 320×640, and back in its place once the tray is cleared', async () => {
    const { page, consoleErrors, alerts } = await openPage('/', { viewport: { width: 320, height: 640 } });
    await page.waitForSelector(LIST_CARD, { timeout: 30_000 });
    const cards = page.locator(LIST_CARD);
    for (let i = 0; i < 2; i++) await cards.nth(i).getByRole('button', { name: '对比' }).click();
    const tray = page.getByRole('complementary', { name: '对比栏' });
    const added = await settledToast(page, '已加入对比（2/4）');
    expect(await overlap(added, tray)).toBe(false);
    const [toastBox, trayBox] = [await added.boundingBox(), await tray.boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(trayBox!.y);
    await screenshot(page, 'buyer-toast-above-tray');
    expect(await checkA11y(page)).toEqual([]);

    await tray.getByRole('button', { name: '清空对比' }).click();
    await tray.waitFor({ state: 'detached' });
    await cards.nth(2).getByRole('button', { name: '收藏' }).click();
    const saved = await settledToast(page, '已收藏');
    // Where a toast sits without the tray: 2.5rem (40 px) above the bottom edge.
    const savedBox = await saved.boundingBox();
    expect(Math.round(savedBox!.y + savedBox!.height)).toBe(640 - 40);
    expect(await page.evaluate(TOAST_ROOM)).toBe('');
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 150_000);

  it('opens a shared compare link cold on a fresh device', async () => {
    const { page, consoleErrors, alerts } = await openPage('/compare?ids=C10001,C10002');
    await page.waitForSelector('table', { timeout: 20_000 });
    expect(await page.locator('thead th').count()).toBe(3);
    expect(await page.locator('tr[data-differs]').count()).toBeGreaterThan(0);
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 150_000);

  it('keeps the cars opened in the history, newest first, and clears it', async () => {
    // A car opened cold is written to the history once the buyer area's code has loaded, on demand
    // (it is not part of the first screen): the test leaves each page by a full load only after that.
    const viewRecorded = (id: string) =>
      page.waitForFunction(
        (carId) =>
          (
            (JSON.parse(localStorage.getItem('buyer-store') ?? '{}') as { recent?: { id: string }[] }).recent ?? []
          ).some((entry) => entry.id === carId),
        id,
        { timeout: 20_000 },
      );
    const { page, consoleErrors, alerts } = await openPage('/car/C10001');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    const first = (await page.locator('h1#car-title').textContent())?.trim() ?? '';
    await viewRecorded('C10001');
    await goto(page, '/car/C10002');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    const second = (await page.locator('h1#car-title').textContent())?.trim() ?? '';
    await viewRecorded('C10002');
    await goto(page, '/history');
    await page.waitForSelector('ol h3', { timeout: 20_000 });
    expect((await page.locator('ol h3').allTextContents()).map((text) => text.trim())).toEqual([second, first]);
    await screenshot(page, 'buyer-history');
    expect(await checkA11y(page)).toEqual([]);
    await page.getByRole('button', { name: '清空浏览记录' }).click();
    await page.getByText('还没有浏览记录').waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 150_000);

  it('saves a filtered search; 我的 lists it with its counts and restores the list', async () => {
    const { page, consoleErrors, alerts } = await openPage('/?price_max=300000&sort=PRICE_ASC');
    await page.waitForSelector(LIST_CARD, { timeout: 30_000 });
    await page.getByRole('button', { name: '保存搜索' }).click();
    await page.getByText('已保存搜索「30万以下」，可在「我的」查看').waitFor();
    await goto(page, '/mine');
    const link = page.getByRole('link', { name: '30万以下' });
    await link.waitFor({ timeout: 20_000 });
    await page.getByText(/现有 \d+ 辆匹配，自上次查看新增 \d+ 辆/).waitFor({ timeout: 20_000 });
    await screenshot(page, 'buyer-saved-search');
    await link.click();
    await page.waitForSelector(LIST_CARD, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('price_max')).toBe('300000');
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 150_000);

  it('draws the share poster as a PNG image with the car on it', async () => {
    const { page, consoleErrors, alerts } = await openPage('/car/C10001');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    await page.getByRole('button', { name: '生成海报' }).click();
    const poster = page.getByRole('img', { name: /的分享海报$/ });
    await poster.waitFor({ timeout: 20_000 });
    expect(await poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await page.getByText('无法画进海报').count()).toBe(0);
    await screenshot(page, 'buyer-poster');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 150_000);
});
