// Reserving a car with a refundable deposit from its page, through the real graph (MSW answering as the
// mocked reservation server, the mocked WeChat bridge paying): each outcome the buyer can meet — paid and
// held, cancelled at payment, a failed payment, confirmed late, never confirmed, reserved by someone else,
// expired while paying, the H5 round trip, the refund — and the draft that resumes after a reload.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptedReservationKeys, heldCarIds, lapseMockHolds } from '../../../mocks/handlers/reservation';
import { setScenario, type ReservationCase } from '../../../mocks/scenarios';
import { installMockPayBridge } from '../../../mocks/wechat-pay-bridge';
import { settings } from '../../../src/config/env';
import { MineScreen } from '../../../src/screens/buyer/mine.screen';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { paymentPage, reservationTiming } from '../../../src/screens/car/reservation/payment-page';
import { reservationPart } from '../../../src/screens/car/reservation/reservation-entry';
import { createReservationDraftStore } from '../../../src/screens/car/reservation/reservation-draft';
import { createTestGraph } from '../../support/graph';
import { renderCarRoute } from './render';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const MINI_PROGRAM_UA = `${WECHAT_UA} miniProgram`;

type BridgeWindow = Window & { WeixinJSBridge?: unknown };
let opened: string[] = [];
const original = { reservations: settings.reservations, pollDelayMs: reservationTiming.pollDelayMs };

// The sheet's chunk, compiled once before the clocks of the tests start (a busy 2-core machine).
beforeAll(async () => {
  await reservationPart.load();
}, 30_000);
beforeEach(() => {
  settings.reservations = true;
  reservationTiming.pollDelayMs = 5;
  opened = [];
  vi.spyOn(paymentPage, 'open').mockImplementation((url) => void opened.push(url));
});
afterEach(() => {
  settings.reservations = original.reservations;
  reservationTiming.pollDelayMs = original.pollDelayMs;
  delete (window as BridgeWindow).WeixinJSBridge;
});

function inWeChat(userAgent = WECHAT_UA) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  installMockPayBridge(window, 0);
}

async function renderCar(graph = createTestGraph()) {
  const view = renderCarRoute(CarScreen, '/car/:id', '/car/C10001', graph);
  const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(title.closest('article')).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
  return view;
}

const bar = () => screen.getByRole('navigation', { name: '购车操作' });

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(bar()).getByRole('button', { name: '预订' }));
  return screen.findByRole('dialog', { name: '订金预订' }, { timeout: 5000 });
}

/** Terms, then who reserves, then pay. */
async function reserve(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  expect(within(dialog).getByRole('heading', { name: /付 ¥2,000 订金，为你保留这辆车 72 小时/ })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '同意并继续' }));
  await user.type(await within(dialog).findByRole('textbox', { name: '您的称呼' }), '王先生');
  await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13812345678');
  await user.click(within(dialog).getByRole('button', { name: '支付订金 ¥2,000' }));
}

const heldHeading = (dialog: HTMLElement) =>
  within(dialog).findByRole('heading', { name: '已为你保留这辆车' }, { timeout: 5000 });

async function reserveIn(reservationCase: ReservationCase | null) {
  if (reservationCase) setScenario({ reservation: reservationCase });
  inWeChat();
  const user = userEvent.setup();
  const view = await renderCar();
  const dialog = await openSheet(user);
  await reserve(user, dialog);
  return { user, dialog, view };
}

describe('reserving a car with a deposit', () => {
  it('with RESERVATIONS off nothing of it shows', async () => {
    settings.reservations = false;
    await renderCar();
    expect(within(bar()).queryByRole('button', { name: '预订' })).toBeNull();
    expect(within(bar()).getByRole('button', { name: '预约看车' })).toBeInTheDocument();
  });

  it('is offered next to "Book a viewing" on a car on sale', async () => {
    await renderCar();
    expect(within(bar()).getByRole('button', { name: '预订' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: '预约看车' })).toBeInTheDocument();
  });

  it.each(['已预定', '已售'])('is not offered on a car that reads %s', async (label) => {
    setScenario({ carStatus: { C10001: label } });
    renderCarRoute(CarScreen, '/car/:id', '/car/C10001', createTestGraph());
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const nav = await screen.findByRole('navigation', { name: '购车操作' }, { timeout: 10_000 });
    expect(within(nav).queryByRole('button', { name: '预订' })).toBeNull();
  });

  it('in WeChat: pays through the bridge, the server confirms, the car is held and shows on the page', async () => {
    const { user, dialog, view } = await reserveIn(null);
    await heldHeading(dialog);
    expect(within(dialog).getByText(/^DJ\d+$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/还剩 7[012] 小时/)).toBeInTheDocument();
    expect(heldCarIds().has('C10001')).toBe(true);
    const created = view.graph.requests.filter((r) => r.operation === 'createReservation');
    expect(created).toHaveLength(1);
    expect(acceptedReservationKeys()).toHaveLength(1);
    // The draft keeps the reservation, never the payment parameters.
    const stored = window.localStorage.getItem('car-reservation-draft:v1') ?? '';
    expect(stored).toContain('"reservationId":"RSV');
    expect(stored).not.toContain('paySign');

    await user.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]!);
    const panel = await screen.findByRole('region', { name: '这辆车已为你保留' });
    expect(panel).toHaveTextContent(/预订编号 DJ\d+/);
    expect(panel).toHaveTextContent(/保留到 .*（还剩 7[012] 小时/);
    // The server's word on the car reaches the page: held, it is no longer offered for reservation.
    await waitFor(() => expect(within(bar()).queryByRole('button', { name: '预订' })).toBeNull(), { timeout: 5000 });
    expect(within(bar()).getByRole('button', { name: '预约看车' })).toBeInTheDocument();
  });

  it('the reservation is in the buyer’s own data: 我的 lists it with the server’s state, and what the device kept when the server cannot be asked', async () => {
    const { dialog, view } = await reserveIn(null);
    await heldHeading(dialog);
    const reference = within(dialog).getByText(/^DJ\d+$/).textContent ?? '';
    view.unmount();

    const list = renderCarRoute(MineScreen, '/mine', '/mine');
    const section = await screen.findByRole('region', { name: '我的预订' }, { timeout: 5000 });
    expect(await within(section).findByText('已为你保留', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(section).toHaveTextContent(`预订编号 ${reference}`);
    expect(section).toHaveTextContent(/保留到 .*（还剩 7[012] 小时/);
    expect(within(section).getByRole('link', { name: /雷克萨斯/ })).toHaveAttribute('href', '/car/C10001');
    list.unmount();

    // The server cannot be asked: the reference and the car still show, the state says it is unknown.
    setScenario({ faults: { reservationStatus: 'http-500' } });
    renderCarRoute(MineScreen, '/mine', '/mine');
    const again = await screen.findByRole('region', { name: '我的预订' }, { timeout: 5000 });
    expect(await within(again).findByText('暂时查不到状态，请稍后再看', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(again).toHaveTextContent(`预订编号 ${reference}`);
  });

  it('cancelled at payment: kept unpaid; paying again uses the same order', async () => {
    const { user, dialog } = await reserveIn('pay-cancel');
    expect(await within(dialog).findByRole('heading', { name: '支付已取消' })).toBeInTheDocument();
    setScenario({});
    await user.click(within(dialog).getByRole('button', { name: '继续支付' }));
    await heldHeading(dialog);
    expect(acceptedReservationKeys()).toHaveLength(1);
  });

  it('a failed payment offers a retry and charges nothing', async () => {
    const { dialog } = await reserveIn('pay-fail');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('支付没有完成');
    expect(alert).toHaveTextContent('没有扣款');
  });

  it('confirmed late: keeps asking within the bound, then held', async () => {
    const { dialog, view } = await reserveIn('confirmed-late');
    await heldHeading(dialog);
    expect(view.graph.requests.filter((r) => r.operation === 'reservationStatus').length).toBeGreaterThanOrEqual(3);
  });

  it('never confirmed: stops after five tries and says plainly not to pay again', async () => {
    const { user, dialog, view } = await reserveIn('never-confirmed');
    expect(await within(dialog).findByRole('heading', { name: '还没有收到支付结果' })).toBeInTheDocument();
    expect(within(dialog).getByText(/请不要重复支付/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '继续支付' })).toBeNull();
    const reads = () => view.graph.requests.filter((r) => r.operation === 'reservationStatus').length;
    // Five tries of the sheet (the car page's panel may read once more).
    const before = reads();
    expect(before).toBeGreaterThanOrEqual(5);
    expect(before).toBeLessThanOrEqual(6);
    await user.click(within(dialog).getByRole('button', { name: '再查一次' }));
    await waitFor(() => expect(reads()).toBe(before + 5));
    expect(await within(dialog).findByRole('heading', { name: '还没有收到支付结果' })).toBeInTheDocument();
  });

  it('reserved by someone else: says so, charges nothing and offers similar cars', async () => {
    const { dialog } = await reserveIn('reserved-by-another');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('这辆车已被其他顾客预订');
    expect(alert).toHaveTextContent('这辆车刚刚被其他顾客预订了');
    expect(within(dialog).getByRole('link', { name: '看相似车辆' })).toHaveAttribute('href', '#similar');
  });

  it('expired while paying: says the car is not held and offers to reserve again', async () => {
    const { user, dialog } = await reserveIn('expired-while-paying');
    expect(await within(dialog).findByRole('heading', { name: '预订已过期' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '重新预订' }));
    expect(await within(dialog).findByRole('button', { name: '同意并继续' })).toBeInTheDocument();
  });

  it('a server error keeps what was typed and retries with the same key', async () => {
    setScenario({ faults: { createReservation: 'http-500' } });
    const { user, dialog } = await reserveIn(null);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('预订没有创建成功');
    expect(within(dialog).getByRole('textbox', { name: '您的称呼' })).toHaveValue('王先生');
    setScenario({});
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await heldHeading(dialog);
    expect(acceptedReservationKeys()).toHaveLength(1);
  });

  it('refund: held → cancel (asked first) → refund pending → refunded', async () => {
    const { user, dialog } = await reserveIn(null);
    await heldHeading(dialog);
    await user.click(within(dialog).getByRole('button', { name: '取消预订' }));
    expect(within(dialog).getByText(/订金 ¥2,000 原路退回/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定取消' }));
    expect(await within(dialog).findByRole('heading', { name: '订金已退回' }, { timeout: 5000 })).toBeInTheDocument();
    expect(heldCarIds().has('C10001')).toBe(false);
    expect(window.localStorage.getItem('car-reservation-draft:v1')).toBeNull();
  });

  it('outside WeChat: leaves for the H5 page with the way back; back on the car the buyer says "I have paid"', async () => {
    // The mock counts an H5 order as paid at its first read; here the buyer has not paid yet.
    setScenario({ reservation: 'pay-cancel' });
    const user = userEvent.setup();
    const first = await renderCar();
    const dialog = await openSheet(user);
    await reserve(user, dialog);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/^https:\/\/wx\.tenpay\.mock-dealer\.test\/.*&redirect_url=http%3A%2F%2F/);
    first.unmount();

    // The page comes back from the payment page (a new load): the sheet opens where the buyer was.
    await renderCar();
    const again = await screen.findByRole('dialog', { name: '订金预订' }, { timeout: 5000 });
    expect(await within(again).findByRole('heading', { name: '你完成支付了吗？' })).toBeInTheDocument();
    setScenario({});
    await user.click(within(again).getByRole('button', { name: '我已支付' }));
    await heldHeading(again);
  });

  it('resumes after a reload from the stored draft: the panel, and the sheet at held', async () => {
    const { dialog, view } = await reserveIn(null);
    await heldHeading(dialog);
    view.unmount();
    await renderCar();
    const panel = await screen.findByRole('region', { name: '这辆车已为你保留' });
    // Held for this buyer, the car reads reserved: the panel is the way back to the reservation.
    expect(within(bar()).queryByRole('button', { name: '预订' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: '取消预订' }));
    const reopened = await screen.findByRole('dialog', { name: '订金预订' }, { timeout: 5000 });
    await heldHeading(reopened);
  });

  it('a reservation whose draft another car’s replaced: the page still shows it from the buyer’s data, and the sheet resumes it', async () => {
    const { dialog, view } = await reserveIn(null);
    await heldHeading(dialog);
    view.unmount();
    // The buyer then starts a reservation of another car: the device's one draft is that car's now.
    createReservationDraftStore().save({
      carId: 'C10002',
      form: { name: '王先生', phone: '' },
      idempotencyKey: null,
      reservationId: null,
      h5Pending: false,
    });
    expect(createReservationDraftStore().load()?.carId).toBe('C10002');
    await renderCar();
    const panel = await screen.findByRole('region', { name: '这辆车已为你保留' }, { timeout: 5000 });
    expect(within(bar()).getByRole('button', { name: '预约看车' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: '取消预订' }));
    const reopened = await screen.findByRole('dialog', { name: '订金预订' }, { timeout: 5000 });
    await heldHeading(reopened);
  });

  it('a hold whose time ran out: the car is on sale again, the sheet says the hold ended and the deposit came back, and 我的 says so', async () => {
    const { dialog, view } = await reserveIn(null);
    await heldHeading(dialog);
    view.unmount();
    // The hold's time runs out (the mocked server moves its end to a minute ago; the page's clock is
    // left alone: module state such as the image loader's throttle reads it).
    lapseMockHolds();
    const user = userEvent.setup();
    const car = await renderCar();
    // On sale again: offered for reservation; the sheet resumes the old one and says how it ended.
    const reopened = await openSheet(user);
    expect(await within(reopened).findByRole('heading', { name: '保留已到期' }, { timeout: 5000 })).toBeInTheDocument();
    expect(reopened).toHaveTextContent('这辆车已重新开放购买。订金已原路退回。');
    car.unmount();
    renderCarRoute(MineScreen, '/mine', '/mine');
    const mine = await screen.findByRole('region', { name: '我的预订' }, { timeout: 5000 });
    expect(await within(mine).findByText('保留已到期', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(mine).toHaveTextContent('订金已原路退回');
  });

  it('corrupt storage: the sheet starts at the terms without crashing', async () => {
    window.localStorage.setItem('car-reservation-draft:v1', '{"v":1,"value":{"carId":"C10001","form":42');
    const user = userEvent.setup();
    await renderCar();
    expect(screen.queryByRole('region', { name: '这辆车已为你保留' })).toBeNull();
    const dialog = await openSheet(user);
    expect(within(dialog).getByRole('button', { name: '同意并继续' })).toBeInTheDocument();
  });

  it('in a mini-program: cannot pay here, and is offered the viewing booking instead', async () => {
    inWeChat(MINI_PROGRAM_UA);
    const user = userEvent.setup();
    await renderCar();
    const dialog = await openSheet(user);
    expect(within(dialog).getByRole('heading', { name: '这里无法支付订金' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '预约看车' }));
    expect(await screen.findByRole('dialog', { name: '预约看车' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
