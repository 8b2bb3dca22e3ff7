// Issue 50, "Counts": the list's count says what it counts. The on-sale filter (在售) is on by default,
// lives in the address, the chips and the sheet, and is honoured by the mocked REST API; the sheet's
// apply button never shows an earlier draft's count while it recounts. Through the real graph and MSW.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureCars } from '../../../mocks/fixtures/cars';
import { server } from '../../../mocks/node';
import { createTestGraph } from '../../support/graph';
import { HomeScreen } from '../../../src/screens/home/home.screen';
import { carsRequests, countRequests, holdCars, ON_SALE_EXCLUDES, onSale, renderList } from './list-harness';

const premium = fixtureCars().filter(
  (car) => car.category === 'premium' && !car.isWholesale && car.body !== 'motorcycle',
);
const toyota = premium.filter((car) => car.brandId === 'B01');
const toyotaOnSale = toyota.filter(onSale);
const SHEET_WAIT = { timeout: 5_000 };

function renderHome(path: string) {
  return renderList(path, '/', <HomeScreen />);
}

/** Holds the sheet's count answers (GET /v1/cars with page_size=1) until released. */
const holdCounts = () => holdCars((params) => params.get('page_size') === '1');

afterEach(() => server.resetHandlers());

describe('the car list counts what it shows', () => {
  it('counts the cars on sale by default, and says so; the chip turns the filter off and the count says sold ones are in', async () => {
    const user = userEvent.setup();
    // The data set has sold and off-shelf Toyotas: the two counts differ.
    expect(toyotaOnSale.length).toBeLessThan(toyota.length);
    const { graph } = renderHome('/?brand=B01');
    expect(await screen.findByText(`在售 ${toyotaOnSale.length} 辆`)).toBeInTheDocument();
    expect(carsRequests(graph).at(-1)!.get('exclude_status')).toBe(ON_SALE_EXCLUDES);
    // Every card shown is buyable.
    const list = screen.getByRole('list', { name: '精品自营车' });
    for (const article of within(list).getAllByRole('article'))
      expect(article).toHaveAttribute('data-availability', 'buyable');

    await user.click(await screen.findByRole('button', { name: '移除条件：在售' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?brand=B01&on_sale=0$/));
    expect(await screen.findByText(`共 ${toyota.length} 辆（含已售）`)).toBeInTheDocument();
    expect(carsRequests(graph).at(-1)!.get('exclude_status')).toBeNull();
    expect(screen.queryByRole('button', { name: '移除条件：在售' })).toBeNull();
    // Turning it off widens the list: the filter button counts the brand only.
    expect(screen.getByRole('button', { name: /已选 1 项/ })).toBeInTheDocument();
    expect(graph.alerts).toEqual([]);
  });

  it('reads the filter from a shared link, and the sheet turns it back on', async () => {
    const user = userEvent.setup();
    renderHome('/?brand=B01&on_sale=0');
    expect(await screen.findByText(`共 ${toyota.length} 辆（含已售）`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^筛选/ }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    const group = within(dialog).getByRole('group', { name: '车源状态' });
    expect(within(group).getByRole('button', { name: '含已售' })).toHaveAttribute('aria-pressed', 'true');
    await within(dialog).findByRole('button', { name: `查看 ${toyota.length} 辆` });
    await user.click(within(group).getByRole('button', { name: '只看在售' }));
    const apply = await within(dialog).findByRole('button', { name: `查看 ${toyotaOnSale.length} 辆` });
    await user.click(apply);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?brand=B01$/));
    expect(await screen.findByText(`在售 ${toyotaOnSale.length} 辆`)).toBeInTheDocument();
  }, 30_000);

  it('shows no number on the apply button while the sheet recounts, only a busy neutral label', async () => {
    const user = userEvent.setup();
    // A graph that waits for a held answer instead of timing out.
    const { graph } = renderList('/', '/', <HomeScreen />, createTestGraph({ timeoutMs: 60_000 }));
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /^筛选/ }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    const first = await within(dialog).findByRole('button', { name: `查看 ${premium.filter(onSale).length} 辆` });
    expect(first).not.toHaveAttribute('aria-busy');

    const { release, reached } = holdCounts();
    await user.click(await within(dialog).findByRole('button', { name: '丰田' }));
    await reached;
    const busy = within(dialog).getByRole('button', { name: '查看结果' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByRole('button', { name: /^查看 \d+ 辆$/ })).toBeNull();
    expect(within(dialog).getByText('正在重新计算车辆数')).toHaveAttribute('role', 'status');

    release();
    const counted = await within(dialog).findByRole('button', { name: `查看 ${toyotaOnSale.length} 辆` });
    expect(counted).not.toHaveAttribute('aria-busy');
    expect(countRequests(graph).at(-1)!.get('brand_id')).toBe('B01');
    expect(graph.alerts).toEqual([]);
  }, 30_000);
});
