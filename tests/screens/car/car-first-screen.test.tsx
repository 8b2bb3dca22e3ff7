// The car page opened from a card: what the card showed (title, cover, price, status, tags) is in the
// cache (Query.car reads it, src/graph/car-from-card.ts), so the page paints its first screen at once
// from it and fills in the rest when the car's answer arrives, without a skeleton where the header,
// cover and price go.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { priceParts } from '../../../src/ui/price';
import { createTestGraphWithList } from '../../support/graph';
import { renderCarRoute } from './render';

describe('car page opened from a card', () => {
  it('paints the title, status, cover and price in its first render, then the rest of the record', async () => {
    const { graph, card } = await createTestGraphWithList();
    renderCarRoute(CarScreen, '/car/:id', `/car/${card.id}`, graph);

    // The first render, before any request has answered.
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(card.title);
    const price = screen.getByRole('region', { name: '价格' });
    expect(within(price).getByText(priceParts(card.price?.current ?? 0).number)).toBeInTheDocument();
    const article = title.closest('article') as HTMLElement;
    expect(article.querySelector(`img[src="${card.cover}"]`) ?? article.querySelector('img')).not.toBeNull();
    expect(article).toHaveAttribute('aria-busy', 'true');
    // The price shown is the card's: the finance link and the action bar wait for the car's own answer.
    expect(within(price).queryByRole('link')).not.toBeInTheDocument();

    // The rest arrives into the same page: the heading element stays (nothing remounts).
    await waitFor(() => expect(article).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 })).toBe(title);
    expect(screen.getByRole('region', { name: '购车顾问' })).toBeInTheDocument();
    expect(graph.requests.filter((entry) => entry.operation === 'car')).toHaveLength(1);
  }, 30_000);
});
