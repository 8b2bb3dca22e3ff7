// Reserving a car with a deposit at 390×844 in WeChat (the mock build: the mocked WeixinJSBridge pays):
// terms, who reserves, the payment, the server's confirmation, the car held with its countdown and the
// panel on the car page; the phone's back closes the sheet; a payment cancelled on WeChat's sheet leaves
// the order unpaid; a reload while the payment is being confirmed loses nothing. No console errors, no alerts and no serious axe violations.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot, USER_AGENTS } from './support/browser';
import { FAKE_WX } from './support/wechat';

const CAR = '/car/C10001';
const BAR = 'nav[aria-label="购车操作"]';

async function openInWeChat(scenario?: string) {
  return openPage(CAR, {
    waitFor: BAR,
    userAgent: USER_AGENTS.wechatIos,
    initScript: FAKE_WX,
    ...(scenario ? { scenario } : {}),
  });
}

describe('reserving a car in WeChat', () => {
  it('pays through the bridge, is confirmed by the server, holds the car and shows it on the page', async () => {
    const { page, consoleErrors, alerts, requests } = await openInWeChat();
    const bar = page.locator(BAR);
    const reserve = bar.getByRole('button', { name: '预订' });
    // Nothing of the reservation is asked for before the tap: not its calls, not its sheet's chunk.
    expect(requests.some((url) => url.includes('/v1/reservation') || url.includes('reservation-sheet'))).toBe(false);
    const box = await reserve.boundingBox();
    expect(box && box.height >= 44 && box.width >= 44).toBe(true);
    await reserve.click();
    const dialog = page.getByRole('dialog', { name: '订金预订' });
    await dialog.waitFor({ timeout: 20_000 });
    expect(requests.some((url) => url.includes('reservation-sheet'))).toBe(true);
    await screenshot(page, 'reservation-terms');
    expect(await checkA11y(page)).toEqual([]);

    // The phone's back closes it; the page stays.
    await page.goBack();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe(CAR);

    await bar.getByRole('button', { name: '预订' }).click();
    await dialog.getByRole('button', { name: '同意并继续' }).click();
    await dialog.getByRole('textbox', { name: '您的称呼' }).fill('陈先生');
    await dialog.getByRole('textbox', { name: '手机号' }).fill('13812345678');
    await screenshot(page, 'reservation-form');
    expect(await checkA11y(page)).toEqual([]);
    await dialog.getByRole('button', { name: /支付订金/ }).click();
    await dialog.getByRole('heading', { name: '已为你保留这辆车' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'reservation-held');
    expect(await checkA11y(page)).toEqual([]);
    expect(requests.filter((url) => /\/v1\/reservation$/.test(url))).toHaveLength(1);

    await dialog.getByRole('button', { name: '关闭' }).first().click();
    const panel = page.getByRole('region', { name: '这辆车已为你保留' });
    await panel.waitFor({ timeout: 10_000 });
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'reservation-panel');
    // The car reads 已预定 now; the buyer who holds it is still offered the viewing, not the reservation.
    await bar.getByRole('button', { name: '预订' }).waitFor({ state: 'detached', timeout: 10_000 });
    await bar.getByRole('button', { name: '预约看车' }).waitFor();

    // The reservation is in the buyer's own data, with the server's state, after a reload too.
    await page.goto(new URL('/mine', page.url()).toString());
    await page.reload();
    const mine = page.getByRole('region', { name: '我的预订' });
    await mine.getByText('已为你保留').waitFor({ timeout: 15_000 });
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, 'reservation-in-mine');
    expect(await checkA11y(page)).toEqual([]);

    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('cancelled on the payment sheet: the order stays unpaid and can be paid again', async () => {
    const { page, consoleErrors, alerts } = await openInWeChat('reserve:pay-cancel');
    await page.locator(BAR).getByRole('button', { name: '预订' }).click();
    const dialog = page.getByRole('dialog', { name: '订金预订' });
    await dialog.getByRole('button', { name: '同意并继续' }).click({ timeout: 20_000 });
    await dialog.getByRole('textbox', { name: '您的称呼' }).fill('陈先生');
    await dialog.getByRole('textbox', { name: '手机号' }).fill('13812345678');
    await dialog.getByRole('button', { name: /支付订金/ }).click();
    await dialog.getByRole('heading', { name: '支付已取消' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('button', { name: '继续支付' }).count()).toBe(1);
    await screenshot(page, 'reservation-unpaid');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('paid but not yet confirmed, then a reload: nothing is lost, no second order, and the page says not to pay again', async () => {
    const { page, consoleErrors, alerts, requests } = await openInWeChat('reserve:never-confirmed');
    await page.locator(BAR).getByRole('button', { name: '预订' }).click();
    const dialog = page.getByRole('dialog', { name: '订金预订' });
    await dialog.getByRole('button', { name: '同意并继续' }).click({ timeout: 20_000 });
    await dialog.getByRole('textbox', { name: '您的称呼' }).fill('陈先生');
    await dialog.getByRole('textbox', { name: '手机号' }).fill('13812345678');
    await dialog.getByRole('button', { name: /支付订金/ }).click();
    // Paid on WeChat's sheet; the page keeps the reservation's id before it asks for the status.
    await page.waitForFunction(
      () => (localStorage.getItem('car-reservation-draft:v1') ?? '').includes('"reservationId":"RSV'),
      undefined,
      { timeout: 20_000 },
    );

    // The in-app browser reloads mid-confirmation.
    await page.reload();
    await page.locator(BAR).waitFor({ timeout: 20_000 });
    const panel = page.getByRole('region', { name: '正在确认你的订金' });
    await panel.waitFor({ timeout: 15_000 });
    await panel.getByText(/预订编号 DJ\d+/).waitFor();
    await panel.getByRole('button', { name: '查看预订' }).click();
    const again = page.getByRole('dialog', { name: '订金预订' });
    await again.getByRole('heading', { name: '还没有收到支付结果' }).waitFor({ timeout: 20_000 });
    await again.getByText(/请不要重复支付/).waitFor();
    await screenshot(page, 'reservation-unconfirmed-after-reload');
    expect(await checkA11y(page)).toEqual([]);
    expect(requests.filter((url) => /\/v1\/reservation$/.test(url))).toHaveLength(1);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });
});
