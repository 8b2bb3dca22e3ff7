// Booking a viewing from the car page through the real graph (MSW at the REST boundary): the sheet
// loads on first use, checks the form (the sell form's phone rule), books once per draft (double tap,
// retry), keeps the draft over a reload, confirms with a reference and shows the booking on the car
// page and in the buyer's saved data.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptedViewingKeys } from '../../../mocks/handlers/viewing';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { createTestGraph } from '../../support/graph';
import { fixtureDetail } from './fixture';
import { renderCarRoute } from './render';

const DETAIL = fixtureDetail('C10001');
const SHOWROOM = DETAIL.consult.substation_id as string;

let keys: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/v1/viewing_booking') keys.push(request.headers.get('Idempotency-Key') ?? '');
};

beforeEach(() => {
  keys = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

async function renderCar(graph = createTestGraph()) {
  const view = renderCarRoute(CarScreen, '/car/:id', '/car/C10001', graph);
  const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(title.closest('article')).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
  return view;
}

async function openBooking(user: ReturnType<typeof userEvent.setup>) {
  const bar = screen.getByRole('navigation', { name: '购车操作' });
  await user.click(within(bar).getByRole('button', { name: '预约看车' }));
  const dialog = await screen.findByRole('dialog', { name: '预约看车' }, { timeout: 5000 });
  // the showrooms arrive and the car's own is chosen
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '展厅' })).toHaveValue(SHOWROOM));
  return dialog;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  { name = '王先生', phone = '13812345678' } = {},
) {
  const days = within(within(dialog).getByRole('group', { name: '日期' })).getAllByRole('radio');
  expect(days).toHaveLength(7);
  await user.click(days[1] as HTMLElement);
  await user.click(
    within(within(dialog).getByRole('group', { name: '时段' })).getByRole('radio', { name: '14:00-16:00' }),
  );
  if (name) await user.type(within(dialog).getByRole('textbox', { name: '您的称呼' }), name);
  if (phone) await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), phone);
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '提交预约' });
const bookingRequests = (graph: ReturnType<typeof createTestGraph>) =>
  graph.requests.filter((r) => r.operation === 'viewingBooking');

describe('booking a viewing from the car page', () => {
  it('opens a sheet (not the question form): an empty submit says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { graph } = await renderCar();
    expect(document.querySelector('a[href*="topic=book"]')).toBeNull();
    const dialog = await openBooking(user);
    await user.click(submit(dialog));
    expect(within(dialog).getAllByText('请选择此项')).toHaveLength(2);
    expect(within(dialog).getAllByText('请填写此项')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: '您的称呼' })).toHaveAttribute('aria-invalid', 'true');
    expect(bookingRequests(graph)).toHaveLength(0);
  });

  it('a bad mobile number is refused with the sell form’s message', async () => {
    const user = userEvent.setup();
    const { graph } = await renderCar();
    const dialog = await openBooking(user);
    await fill(user, dialog, { phone: '1381234' });
    await user.click(submit(dialog));
    expect(within(dialog).getByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveFocus());
    expect(bookingRequests(graph)).toHaveLength(0);
  });

  it('books: a confirmation with a reference and what happens next, then the booking on the car page and in the buyer’s data', async () => {
    const user = userEvent.setup();
    const { graph } = await renderCar();
    const dialog = await openBooking(user);
    await fill(user, dialog);
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('heading', { name: '预约成功' })).toBeInTheDocument();
    const reference = within(dialog).getByText(/^YY\d{12}$/).textContent ?? '';
    expect(within(dialog).getByText('接下来')).toBeInTheDocument();
    expect(within(dialog).getByText(/顾问会在 2 小时内致电 138\*\*\*\*5678 与你确认/)).toBeInTheDocument();

    const request = bookingRequests(graph)[0];
    expect(request?.url).toMatch(/\/v1\/viewing_booking$/);
    expect(acceptedViewingKeys()).toHaveLength(1);

    const [booking] = graph.buyerStore.read().bookings;
    expect(booking).toMatchObject({
      id: reference,
      carId: 'C10001',
      substationId: SHOWROOM,
      slot: '14:00-16:00',
      name: '王先生',
      phoneMasked: '138****5678',
    });
    // the device keeps no full number of the booking, and the draft is gone
    expect(window.localStorage.getItem('buyer-store')).not.toContain('13812345678');
    expect(window.localStorage.getItem('viewing-booking-draft:v1')).toBeNull();

    await user.click(within(dialog).getAllByRole('button', { name: '完成' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const note = await screen.findByRole('region', { name: '你已预约看这辆车' });
    expect(note).toHaveTextContent(reference);
    expect(note).toHaveTextContent('14:00-16:00');
    // The bar says the car is booked, and leads to the booking, instead of offering to book again.
    const bar = screen.getByRole('navigation', { name: '购车操作' });
    await waitFor(() => expect(within(bar).queryByRole('button', { name: '预约看车' })).toBeNull());
    expect(within(bar).getByRole('link', { name: /^已预约看车\s*\S.*14:00-16:00$/ })).toHaveAttribute(
      'href',
      '#viewing-booking',
    );
  });

  it('a double tap books once', async () => {
    const user = userEvent.setup();
    const { graph } = await renderCar();
    const dialog = await openBooking(user);
    await fill(user, dialog);
    const button = submit(dialog);
    await act(async () => {
      button.click();
      button.click();
    });
    await within(dialog).findByRole('heading', { name: '预约成功' });
    expect(bookingRequests(graph)).toHaveLength(1);
    expect(acceptedViewingKeys()).toHaveLength(1);
    expect(graph.buyerStore.read().bookings).toHaveLength(1);
  });

  it('a failure keeps everything typed, says so inline, and the retry books once with the same key', async () => {
    setScenario({ faults: { viewingBooking: 'http-500' } });
    const user = userEvent.setup();
    const { graph } = await renderCar();
    const dialog = await openBooking(user);
    await fill(user, dialog);
    await user.click(submit(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('预约没有提交成功');
    expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveValue('13812345678');
    expect(graph.alerts).toEqual([]);

    setScenario({ faults: {} });
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await within(dialog).findByRole('heading', { name: '预约成功' });
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(acceptedViewingKeys()).toHaveLength(1);
  });

  it('a reload mid-way keeps the draft', async () => {
    const user = userEvent.setup();
    const first = await renderCar();
    const dialog = await openBooking(user);
    await fill(user, dialog, { phone: '139' });
    first.unmount();
    // the in-app browser is killed: only storage is left

    await renderCar();
    const again = await openBooking(user);
    expect(within(again).getByRole('textbox', { name: '您的称呼' })).toHaveValue('王先生');
    expect(within(again).getByRole('textbox', { name: '手机号' })).toHaveValue('139');
    expect(
      within(within(again).getByRole('group', { name: '时段' })).getByRole('radio', { name: '14:00-16:00' }),
    ).toBeChecked();
  });
});
