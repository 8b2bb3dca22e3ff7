import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureCars } from '../../../mocks/fixtures/cars';
import { WholesaleListScreen } from '../../../src/screens/wholesale/wholesale-list.screen';
import { carsRequests, ON_SALE_EXCLUDES, onSale, renderList } from '../home/list-harness';

const wholesale = fixtureCars()
  .filter((car) => car.isWholesale && car.body !== 'motorcycle' && onSale(car))
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

describe('Wholesale list', () => {
  it('lists wholesale cars from the same call with is_wholesale=1, linking to the wholesale detail', async () => {
    const { graph } = renderList('/w', '/w', <WholesaleListScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '批发车源' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: wholesale[0]!.title });
    expect(link).toHaveAttribute('href', `/w/${wholesale[0]!.id}`);
    expect(screen.getByText(`在售 ${wholesale.length} 辆`)).toBeInTheDocument();
    expect(Object.fromEntries(carsRequests(graph)[0]!)).toEqual({
      is_wholesale: '1',
      is_motorcycle: '0',
      exclude_status: ON_SALE_EXCLUDES,
      page: '1',
      page_size: '20',
    });
  });

  it('filters by brand', async () => {
    const user = userEvent.setup();
    const { graph } = renderList('/w', '/w', <WholesaleListScreen />);
    await screen.findByRole('link', { name: wholesale[0]!.title });
    const brand = wholesale[0]!;
    await user.click(screen.getByRole('button', { name: '筛选' }));
    // The filter sheet arrives in its own chunk, loaded on first open.
    const dialog = await screen.findByRole('dialog', { name: '筛选车源' }, { timeout: 5_000 });
    await user.click(await within(dialog).findByRole('button', { name: brand.brand }));
    await user.click(within(dialog).getByRole('button', { name: /^查看(结果| \d+ 辆)$/ }));
    const expected = wholesale.filter((car) => car.brandId === brand.brandId);
    expect(await screen.findByText(`在售 ${expected.length} 辆`)).toBeInTheDocument();
    expect(carsRequests(graph).at(-1)!.get('brand_id')).toBe(brand.brandId);
    expect(carsRequests(graph).at(-1)!.get('is_wholesale')).toBe('1');
  });
});
