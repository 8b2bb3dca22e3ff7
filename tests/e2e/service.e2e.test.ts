// Selling, service, help and tracking pages at 390×844 in the mock build: each route and alias renders
// real content with no console errors, no alerts and no serious axe violations; the sell-car form
// keeps its draft across a reload and submits once; the map loads without any internet request.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

// A valid coupon code (CP + value letter B = ¥2,000 + serial + check character).
const COUPON = 'CPB7K2Q9XU';

const routes: Array<[path: string, name: string, ready: string]> = [
  ['/recycle', 'service-recycle', 'select'],
  ['/repair', 'service-repair', 'main li h3'],
  ['/help/standard-of-pre-sale-preparation', 'service-help-preparation', 'main h2'],
  ['/help/agreement', 'service-help-agreement', 'main h2'],
  ['/agreement', 'service-help-agreement-alias', 'main h2'],
  ['/help/coupon-guide', 'service-help-coupon-guide', 'main h2'],
  ['/coupon/guide', 'service-help-coupon-guide-alias', 'main h2'],
  [`/help/coupon-landing?code=${COUPON}`, 'service-help-coupon-landing', 'main h2'],
  ['/coupon/landing?code=BROKEN', 'service-help-coupon-landing-invalid', 'main h1'],
  ['/help/delivery-notice/D20261101', 'service-help-delivery', 'main h2'],
  ['/notice/delivery/D20261102', 'service-help-delivery-alias', 'main h2'],
  ['/help/delivery-notice/UNKNOWN1', 'service-help-delivery-not-found', 'main a[href="/"]'],
  ['/help/price-negotiable', 'service-help-price-negotiable', 'main h2'],
  ['/vote/price/negotiable', 'service-help-price-negotiable-alias', 'main h2'],
  ['/help/examine-notice/E20261101', 'service-help-examine', 'main h2'],
  ['/notice/examine/E20261103', 'service-help-examine-alias', 'main h2'],
  ['/help/release-note-weapp', 'service-help-release-notes', 'main time'],
  ['/help/random-consultant', 'service-help-random-consultant', 'main a[href^="tel:"]'],
  ['/help/hunt-agreement', 'service-help-hunt-agreement', 'main h2'],
  ['/tool/westard-tracking', 'service-tool-tracking-form', 'main input'],
  ['/tool/westard-tracking?waybill=YD20261120001', 'service-tool-tracking', '.leaflet-container .transport-map-city'],
  ['/tool/gps-trajectory?id=YD20261120002', 'service-tool-trajectory', '.leaflet-container .transport-map-city'],
  ['/tool/gps-allLocationInfo', 'service-tool-in-transit', '.leaflet-container .transport-map-vehicle'],
];

describe('service routes at 390×844', () => {
  it.each(routes)('%s renders cleanly', async (path, name, ready) => {
    const { page, consoleErrors, alerts, requests } = await openPage(path);
    await page.waitForSelector(ready, { timeout: 20_000 });
    await page.waitForTimeout(500);
    await screenshot(page, name);
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
    // Only the page's own origin and the mocked API hosts (*.test, answered by the service worker):
    // no map tiles or scripts from the internet.
    const base = new URL(page.url()).origin;
    const outside = requests.filter(
      (url) => !url.startsWith(base) && !url.startsWith('data:') && !new URL(url).hostname.endsWith('.test'),
    );
    expect(outside).toEqual([]);
  });
});

describe('sell a car in the browser', () => {
  it('keeps the draft across a reload, shows field errors, and submits once', async () => {
    const { page, consoleErrors, alerts } = await openPage('/recycle');
    await page.waitForSelector('select', { timeout: 20_000 });
    await page.getByRole('button', { name: '免费评估我的车' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    expect(await page.getByText('请填写您的称呼').count()).toBe(1);
    await screenshot(page, 'service-recycle-errors');
    expect(await checkA11y(page)).toEqual([]);

    await page.getByRole('textbox', { name: '您的称呼' }).fill('陈先生');
    await page.getByRole('textbox', { name: '手机号' }).fill('13812345678');
    for (const label of ['车型', '车辆所在城市', '上牌年份', '表显里程', '就近服务站']) {
      const select = page.getByRole('combobox', { name: label });
      const value = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(value ?? '');
    }
    await page.reload();
    await page.waitForSelector('select', { timeout: 20_000 });
    expect(await page.getByRole('textbox', { name: '您的称呼' }).inputValue()).toBe('陈先生');
    expect(await page.getByText('已为您恢复上次未提交的内容。').count()).toBe(1);

    const button = page.getByRole('button', { name: '免费评估我的车' });
    await button.dblclick();
    await page.getByRole('heading', { name: '提交成功' }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    await screenshot(page, 'service-recycle-done');
    expect(await checkA11y(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('sell-car-draft:v1'))).toBeNull();
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });
});

describe('the map on a phone', () => {
  it('does not trap page scroll until the visitor taps it', async () => {
    const { page } = await openPage('/tool/westard-tracking?waybill=YD20261120001');
    await page.waitForSelector('.leaflet-container .transport-map-city', { timeout: 20_000 });
    expect(await page.locator('[data-no-touch-emulation] .leaflet-container').count()).toBe(1);
    expect(await page.locator('img.leaflet-tile').count()).toBe(0);
    await page.getByRole('button', { name: '点按地图以拖动和缩放' }).click();
    await page.getByRole('button', { name: '完成' }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'service-tool-tracking-interactive');
    expect(await checkA11y(page)).toEqual([]);
  });
});
