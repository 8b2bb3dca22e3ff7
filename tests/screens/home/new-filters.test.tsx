// Applying new filters: the new list's first page is asked for once (from the sheet, once the sheet's
// close has painted, before the address changes), and until it arrives the cards of the filters before
// stay on show, marked out of date (dimmed, busy, inert, no count), so the new chips never stand over
// cards that seem to be theirs. Through the real graph and MSW.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fixtureCars } from '../../../mocks/fixtures/cars';
import { server } from '../../../mocks/node';
import { DiscountScreen } from '../../../src/screens/home/discount.screen';
import { HomeScreen } from '../../../src/screens/home/home.screen';
import { carsRequests, holdCars, onSale, renderList } from './list-harness';

const premium = fixtureCars()
  .filter((car) => car.category === 'premium' && !car.isWholesale && car.body !== 'motorcycle' && onSale(car))
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const toyota = premium.filter((car) => car.brandId === 'B01');
const toyotaOrHonda = premium.filter((car) => car.brandId === 'B01' || car.brandId === 'B02');
const SHEET_WAIT = { timeout: 5_000 };

/** Holds the list's page answers (not the sheet's counts) for Hondas until released. */
const holdHondaPages = () =>
  holdCars((params) => params.get('page_size') !== '1' && Boolean(params.get('brand_id')?.includes('B02')));

afterEach(() => server.resetHandlers());

describe('applying new filters', () => {
  it('asks once, and keeps the cards before on show, out of date, until the new ones arrive', async () => {
    // The newest Honda leads the new list: it is not the first card before.
    expect(toyotaOrHonda[0]!.brandId).toBe('B02');
    const user = userEvent.setup();
    const { graph } = renderList('/?brand=B01', '/', <HomeScreen />);
    const list = () => screen.getByRole('list', { name: '精品自营车' });
    await screen.findAllByRole('link', { name: toyota[0]!.title });
    expect(await screen.findByText(`在售 ${toyota.length} 辆`)).toBeInTheDocument();
    const hold = holdHondaPages();

    await user.click(screen.getByRole('button', { name: /^筛选/ }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    await user.click(await within(dialog).findByRole('button', { name: '本田' }));
    await user.click(await within(dialog).findByRole('button', { name: /^查看 \d+ 辆$/ }));
    await hold.reached;

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?brand=B01%2CB02'));
    expect(await screen.findByRole('button', { name: '移除条件：本田' })).toBeInTheDocument();
    // The Toyotas stay, marked out of date; the count line says the new list is coming, in its place.
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'true'));
    // Out of reach: not offered as the new filters' cars.
    expect(list()).toHaveAttribute('inert');
    expect(within(list()).getAllByRole('link', { name: toyota[0]!.title }).length).toBeGreaterThan(0);
    expect(screen.getByText('正在加载车源')).toBeInTheDocument();
    expect(screen.queryByText(`在售 ${toyota.length} 辆`)).toBeNull();

    hold.release();
    expect((await within(list()).findAllByRole('link', { name: toyotaOrHonda[0]!.title })).length).toBeGreaterThan(0);
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    expect(list()).not.toHaveAttribute('inert');
    expect(await screen.findByText(`在售 ${toyotaOrHonda.length} 辆`)).toBeInTheDocument();
    // One request for the new list: the list's query and the sheet's early request are one.
    expect(carsRequests(graph).filter((params) => params.get('brand_id')?.includes('B02'))).toHaveLength(1);
  }, 30_000);

  it('asks once in the discount zone too, whose address carries its category', async () => {
    const user = userEvent.setup();
    const { graph } = renderList(
      '/discount?category=discount&q=%E6%B3%95%E6%8B%89%E5%88%A9',
      '/discount',
      <DiscountScreen />,
    );
    expect(await screen.findByText('没有找到“法拉利”相关的车')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/discount\?category=discount$/));
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(0);
    // The one with the words, then the one without.
    expect(carsRequests(graph)).toHaveLength(2);
  });

  it('loads the new list’s next page as its end comes near, once the cards before have gone', async () => {
    // An observer the test moves: "the end is near" for every element observed and still in the page.
    const observed = new Set<{ callback: IntersectionObserverCallback; element: Element }>();
    class ManualObserver {
      private readonly mine = new Set<{ callback: IntersectionObserverCallback; element: Element }>();
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        const entry = { callback: this.callback, element };
        this.mine.add(entry);
        observed.add(entry);
      }
      unobserve() {}
      disconnect() {
        for (const entry of this.mine) observed.delete(entry);
      }
    }
    const nearTheEnd = () => {
      for (const { callback, element } of [...observed])
        if (element.isConnected)
          callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
    };
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const hold = holdCars(
      (params) => params.get('sort') === 'price_asc' && params.get('page') === '1' && params.get('page_size') !== '1',
    );
    const user = userEvent.setup();
    const { graph } = renderList('/', '/', <HomeScreen />);
    const list = () => screen.getByRole('list', { name: '精品自营车' });
    await screen.findAllByRole('link', { name: premium[0]!.title });

    await user.click(screen.getByRole('button', { name: '价格最低' }));
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'true'));
    hold.release();
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));

    // The list observes its end in an effect after the new page's commit: on a slow machine that can
    // come after the busy mark has gone, so the end comes near on every try until it is observed.
    await waitFor(() => {
      nearTheEnd();
      expect(
        carsRequests(graph).some((params) => params.get('sort') === 'price_asc' && params.get('page') === '2'),
      ).toBe(true);
    });
  });
});
