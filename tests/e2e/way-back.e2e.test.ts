// Every dead end has a way back: each not-found or unknown state, opened cold at 390×844 with the
// navigation bar shown (a phone browser) and hidden (inside the WeChat mini-program, where the layout
// draws the back/home bar instead), shows a visible link or button home or back with an accessible
// name, and tapping it leaves the dead end. An unknown address is no dead end at all: it lands home.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, USER_AGENTS } from './support/browser';

/** The dead ends: an address and the text that shows its state was reached. */
const DEAD_ENDS: [string, RegExp][] = [
  ['/car/C99999', /这辆车已经不在了/],
  ['/car/C99999/configuration', /这辆车已经不在了/],
  ['/w/W99999', /不存在|不在了|找不到|已下架/],
  ['/article/A99999', /不存在|找不到|删除/],
  ['/moments/P99999', /不存在|找不到|删除/],
  ['/car/C10001/report-inspection/R999999/business/retail', /没有找到这份报告/],
  // A visitor: the purchase report is for staff (src/domain/staff-fields.ts), a plain page with a way home.
  ['/oem/no-such-uuid/purchase', /这是内部页面/],
  ['/h/H99999/report/mileage', /不存在|找不到|没有/],
  ['/help/delivery-notice/N99999', /不存在|找不到|没有/],
];

const WAY_BACK = /首页|返回|回到/;

const MODES: [string, string | undefined][] = [
  ['navigation bar shown', undefined],
  ['navigation bar hidden (mini-program)', USER_AGENTS.miniProgram],
];

/** The visible controls home or back on the page, by accessible name. */
async function waysBack(page: Page) {
  const controls = page.getByRole('link', { name: WAY_BACK }).or(page.getByRole('button', { name: WAY_BACK }));
  const visible = [];
  for (const control of await controls.all()) if (await control.isVisible()) visible.push(control);
  return visible;
}

describe('every dead end has a way back, at 390×844', () => {
  describe.each(MODES)('%s', (_, userAgent) => {
    it.each(DEAD_ENDS)('%s', async (path, state) => {
      const { page, consoleErrors } = await openPage(path, { userAgent });
      await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toMatch(state);
      const controls = await waysBack(page);
      expect(controls.length, `a visible home or back control on ${path}`).toBeGreaterThan(0);
      expect(await checkA11y(page)).toEqual([]);
      const box = await controls[0]?.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await controls[0]?.click();
      await expect.poll(() => new URL(page.url()).pathname).not.toBe(path);
      expect(realErrors(consoleErrors).filter((text) => !/404|Not Found/i.test(text))).toEqual([]);
    });
  });

  it.each(MODES)('an unknown address lands on the home page (%s)', async (_, userAgent) => {
    const { page, consoleErrors } = await openPage('/no/such/page', { userAgent });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});
