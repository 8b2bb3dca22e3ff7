// WeChat's share card in a real browser (mock build, WeChat's user agent, the SDK stubbed): every
// image handed to the SDK is an absolute address of a JPEG or PNG that the site serves, since WeChat
// shows a blank tile for anything else. A car shares its cover photo; a page without a picture of its
// own shares the configured default.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, realErrors, USER_AGENTS } from './support/browser';
import { FAKE_WX, wxShareCalls, type WxShareCall } from './support/wechat';

const RASTER = { 'image/jpeg': [0xff, 0xd8, 0xff], 'image/png': [0x89, 0x50, 0x4e, 0x47] } as const;

/** Opens `path` in WeChat and returns the last card once it matches `title`. */
async function sharedCard(path: string, title: RegExp) {
  const opened = await openPage(path, { userAgent: USER_AGENTS.wechatAndroid, initScript: FAKE_WX });
  await expect
    .poll(async () => (await wxShareCalls(opened.page)).appMessage.at(-1)?.title ?? '', { timeout: 15_000 })
    .toMatch(title);
  const calls = await wxShareCalls(opened.page);
  return { ...opened, card: calls.appMessage.at(-1) as WxShareCall, timeline: calls.timeline.at(-1) as WxShareCall };
}

/** The image is absolute, on the page's own site (mock mode), and what it serves is a JPEG or PNG. */
async function expectRaster(page: Page, imgUrl: string) {
  const url = new URL(imgUrl);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toMatch(/\.(jpe?g|png)$/i);
  const response = await page.request.get(imgUrl);
  expect(response.status()).toBe(200);
  const type = (response.headers()['content-type'] ?? '').split(';')[0] as keyof typeof RASTER;
  expect(Object.keys(RASTER)).toContain(type);
  expect([...(await response.body()).subarray(0, RASTER[type].length)]).toEqual([...RASTER[type]]);
}

describe('WeChat share cards', () => {
  it('the home page shares the configured default image', async () => {
    const { page, card, timeline, consoleErrors } = await sharedCard('/', /精品/);
    expect(new URL(card.imgUrl).pathname).toBe('/brand/share.png');
    expect(timeline.imgUrl).toBe(card.imgUrl);
    await expectRaster(page, card.imgUrl);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('a car page shares its cover photo', async () => {
    const { page, card, timeline, consoleErrors } = await sharedCard('/car/C10001', /\S/);
    await page.locator('h1#car-title').waitFor();
    const title = (await page.locator('h1#car-title').textContent())?.trim() ?? '';
    await expect.poll(async () => (await wxShareCalls(page)).appMessage.at(-1)?.title).toBe(title);
    const last = (await wxShareCalls(page)).appMessage.at(-1) as WxShareCall;
    expect(new URL(last.imgUrl).pathname).toMatch(/^\/media\/covers\/[\w-]+\.jpg$/);
    expect(last.link).toMatch(/\/car\/C10001$/);
    await expectRaster(page, last.imgUrl);
    expect(timeline.imgUrl).toMatch(/^http/);
    expect(card.imgUrl).toMatch(/^http/);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('a help page, without a picture of its own, shares the configured default', async () => {
    const { page, card, consoleErrors } = await sharedCard('/help/coupon-guide', /优惠券/);
    expect(new URL(card.imgUrl).pathname).toBe('/brand/share.png');
    await expectRaster(page, card.imgUrl);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});
