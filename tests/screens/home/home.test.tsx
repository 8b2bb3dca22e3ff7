import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fixtureCars } from '../../../mocks/fixtures/cars';
import { setScenario } from '../../../mocks/scenarios';
import { allowConsoleErrors } from '../../support/console-guard';
import { ViewShown } from '../../../src/platform/view-shown';
import { HomeScreen } from '../../../src/screens/home/home.screen';
import {
  readReopenNoteForTests,
  setFilterSheetLoaderForTests,
} from '../../../src/screens/common/car-list/lazy-filter-sheet';
import { carsRequests, ON_SALE_EXCLUDES, onSale, renderList } from './list-harness';

// Every premium car, newest first, and those the list shows by default (on sale).
const allPremium = fixtureCars()
  .filter((car) => car.category === 'premium' && !car.isWholesale && car.body !== 'motorcycle')
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const premium = allPremium.filter(onSale);

// The filter sheet arrives in its own chunk (a module transformed on first import under Vitest).
const SHEET_WAIT = { timeout: 5_000 };

function renderHome(path = '/') {
  return renderList(path, '/', <HomeScreen />);
}

describe('Home', () => {
  it('lists the premium self-operated cars, newest first, with their prices and facts', async () => {
    const { graph } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '精品自营车' })).toBeInTheDocument();
    const first = premium[0]!;
    // The file's first render also transforms the list's modules: give it time on a busy machine.
    const link = await screen.findByRole('link', { name: first.title }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/car/${first.id}?category=premium`);
    const card = link.closest('article')!;
    expect(within(card).getByText(new RegExp(`${first.registrationDate.slice(0, 4)}年上牌`))).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(first.city))).toBeInTheDocument();
    expect(screen.getByText(`在售 ${premium.length} 辆`)).toBeInTheDocument();
    const params = carsRequests(graph)[0]!;
    expect(Object.fromEntries(params)).toEqual({
      category: 'premium',
      is_motorcycle: '0',
      exclude_status: ON_SALE_EXCLUDES,
      page: '1',
      page_size: '20',
    });
    expect(graph.alerts).toEqual([]);
  });

  it('shows the original price struck through and the reduction', async () => {
    renderHome();
    const reduced = premium
      .slice(0, 20)
      .find((car) => car.price.reduce > 0 && ['在售', '待定', '抢先报', '已预定'].includes(car.releaseStatus))!;
    const card = (await screen.findByRole('link', { name: reduced.title })).closest('article')!;
    expect(card.querySelector('s')).not.toBeNull();
    expect(within(card).getByText(/^降/)).toBeInTheDocument();
  });

  it('badges and de-emphasises unavailable cars, and gives early-access cars their report entry', async () => {
    setScenario({ carStatus: { [premium[0]!.id]: '已售', [premium[1]!.id]: '抢先报', [premium[2]!.id]: '待定' } });
    // Sold cars are listed only when the buyer asks for them too.
    renderHome('/?on_sale=0');
    const sold = (await screen.findByRole('link', { name: premium[0]!.title })).closest('article')!;
    expect(sold).toHaveAttribute('data-unavailable');
    expect(within(sold).getAllByText('已售').length).toBeGreaterThan(0);
    const early = screen.getByRole('link', { name: premium[1]!.title }).closest('article')!;
    expect(early).not.toHaveAttribute('data-unavailable');
    expect(within(early).getByText('抢先报')).toBeInTheDocument();
    expect(within(early).getByRole('link', { name: '抢先看检测报告' }).getAttribute('href')).toMatch(
      new RegExp(`^/car/${premium[1]!.id}/report-inspection-preview/R\\d+/business/retail$`),
    );
    const unknown = screen.getByRole('link', { name: premium[2]!.title }).closest('article')!;
    expect(unknown).not.toHaveAttribute('data-unavailable');
    expect(within(unknown).queryByRole('link', { name: '抢先看检测报告' })).toBeNull();
  });

  it('loads further pages and keeps the DOM small', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findByRole('link', { name: premium[0]!.title });
    for (let page = 2; page <= 4; page++) {
      await user.click(screen.getByRole('button', { name: '加载更多' }));
      await waitFor(() => expect(carsRequests(graph).map((params) => params.get('page'))).toContain(String(page)));
      await waitFor(() => expect(screen.queryByRole('status', { name: /正在加载更多/ })).toBeNull());
    }
    const list = screen.getByRole('list', { name: '精品自营车' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveAttribute('aria-setsize', String(premium.length));
    expect(rows.length).toBeLessThan(60);
    // Every page asked for the same filter.
    expect(new Set(carsRequests(graph).map((params) => params.get('category')))).toEqual(new Set(['premium']));
  });

  it('loads its next page as its end comes near, but not while keep-alive keeps it hidden under another page', async () => {
    // A page that lays nothing out: the end of the list is always near.
    class NearObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        queueMicrotask(() =>
          this.callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', NearObserver);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const graph = renderList(
      '/',
      '/',
      <ViewShown.Provider value={false}>
        <HomeScreen />
      </ViewShown.Provider>,
    ).graph;
    await screen.findByText(premium[0]!.title);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(carsRequests(graph).map((params) => params.get('page'))).toEqual(['1']);
    cleanup();

    const shown = renderList(
      '/',
      '/',
      <ViewShown.Provider value>
        <HomeScreen />
      </ViewShown.Provider>,
    ).graph;
    await waitFor(() => expect(carsRequests(shown).map((params) => params.get('page'))).toContain('2'));
  });

  it('reaches the end of the list', async () => {
    const user = userEvent.setup();
    renderHome('/?brand=B14');
    await screen.findByText(`已经到底了 · 共 ${premium.filter((car) => car.brandId === 'B14').length} 辆`);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(user).toBeDefined();
  });

  it('applies filters from the sheet into the URL, replacing the history entry', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findByRole('link', { name: premium[0]!.title });
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    await user.click(await within(dialog).findByRole('button', { name: '丰田' }));
    await user.click(await within(dialog).findByRole('button', { name: '凯美瑞' }));
    await user.click(within(dialog).getByRole('button', { name: /10万-15万|10-15万/ }));
    await user.click(within(dialog).getByRole('button', { name: '5年以内' }));
    await user.click(within(dialog).getByRole('button', { name: '6万公里以内' }));
    await user.click(within(dialog).getByRole('button', { name: '价格最低' }));
    await user.click(within(dialog).getByRole('button', { name: /^查看(结果| \d+ 辆)$/ }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/?brand=B01&model=S0101&price_min=100000&price_max=150000&mileage_max=60000&age_max=5&sort=price_asc',
      ),
    );
    await waitFor(() => expect(carsRequests(graph).length).toBe(2));
    const params = Object.fromEntries(carsRequests(graph)[1]!);
    expect(params).toMatchObject({
      category: 'premium',
      brand_id: 'B01',
      model: 'S0101',
      price_min: '100000',
      price_max: '150000',
      mileage_max: '60000',
      age_max: '5',
      sort: 'price_asc',
    });
    expect(screen.getByRole('button', { name: '筛选（已选 5 项）' })).toBeInTheDocument();

    // Back leaves the list instead of stepping through filters.
    await user.click(screen.getByRole('button', { name: 'test-back' }));
    expect(await screen.findByText('start page')).toBeInTheDocument();
  }, 30_000);

  it('filters by province, city, showroom and condition level', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findByRole('link', { name: premium[0]!.title });
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    await user.click(await within(dialog).findByRole('button', { name: '浙江' }));
    await user.click(await within(dialog).findByRole('button', { name: '杭州' }));
    expect(within(dialog).queryByRole('button', { name: '上海闵行展厅' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '杭州城西展厅' }));
    await user.click(within(dialog).getByRole('button', { name: 'A级 准新车况' }));
    await user.click(within(dialog).getByRole('button', { name: /^查看(结果| \d+ 辆)$/ }));
    await waitFor(() => expect(carsRequests(graph).length).toBe(2));
    expect(Object.fromEntries(carsRequests(graph)[1]!)).toMatchObject({
      province_id: '33',
      region: '330100',
      substation_id: 'ST01',
      condition_level: 'A',
    });
    const expected = premium.filter((car) => car.substationId === 'ST01' && car.conditionLevel === 'A');
    expect(await screen.findByText(`在售 ${expected.length} 辆`)).toBeInTheDocument();
  });

  it('sorts with the quick sort chips', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findByRole('link', { name: premium[0]!.title });
    const sorts = screen.getByRole('group', { name: '排序' });
    await user.click(within(sorts).getByRole('button', { name: '价格最低' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?sort=price_asc'));
    const cheapest = [...premium].sort((a, b) => a.price.current - b.price.current)[0]!;
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '精品自营车' })).getAllByRole('link')[0]).toHaveAccessibleName(
        cheapest.title,
      ),
    );
    expect(carsRequests(graph).at(-1)!.get('sort')).toBe('price_asc');
  });

  it('shows province errors inline in the sheet, never as an alert', async () => {
    setScenario({ faults: { provinces: 'envelope' } });
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findByRole('link', { name: premium[0]!.title });
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('省份加载失败：服务繁忙，请稍后再试');
    expect(within(dialog).getByRole('button', { name: '丰田' })).toBeInTheDocument();
    expect(graph.alerts).toEqual([]);
  });

  it('reads filters from a shared URL and ignores garbage', async () => {
    const { graph } = renderHome('/?brand=%3Cscript%3E&price_min=abc&mileage_max=-1&sort=cheapest&age_max=3');
    // The car list's own rows: the explore links above it are list items from the first render on.
    const list = await screen.findByRole('list', { name: '精品自营车' });
    await within(list).findAllByRole('listitem');
    expect(Object.fromEntries(carsRequests(graph)[0]!)).toEqual({
      category: 'premium',
      is_motorcycle: '0',
      age_max: '3',
      exclude_status: ON_SALE_EXCLUDES,
      page: '1',
      page_size: '20',
    });
  });

  it('names the one filter that empties the list and offers to remove it, or sold cars too', async () => {
    const user = userEvent.setup();
    renderHome('/?price_min=9000000');
    expect(await screen.findByText('没有符合条件的车')).toBeInTheDocument();
    expect(screen.getByText('「900万以上」下暂时没有车，去掉这个条件看看')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '看含已售的车' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去掉「900万以上」' }));
    expect(await screen.findByRole('link', { name: premium[0]!.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows a designed empty state with a clear-filters action', async () => {
    const user = userEvent.setup();
    renderHome('/?price_min=9000000&age_max=1');
    expect(await screen.findByText('没有符合条件的车')).toBeInTheDocument();
    expect(screen.getByText('换个条件试试，或清除筛选看看全部车源')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '清除筛选' }).at(-1)!);
    expect(await screen.findByRole('link', { name: premium[0]!.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows an inline error with retry (and the spec alert)', async () => {
    allowConsoleErrors();
    setScenario({ faults: { cars: 'http-500' } });
    const user = userEvent.setup();
    const { graph } = renderHome();
    expect(await screen.findByText('车源加载失败')).toBeInTheDocument();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
    setScenario({});
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: premium[0]!.title })).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    renderHome();
    expect(screen.getByRole('status', { name: '正在加载车源' })).toBeInTheDocument();
    await screen.findByRole('link', { name: premium[0]!.title });
  });

  it('keeps only the rows near the viewport as the page scrolls', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findByRole('link', { name: premium[0]!.title });
    for (let page = 2; page <= 5; page++) {
      await user.click(screen.getByRole('button', { name: '加载更多' }));
      await waitFor(() => expect(carsRequests(graph).map((params) => params.get('page'))).toContain(String(page)));
      await waitFor(() => expect(screen.queryByRole('status', { name: /正在加载更多/ })).toBeNull());
    }
    const list = screen.getByRole('list', { name: '精品自营车' });
    // The rows (a card's highlights are list items too).
    const positions = () =>
      [...list.querySelectorAll(':scope > [role="listitem"]')].map((row) => Number(row.getAttribute('aria-posinset')));
    expect(Math.min(...positions())).toBe(1);
    // No layout in jsdom: rows keep their estimated height (156 px), so 9,000 px down is about row 58.
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 9_000 });
    try {
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      await waitFor(() => expect(Math.min(...positions())).toBeGreaterThan(40));
      expect(Math.max(...positions())).toBeLessThanOrEqual(100);
      expect(positions().length).toBeLessThan(30);
      expect(screen.getByRole('link', { name: premium[59]!.title })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: premium[0]!.title })).toBeNull();
    } finally {
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
      else delete (window as { scrollY?: number }).scrollY;
    }
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('link', { name: premium[0]!.title })).toBeInTheDocument();
  });

  it('opens the filter sheet first and asks for its option lists after that paint', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findByRole('link', { name: premium[0]!.title });
    const optionCalls = () => graph.requests.filter((entry) => entry.operation === 'brands').length;
    // What the sheet's first commit holds, read as it lands: its chunk is in by now (loaded at idle), so
    // the sheet opens in the tap's own commit, and its paint can pass before a query of the page sees it.
    let first: { groups: boolean; loading: boolean; calls: number } | null = null;
    const observer = new MutationObserver(() => {
      const opened = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!opened || first) return;
      first = {
        groups: within(opened).queryByRole('button', { name: '只看在售' }) !== null,
        loading: within(opened).queryByRole('status', { name: '正在加载筛选项' }) !== null,
        calls: optionCalls(),
      };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    onTestFinished(() => observer.disconnect());
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    // The sheet's own groups are there at once; the brands wait for the sheet to have painted.
    expect(first).toEqual({ groups: true, loading: true, calls: 0 });
    expect(await within(dialog).findByRole('button', { name: '丰田' })).toBeInTheDocument();
    expect(optionCalls()).toBe(1);
  });

  describe('the filter sheet’s code', () => {
    afterEach(() => setFilterSheetLoaderForTests(null));

    it('is loaded while the browser is idle once the cards are in, before any tap', async () => {
      const loader = vi.fn(async () => (await import('../../../src/screens/common/car-list/filter-sheet')).FilterSheet);
      setFilterSheetLoaderForTests(loader);
      renderHome();
      await screen.findByRole('link', { name: premium[0]!.title });
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('says the sheet is coming while its chunk loads, then opens', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      setFilterSheetLoaderForTests(async () => {
        await gate;
        return (await import('../../../src/screens/common/car-list/filter-sheet')).FilterSheet;
      });
      const user = userEvent.setup();
      renderHome();
      await screen.findByRole('link', { name: premium[0]!.title });
      expect(screen.queryByRole('dialog')).toBeNull();
      const button = screen.getByRole('button', { name: '筛选' });
      await user.click(button);
      // The button stays enabled (focus stays on it) and says the sheet is coming.
      expect(button).not.toBeDisabled();
      expect(button.querySelector('[class*="spinner"]')).not.toBeNull();
      expect(screen.getByText('正在打开筛选')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('dialog')).toBeNull();
      release();
      const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
      expect(await within(dialog).findByRole('button', { name: '丰田' })).toBeInTheDocument();
      expect(button.querySelector('[class*="spinner"]')).toBeNull();
      expect(screen.queryByText('正在打开筛选')).toBeNull();
    });

    it('shows an error with retry when its chunk fails, and opens on retry', async () => {
      let fail = true;
      setFilterSheetLoaderForTests(async () => {
        if (fail) throw new Error('Loading chunk filter-sheet failed');
        return (await import('../../../src/screens/common/car-list/filter-sheet')).FilterSheet;
      });
      const user = userEvent.setup();
      const { graph } = renderHome();
      await screen.findByRole('link', { name: premium[0]!.title });
      await user.click(screen.getByRole('button', { name: '筛选' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('筛选加载失败，请检查网络后重试');
      expect(screen.queryByRole('dialog')).toBeNull();
      // The list is untouched.
      expect(screen.getByRole('link', { name: premium[0]!.title })).toBeInTheDocument();

      // Retry fails again while the network is still down, then succeeds.
      await user.click(within(alert).getByRole('button', { name: '重新加载' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('筛选加载失败');
      fail = false;
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: '重新加载' }));
      const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
      expect(screen.queryByText('筛选加载失败，请检查网络后重试')).toBeNull();
      await user.click(await within(dialog).findByRole('button', { name: '丰田' }));
      await user.click(within(dialog).getByRole('button', { name: /^查看(结果| \d+ 辆)$/ }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?brand=B01'));
      await waitFor(() => expect(carsRequests(graph).at(-1)!.get('brand_id')).toBe('B01'));
      expect(graph.alerts).toEqual([]);
    });

    it('lets the visitor dismiss the error, and the filter button tries again', async () => {
      let fail = true;
      setFilterSheetLoaderForTests(async () => {
        if (fail) throw new Error('Loading chunk filter-sheet failed');
        return (await import('../../../src/screens/common/car-list/filter-sheet')).FilterSheet;
      });
      const user = userEvent.setup();
      renderHome();
      await screen.findByRole('link', { name: premium[0]!.title });
      await user.click(screen.getByRole('button', { name: '筛选' }));
      await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: '关闭' }));
      expect(screen.queryByRole('alert')).toBeNull();
      fail = false;
      await user.click(screen.getByRole('button', { name: '筛选' }));
      expect(await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT)).toBeInTheDocument();
    });

    it('when the bundler keeps the failure, retry reloads the page and the list opens the sheet again', async () => {
      // Parcel's runtime answers a second import of a failed chunk with the same rejection.
      const failure = new TypeError('Failed to fetch dynamically imported module: /filter-sheet.js');
      const reload = vi.fn();
      setFilterSheetLoaderForTests(() => Promise.reject(failure), reload);
      const user = userEvent.setup();
      renderHome();
      await screen.findByRole('link', { name: premium[0]!.title });
      await user.click(screen.getByRole('button', { name: '筛选' }));
      const alert = await screen.findByRole('alert');
      expect(reload).not.toHaveBeenCalled();
      await user.click(within(alert).getByRole('button', { name: '重新加载' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(window.sessionStorage.getItem('home:reopen-filter-sheet')).toBe(
        window.location.pathname + window.location.search,
      );

      // The reloaded page: the chunk loads, the list comes back with its sheet open.
      cleanup();
      setFilterSheetLoaderForTests(null);
      readReopenNoteForTests();
      renderHome();
      expect(await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT)).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: premium[0]!.title })).toBeInTheDocument();
      // Only once: another visit to the list does not open it.
      cleanup();
      renderHome();
      await screen.findByRole('link', { name: premium[0]!.title });
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('a fresh visit (not a reload) does not read the note: no storage access on the first screen', async () => {
      window.sessionStorage.setItem('home:reopen-filter-sheet', window.location.pathname + window.location.search);
      const reads = vi.spyOn(Storage.prototype, 'getItem');
      readReopenNoteForTests(false);
      expect(reads).not.toHaveBeenCalled();
      renderHome();
      await screen.findByRole('link', { name: premium[0]!.title });
      expect(screen.queryByRole('dialog')).toBeNull();
      window.sessionStorage.removeItem('home:reopen-filter-sheet');
    });
  });
});
