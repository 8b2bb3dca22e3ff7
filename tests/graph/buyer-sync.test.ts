// The buyer's data changes outside the graph (a mutation's side effect, another tab): every active query
// that reads it is asked again, and an answer read before the change never has the last word, even when
// the change comes while that answer is on its way (a save tapped just as the toggles first ask).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyerStateDocument } from '../../src/screens/common/buyer/buyer-state.generated';
import { createTestGraph } from '../support/graph';

const CAR = { id: 'C10001', title: '雷克萨斯ES 2023款 300h 豪华版', cover: null, price: 238300, statusLabel: '在售' };

afterEach(() => vi.restoreAllMocks());

describe('syncBuyerData', () => {
  it('a change while the first answer is on its way: the query shows the change, not the older read', async () => {
    const graph = createTestGraph();
    const { buyerStore } = graph;
    const read = buyerStore.read.bind(buyerStore);
    // The first read of the query's resolver happens before the save; the save lands right after it,
    // while that answer is still on its way to the cache.
    vi.spyOn(buyerStore, 'read').mockImplementationOnce(() => {
      const before = read();
      queueMicrotask(() => buyerStore.toggleSaved(CAR));
      return before;
    });
    const seen: string[][] = [];
    const query = graph.client.watchQuery({ query: BuyerStateDocument });
    const subscription = query.subscribe(({ data }) => {
      if (data?.buyerState) seen.push([...(data.buyerState.savedCarIds ?? [])]);
    });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['C10001']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.at(-1)).toEqual(['C10001']);
    subscription.unsubscribe();
  });
});
