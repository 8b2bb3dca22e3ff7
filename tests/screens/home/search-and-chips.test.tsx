// The list's search field, its brand suggestions, the active-filter chips, the quick price bands, the
// sheet's count and the motorcycles section, through the real graph and the mocked REST API.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureCars } from '../../../mocks/fixtures/cars';
import { DiscountScreen } from '../../../src/screens/home/discount.screen';
import { HomeScreen } from '../../../src/screens/home/home.screen';
import { carsRequests, countRequests, onSale, renderList } from './list-harness';

// What the lists show by default: retail cars on sale.
const retail = fixtureCars().filter((car) => !car.isWholesale && onSale(car));
const premiumCars = retail.filter((car) => car.category === 'premium' && car.body !== 'motorcycle');
const motorcycles = retail.filter((car) => car.category === 'premium' && car.body === 'motorcycle');
const SHEET_WAIT = { timeout: 5_000 };

function renderHome(path = '/') {
  return renderList(path, '/', <HomeScreen />);
}

function list() {
  return screen.getByRole('list', { name: '精品自营车' });
}

describe('searching the car lists', () => {
  it('searches brand, series and model words, keeps them in the URL as q, and sends them as keyword', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    expect(await screen.findByText(`在售 ${premiumCars.length} 辆`)).toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: '搜索车源' });
    await user.type(field, '凯美瑞{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?q=%E5%87%AF%E7%BE%8E%E7%91%9E'));
    await waitFor(() => expect(carsRequests(graph).at(-1)!.get('keyword')).toBe('凯美瑞'));
    const expected = premiumCars.filter((car) => car.series === '凯美瑞');
    expect(expected.length).toBeGreaterThan(0);
    expect(await screen.findByText(`在售 ${expected.length} 辆`)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('link')
          .every((link) => link.textContent?.includes('凯美瑞')),
      ).toBe(true),
    );
    // The save button names the search by what narrows it.
    expect(screen.getByRole('button', { name: '保存搜索' })).toBeInTheDocument();
  });

  it('reads a shared search from the URL into the field', async () => {
    renderHome('/?q=%E5%A5%A5%E8%BF%AA');
    expect(screen.getByRole('combobox', { name: '搜索车源' })).toHaveValue('奥迪');
    const expected = premiumCars.filter((car) => car.brand === '奥迪');
    expect(await screen.findByText(`在售 ${expected.length} 辆`)).toBeInTheDocument();
  });

  it('suggests brands by pinyin initials as the buyer types, and a brand picked becomes a removable chip', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    const field = screen.getByRole('combobox', { name: '搜索车源' });
    // Nothing about brands is asked for before the field is used.
    await screen.findAllByRole('listitem');
    expect(graph.requests.some((entry) => entry.operation === 'brands')).toBe(false);
    await user.type(field, 'ft');
    const option = await screen.findByRole('option', { name: '品牌：丰田' });
    expect(screen.getByRole('option', { name: '搜索“ft”' })).toBeInTheDocument();
    const asked = graph.requests.length;
    await user.click(option);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?brand=B01'));
    expect(field).toHaveValue('');
    // The on-sale chip was there from the start; the brand's joins it, named in the render that shows the
    // new address, from the brands the suggestions were made of.
    const chip = screen.getByRole('button', { name: '移除条件：丰田' });
    const toyota = premiumCars.filter((car) => car.brandId === 'B01');
    expect(await screen.findByText(`在售 ${toyota.length} 辆`)).toBeInTheDocument();
    // Only the list was asked for: no option list for the chip's name.
    expect(new Set(graph.requests.slice(asked).map((entry) => entry.operation))).toEqual(new Set(['cars']));
    await user.click(chip);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    // Back to the default list: only the on-sale chip, and nothing to clear.
    const chips = screen.getByRole('group', { name: '已选条件' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['移除条件：在售']);
  });

  it('shows chips for every active filter, each removable, and clears them all at once', async () => {
    const user = userEvent.setup();
    renderHome('/?brand=B01,B02&price_min=100000&price_max=150000&region=310100&sort=price_asc');
    const chips = screen.getByRole('group', { name: '已选条件' });
    expect(await within(chips).findByRole('button', { name: '移除条件：丰田' })).toBeInTheDocument();
    expect(await within(chips).findByRole('button', { name: '移除条件：本田' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: '移除条件：10–15万' })).toBeInTheDocument();
    expect(await within(chips).findByRole('button', { name: '移除条件：上海' })).toBeInTheDocument();
    // The filter button counts what the buyer chose: four, not the three kinds of filter; the on-sale
    // chip, on by default, is not counted.
    expect(within(chips).getAllByRole('button', { name: /^移除条件/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: /已选 4 项/ })).toBeInTheDocument();
    // Several brands: cars of either.
    const expected = premiumCars.filter(
      (car) =>
        ['B01', 'B02'].includes(car.brandId) &&
        car.price.current >= 100000 &&
        car.price.current <= 150000 &&
        car.cityCode === '310100',
    );
    expect(await screen.findByText(`在售 ${expected.length} 辆`)).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: '移除条件：本田' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/?brand=B01&region=310100&price_min=100000&price_max=150000&sort=price_asc',
      ),
    );
    await user.click(within(screen.getByRole('group', { name: '已选条件' })).getByRole('button', { name: '清除全部' }));
    // The sort stays: it orders, it does not narrow.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?sort=price_asc$/));
  });

  it('offers quick price bands on the list', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findAllByRole('listitem');
    const bands = screen.getByRole('group', { name: '价格区间' });
    await user.click(within(bands).getByRole('button', { name: '15–20万' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/?price_min=150000&price_max=200000'),
    );
    await waitFor(() => expect(carsRequests(graph).at(-1)!.get('price_min')).toBe('150000'));
    expect(within(bands).getByRole('button', { name: '15–20万' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['bmw', '宝马'],
    ['fengtian', '丰田'],
    ['Benz', '奔驰'],
  ])('the search key with "%s" typed goes to the brand %s, as its suggestion does', async (typed, brand) => {
    const user = userEvent.setup();
    renderHome();
    const field = screen.getByRole('combobox', { name: '搜索车源' });
    await user.type(field, typed);
    await screen.findByRole('option', { name: `品牌：${brand}` });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: `移除条件：${brand}` })).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('q=');
    expect(field).toHaveValue('');
  });

  it('offers the brands its words name when a search finds nothing', async () => {
    const user = userEvent.setup();
    renderHome('/?q=bao');
    expect(await screen.findByText('没有找到“bao”相关的车')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '看宝马的车' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('q='));
    expect(await screen.findByRole('button', { name: '移除条件：宝马' })).toBeInTheDocument();
  });

  it('says when a search finds nothing and offers to clear it', async () => {
    const user = userEvent.setup();
    renderList('/discount?category=discount&q=%E6%B3%95%E6%8B%89%E5%88%A9', '/discount', <DiscountScreen />);
    expect(await screen.findByText('没有找到“法拉利”相关的车')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/discount\?category=discount$/));
    expect(screen.getByRole('combobox', { name: '搜索车源' })).toHaveValue('');
  });

  it('picks several brands in the sheet, whose apply button counts the cars before applying', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome();
    await screen.findAllByRole('listitem');
    expect(countRequests(graph)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    await within(dialog).findByRole('button', { name: `查看 ${premiumCars.length} 辆` });
    await user.click(await within(dialog).findByRole('button', { name: '丰田' }));
    await user.click(within(dialog).getByRole('button', { name: '本田' }));
    const both = premiumCars.filter((car) => car.brandId === 'B01' || car.brandId === 'B02');
    const apply = await within(dialog).findByRole('button', { name: `查看 ${both.length} 辆` });
    expect(countRequests(graph).at(-1)!.get('brand_id')).toBe('B01,B02');
    // No motorcycle brand among the car brands.
    expect(within(dialog).queryByRole('button', { name: '雅马哈' })).toBeNull();
    await user.click(apply);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?brand=B01%2CB02'));
    expect(await screen.findByText(`在售 ${both.length} 辆`)).toBeInTheDocument();
  }, 30_000);
});

describe('motorcycles are not cars', () => {
  it('leaves them out of the car list, its total and its lowest-price sort', async () => {
    expect(motorcycles.length).toBeGreaterThan(0);
    const { graph } = renderHome('/?sort=price_asc');
    expect(await screen.findByText(`在售 ${premiumCars.length} 辆`)).toBeInTheDocument();
    expect(carsRequests(graph).every((params) => params.get('is_motorcycle') === '0')).toBe(true);
    const titles = within(list())
      .getAllByRole('link')
      .map((link) => link.textContent);
    for (const motorcycle of motorcycles) expect(titles).not.toContain(motorcycle.title);
  });

  it('lists them in a section of their own, with their own brands', async () => {
    const user = userEvent.setup();
    const { graph } = renderHome('/?vehicle=motorcycle');
    expect(await screen.findByText(`在售 ${motorcycles.length} 辆摩托车`)).toBeInTheDocument();
    expect(carsRequests(graph).at(-1)!.get('is_motorcycle')).toBe('1');
    expect(within(list()).getByRole('link', { name: motorcycles[0]!.title })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: '已选条件' });
    expect(within(chips).getByRole('button', { name: '移除条件：摩托车' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^筛选/ }));
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, SHEET_WAIT);
    expect(await within(dialog).findByRole('button', { name: '雅马哈' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '丰田' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '摩托车' })).toHaveAttribute('aria-pressed', 'true');
  }, 30_000);

  it('is reached from the search field', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByRole('combobox', { name: '搜索车源' }), '摩托');
    await user.click(await screen.findByRole('option', { name: '看摩托车' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?vehicle=motorcycle'));
  });
});
