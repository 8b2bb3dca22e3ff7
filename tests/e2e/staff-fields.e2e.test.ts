// What is internal stays internal (issue 34, item 4), at 390×844: the key box, the payee account and the
// purchase report's link show on the car page only inside the internal business-system embed (emulated
// the way the QA studio does it: the stored `qa:device` choice, framed by the first EMBED_HOSTS host); a
// visitor who opens /oem/{uuid}/purchase gets a plain "for staff" page with a way home, in zh-CN and
// English, and the page never asks the purchase report's REST endpoint.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const KEY_BOX = /^KB-/;
const ACCOUNT = '杭州诺优选二手车经营有限公司';
const PURCHASE = '/oem/6f1c2a3e-8b4d-4c21-9e57-3a1f0c2b7d10/purchase';

/** The embedding business system, as the QA studio's device choice emulates it. */
const EMBEDDED = `localStorage.setItem('qa:device', JSON.stringify({ id: 'embedded', userAgent: navigator.userAgent, embedded: true }));`;

describe('staff-only fields at 390×844', () => {
  it('a visitor’s car page shows no key box, no payee account and no purchase report link', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    const services = page.getByRole('region', { name: '服务与保障' });
    await services.waitFor({ timeout: 20_000 });
    expect(await services.getByText(KEY_BOX).count()).toBe(0);
    expect(await page.getByText(ACCOUNT).count()).toBe(0);
    expect(await page.locator('a[href^="/oem/"]').count()).toBe(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('inside the embed the car page shows them, and the purchase report opens', async () => {
    const { page, consoleErrors } = await openPage('/car/C10001', { initScript: EMBEDDED });
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    const services = page.getByRole('region', { name: '服务与保障' });
    await services.waitFor({ timeout: 20_000 });
    await services.getByText(KEY_BOX).waitFor();
    expect(await services.getByText(ACCOUNT).count()).toBe(1);
    const link = page.locator('a[href^="/oem/"]');
    expect(await link.count()).toBe(1);
    await link.click();
    await page.waitForSelector('text=手续清单', { timeout: 20_000 });
    await screenshot(page, 'staff-purchase-embedded');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it.each([
    ['zh-CN', '', '这是内部页面', '回到首页看车'],
    ['en', '?lang=en', 'This page is for staff', 'Browse cars'],
  ])(
    'a visitor opening the purchase report gets the "for staff" page (%s) and no REST call',
    async (_, query, title, home) => {
      const { page, consoleErrors, alerts, requests } = await openPage(`${PURCHASE}${query}`);
      await page.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
      expect(await page.getByText(/收购价|Purchase price/).count()).toBe(0);
      await screenshot(page, `staff-purchase-visitor-${query ? 'en' : 'zh'}`);
      expect(await checkA11y(page)).toEqual([]);
      expect(requests.filter((url) => url.includes('purchaseReport'))).toEqual([]);
      await page.getByRole('link', { name: home }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(realErrors(consoleErrors)).toEqual([]);
      expect(alerts).toEqual([]);
    },
  );
});
