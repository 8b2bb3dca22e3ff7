// 我的 (/mine) through the real graph (Apollo, resolvers, REST clients; MSW at the REST boundary): the
// ways into the buyer's cars, and a booked viewing changed or cancelled with the token its booking
// answered, the server's word kept (a refusal said inline, a failure retried without a second change).

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockViewing, SAMPLE_VIEWING } from '../../../mocks/handlers/viewing';
import { setScenario } from '../../../mocks/scenarios';
import { viewingDays } from '../../../src/domain/viewing';
import { formatCalendarDay } from '../../../src/i18n/calendar-day';
import { MineScreen } from '../../../src/screens/buyer/mine.screen';
import { createTestGraph, type TestGraph } from '../../support/graph';
import { keepSampleBooking } from '../../support/sample-booking';
import { renderCarRoute } from '../car/render';

// Each test is a fresh app: its graph and services (the buyer store among them).
let graph: TestGraph;
beforeEach(() => {
  graph = createTestGraph();
});
const openMine = () => renderCarRoute(MineScreen, '/mine', '/mine', graph);
const bookingRow = async () =>
  (await screen.findByRole('link', { name: '雷克萨斯ES 2023款 300h 豪华版' })).closest('li') as HTMLElement;

describe('我的 (/mine)', () => {
  it('leads to the saved cars, the history and the compare table, with how many each holds', async () => {
    graph.buyerStore.toggleSaved({ id: 'C10001', title: '车', cover: null, price: 1, statusLabel: '在售' });
    openMine();
    const links = await screen.findByRole('navigation', { name: '我的车' });
    await waitFor(() => expect(within(links).getByRole('link', { name: /收藏的车\s*1 辆/ })).toBeInTheDocument());
    expect(within(links).getByRole('link', { name: /浏览记录/ })).toHaveAttribute('href', '/history');
    expect(within(links).getByRole('link', { name: /车辆对比\s*0 辆/ })).toHaveAttribute('href', '/compare');
    expect(screen.getByRole('heading', { name: '我的看车预约' })).toBeInTheDocument();
  });

  it('cancels a booked viewing after asking, and keeps it marked as cancelled', async () => {
    keepSampleBooking(graph.buyerStore);
    openMine();
    const row = await bookingRow();
    await userEvent.click(within(row).getByRole('button', { name: '取消预约' }));
    expect(within(row).getByText(/确定取消这次看车吗/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '保持不变' }));
    expect(mockViewing(SAMPLE_VIEWING.reference)!.status).toBe('booked');
    await userEvent.click(within(row).getByRole('button', { name: '取消预约' }));
    await userEvent.click(within(row).getByRole('button', { name: '确认取消' }));
    expect(await within(await bookingRow()).findByText('已取消')).toBeInTheDocument();
    expect(mockViewing(SAMPLE_VIEWING.reference)!.status).toBe('cancelled');
    expect(graph.buyerStore.read().bookings[0]).toMatchObject({ cancelled: true });
    expect(within(await bookingRow()).queryByRole('button', { name: '改期' })).toBeNull();
  });

  it('moves a viewing to another day and time; a double tap changes it once', async () => {
    const { day } = keepSampleBooking(graph.buyerStore);
    openMine();
    const row = await bookingRow();
    await userEvent.click(within(row).getByRole('button', { name: '改期' }));
    const target = viewingDays(new Date()).find((value) => value !== day)!;
    await userEvent.click(within(row).getByRole('button', { name: formatCalendarDay(target, 'zh-CN') }));
    await userEvent.click(within(row).getByRole('button', { name: '16:00-18:00' }));
    const confirm = within(row).getByRole('button', { name: '确认改期' });
    await userEvent.dblClick(confirm);
    await waitFor(() =>
      expect(mockViewing(SAMPLE_VIEWING.reference)).toMatchObject({ day: target, slot: '16:00-18:00' }),
    );
    expect(
      await within(await bookingRow()).findByText(new RegExp(`${formatCalendarDay(target, 'zh-CN')} 16:00-18:00`)),
    ).toBeInTheDocument();
    expect(graph.buyerStore.read().bookings[0]).toMatchObject({ day: target, slot: '16:00-18:00', cancelled: false });
  });

  it('says a failed cancellation inline, keeps the booking as it was, and a retry cancels it', async () => {
    keepSampleBooking(graph.buyerStore);
    openMine();
    const row = await bookingRow();
    await userEvent.click(within(row).getByRole('button', { name: '取消预约' }));
    setScenario({ faults: { cancelViewingBooking: 'http-500' } });
    await userEvent.click(within(row).getByRole('button', { name: '确认取消' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(/服务器暂时出了问题/);
    expect(graph.buyerStore.read().bookings[0]).toMatchObject({ cancelled: false });
    setScenario({});
    await userEvent.click(within(row).getByRole('button', { name: '确认取消' }));
    expect(await within(await bookingRow()).findByText('已取消')).toBeInTheDocument();
  });

  it('offers no online change for a booking kept without a token (an older app), and says whom to call', async () => {
    keepSampleBooking(graph.buyerStore, { manageToken: null });
    openMine();
    const row = await bookingRow();
    expect(within(row).getByText('如需改期或取消，请致电门店')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '改期' })).toBeNull();
  });
});
