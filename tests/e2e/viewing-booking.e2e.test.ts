// Booking a viewing and calling the consultant on a car page at 390×844 in the mock build: an empty
// submit, a bad phone, a reload mid-way (the draft is kept), a double tap that books once, the
// confirmation and the booking on the car page; the call's look-up, its failure and fallback. No
// console errors and no serious axe violations.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const CAR = '/car/C10001';
const BAR = 'nav[aria-label="购车操作"]';

describe('booking a viewing in the browser', () => {
  it('checks the form, keeps the draft over a reload, books once on a double tap and shows the booking', async () => {
    const { page, consoleErrors, alerts, requests } = await openPage(CAR, { waitFor: BAR });
    const bar = page.locator(BAR);
    await bar.getByRole('button', { name: '预约看车' }).click();
    const dialog = page.getByRole('dialog', { name: '预约看车' });
    await dialog.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => dialog.getByRole('combobox', { name: '展厅' }).inputValue(), { timeout: 10_000 })
      .not.toBe('');
    await page.waitForTimeout(300);
    await screenshot(page, 'viewing-booking-open');
    expect(await checkA11y(page)).toEqual([]);

    // empty
    await dialog.getByRole('button', { name: '提交预约' }).click();
    expect(await dialog.getByText('请选择此项').count()).toBe(2);
    expect(await dialog.getByText('请填写此项').count()).toBe(2);
    await screenshot(page, 'viewing-booking-errors');
    expect(await checkA11y(page)).toEqual([]);

    // bad phone
    await dialog.getByRole('group', { name: '日期' }).getByRole('radio').nth(2).check();
    await dialog.getByRole('radio', { name: '10:00-12:00' }).check();
    await dialog.getByRole('textbox', { name: '您的称呼' }).fill('陈先生');
    await dialog.getByRole('textbox', { name: '手机号' }).fill('1381234');
    await dialog.getByRole('button', { name: '提交预约' }).click();
    expect(await dialog.getByText('请输入正确的 11 位手机号').count()).toBe(1);

    // reload mid-way: the draft is kept
    await dialog.getByRole('textbox', { name: '手机号' }).fill('13812345678');
    await page.reload();
    await page.waitForSelector(BAR, { timeout: 30_000 });
    await page.locator(BAR).getByRole('button', { name: '预约看车' }).click();
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('textbox', { name: '您的称呼' }).inputValue()).toBe('陈先生');
    expect(await dialog.getByRole('textbox', { name: '手机号' }).inputValue()).toBe('13812345678');
    expect(await dialog.getByRole('radio', { name: '10:00-12:00' }).isChecked()).toBe(true);

    // double tap: one booking
    const before = requests.filter((url) => url.includes('/v1/viewing_booking')).length;
    await dialog.getByRole('button', { name: '提交预约' }).dblclick();
    await dialog.getByRole('heading', { name: '预约成功' }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    await screenshot(page, 'viewing-booking-done');
    expect(await checkA11y(page)).toEqual([]);
    expect(requests.filter((url) => url.includes('/v1/viewing_booking')).length - before).toBe(1);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('buyer-store') ?? '{}') as { bookings?: unknown[] },
    );
    expect(stored.bookings).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('viewing-booking-draft:v1'))).toBeNull();

    // the booking on the car page
    await dialog.getByRole('button', { name: '完成' }).last().click();
    const note = page.getByRole('region', { name: '你已预约看这辆车' });
    await note.waitFor({ timeout: 10_000 });
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'viewing-booking-on-car-page');
    expect(await checkA11y(page)).toEqual([]);
    // The bar says the car is booked and leads to the booking, not to a second one.
    const booked = page.locator(BAR).getByRole('link', { name: /^已预约看车 .*10:00-12:00$/ });
    await booked.waitFor({ timeout: 10_000 });
    expect(await page.locator(BAR).getByRole('button', { name: '预约看车' }).count()).toBe(0);
    const box = await booked.boundingBox();
    expect(box && box.height >= 44).toBe(true);
    await screenshot(page, 'viewing-booking-bar');

    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });
});

describe('changing and cancelling a booked viewing on 我的', () => {
  it('moves it to another time, keeps that over a reload, cancels it after asking, and the car offers a booking again', async () => {
    const { page, consoleErrors, alerts } = await openPage(CAR, { waitFor: BAR });
    await page.locator(BAR).getByRole('button', { name: '预约看车' }).click();
    const dialog = page.getByRole('dialog', { name: '预约看车' });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('group', { name: '日期' }).getByRole('radio').nth(1).check();
    await dialog.getByRole('radio', { name: '10:00-12:00' }).check();
    await dialog.getByRole('textbox', { name: '您的称呼' }).fill('陈先生');
    await dialog.getByRole('textbox', { name: '手机号' }).fill('13812345678');
    await dialog.getByRole('button', { name: '提交预约' }).click();
    await dialog.getByRole('heading', { name: '预约成功' }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: '完成' }).last().click();

    // From the car page's note to 我的, the booking in view.
    const note = page.getByRole('region', { name: '你已预约看这辆车' });
    await note.getByRole('link', { name: '改期或取消' }).click();
    await page.waitForURL(/\/mine#viewing-bookings$/);
    const row = page.locator('#viewing-bookings li').first();
    await row.getByRole('button', { name: '改期' }).waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: '改期' }).click();
    await row.getByRole('group', { name: '看车日期' }).getByRole('button').nth(3).click();
    await row.getByRole('button', { name: '16:00-18:00' }).click();
    await page.waitForTimeout(300);
    await screenshot(page, 'mine-change-viewing');
    expect(await checkA11y(page)).toEqual([]);
    await row.getByRole('button', { name: '确认改期' }).click();
    // The panel closes once the server has answered, and the row says the new time.
    await row.getByRole('button', { name: '改期' }).waitFor({ timeout: 15_000 });
    await row.getByText(/16:00-18:00 · /).waitFor();

    // The server's memory and the device's agree after a reload.
    await page.reload();
    const again = page.locator('#viewing-bookings li').first();
    await again.getByText(/16:00-18:00 · /).waitFor({ timeout: 30_000 });

    await again.getByRole('button', { name: '取消预约' }).click();
    await again.getByRole('button', { name: '确认取消' }).click();
    await again.getByText('已取消', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await again.getByRole('button', { name: '改期' }).count()).toBe(0);
    await screenshot(page, 'mine-cancelled-viewing');
    expect(await checkA11y(page)).toEqual([]);

    // The car page offers a booking again.
    await page.goto(new URL(CAR, page.url()).href);
    await page.locator(BAR).getByRole('button', { name: '预约看车' }).waitFor({ timeout: 30_000 });
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });
});

describe('calling the consultant in the browser', () => {
  it('looks the number up at the tap and dials it; a masked number is never a tel: link', async () => {
    const { page, consoleErrors, alerts } = await openPage(CAR, { waitFor: BAR });
    expect(
      await page.locator('a[href*="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([]);
    await page
      .locator(BAR)
      .getByRole('button', { name: /打电话/ })
      .click();
    await page
      .locator(BAR)
      .getByText(/正在呼叫/)
      .waitFor({ timeout: 20_000 });
    const href = await page
      .locator(BAR)
      .getByRole('link', { name: /没有弹出拨号/ })
      .getAttribute('href');
    expect(href).toMatch(/^tel:1[3-9]\d{9}$/);
    await screenshot(page, 'car-call-dialled');
    expect(await checkA11y(page)).toEqual([]);
    // A headless browser has no dialler: it says so for the tel: address; nothing else may fail.
    expect(realErrors(consoleErrors).filter((text) => !/tel:/.test(text))).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it("a failed look-up says so with a retry and the number of the car's own showroom", async () => {
    const { page, consoleErrors } = await openPage(CAR, { waitFor: BAR, scenario: 'consultantContact:http-500' });
    await page
      .locator(BAR)
      .getByRole('button', { name: /打电话/ })
      .click();
    await page.locator(BAR).getByRole('alert').waitFor({ timeout: 20_000 });
    expect(await page.locator(BAR).getByRole('button', { name: '重试' }).count()).toBe(1);
    // C10001 is sold at 上海闵行展厅: its own number, not the dealer's Hangzhou switchboard (0571-8888 6000).
    expect(
      await page
        .locator(BAR)
        .getByRole('link', { name: /致电上海闵行展厅/ })
        .getAttribute('href'),
    ).toBe('tel:02166666004');
    await page.waitForTimeout(300);
    await screenshot(page, 'car-call-failed');
    expect(await checkA11y(page)).toEqual([]);
    // The browser reports the injected HTTP 500 itself; nothing else may fail.
    expect(realErrors(consoleErrors).filter((text) => !/status of 500/.test(text))).toEqual([]);
  });
});
