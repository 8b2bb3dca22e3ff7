import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureCars } from '../../../mocks/fixtures/cars';
import { DiscountScreen } from '../../../src/screens/home/discount.screen';
import { carsRequests, onSale, renderList } from './list-harness';

const discount = fixtureCars()
  .filter((car) => car.category === 'discount' && !car.isWholesale && car.body !== 'motorcycle' && onSale(car))
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

describe('Discount zone', () => {
  it('says category=discount in its URL and lists discount cars, linking with the category kept', async () => {
    const { graph } = renderList('/discount', '/discount', <DiscountScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '特价专区' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/discount?category=discount'));
    const link = await screen.findByRole('link', { name: discount[0]!.title });
    expect(link).toHaveAttribute('href', `/car/${discount[0]!.id}?category=discount`);
    expect(screen.getByText(`在售 ${discount.length} 辆`)).toBeInTheDocument();
    expect(carsRequests(graph).every((params) => params.get('category') === 'discount')).toBe(true);
    // Every discount car was reduced.
    const card = link.closest('article')!;
    expect(within(card).getByText(/^降/)).toBeInTheDocument();
  });

  it('keeps category=discount when filters are applied', async () => {
    const user = userEvent.setup();
    renderList('/discount?category=discount', '/discount', <DiscountScreen />);
    await screen.findByRole('link', { name: discount[0]!.title });
    await user.click(within(screen.getByRole('group', { name: '排序' })).getByRole('button', { name: '价格最低' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/discount?category=discount&sort=price_asc'),
    );
    const cheapest = [...discount].sort((a, b) => a.price.current - b.price.current)[0]!;
    expect(await screen.findByRole('link', { name: cheapest.title })).toBeInTheDocument();
  });
});
