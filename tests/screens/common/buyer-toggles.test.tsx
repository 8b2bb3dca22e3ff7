// The save toggles of a list through the real graph: every toggle on screen reads one watch of the
// buyer's state (not a query each), shows its own car's state, follows a save made elsewhere, and a save
// that fails leaves the toggle as it was and usable again.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../src/ui/toast-provider';
import { SaveToggle } from '../../../src/screens/common/buyer/buyer-toggles';
import { createTestGraph, renderWithGraph, type TestGraph } from '../../support/graph';

const car = (id: string) => ({ id, title: `车 ${id}`, cover: null, price: 100_000, statusLabel: '在售' });

// Each test is a fresh app: its graph and services (the buyer store among them).
let graph: TestGraph;
beforeEach(() => {
  graph = createTestGraph();
});

function renderToggles() {
  return renderWithGraph(
    <ToastProvider>
      <ul>
        {['C10001', 'C10002', 'C10003'].map((id) => (
          <li key={id} aria-label={id}>
            <SaveToggle car={car(id)} variant="icon" />
          </li>
        ))}
      </ul>
    </ToastProvider>,
    { graph },
  );
}

const toggleOf = (id: string) =>
  screen.getByRole('listitem', { name: id }).querySelector('button') as HTMLButtonElement;

afterEach(() => vi.restoreAllMocks());

describe('save toggles on a list', () => {
  it('share one watch of the buyer state, and each shows its own car', async () => {
    graph.buyerStore.toggleSaved(car('C10002'));
    renderWithGraph(<p>first</p>, { graph });
    const watch = vi.spyOn(graph.client, 'watchQuery');
    const { unmount } = renderWithGraph(
      <ToastProvider>
        {['C10001', 'C10002', 'C10003'].map((id) => (
          <SaveToggle key={id} car={car(id)} variant="icon" />
        ))}
      </ToastProvider>,
      { graph },
    );
    const buttons = await screen.findAllByRole('button', { name: '收藏' });
    await waitFor(() =>
      expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']),
    );
    expect(watch).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('presses the tapped car only, and follows a save made elsewhere', async () => {
    renderToggles();
    await userEvent.click(toggleOf('C10003'));
    await waitFor(() => expect(toggleOf('C10003')).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('已收藏，可在「我的收藏」查看')).toBeInTheDocument();
    expect(toggleOf('C10001')).toHaveAttribute('aria-pressed', 'false');
    // The car page's toggle (another component, the same graph) saves C10001.
    await graph.client.mutate({
      mutation: (await import('../../../src/screens/common/buyer/buyer-state.generated')).ToggleSavedCarDocument,
      variables: { car: car('C10001') },
    });
    await waitFor(() => expect(toggleOf('C10001')).toHaveAttribute('aria-pressed', 'true'));
    expect(
      graph.buyerStore
        .read()
        .saved.map((entry) => entry.id)
        .sort(),
    ).toEqual(['C10001', 'C10003']);
  });

  it('leaves the car unsaved and the toggle usable when the save fails', async () => {
    renderToggles();
    const save = vi.spyOn(graph.buyerStore, 'toggleSaved').mockImplementationOnce(() => {
      throw new Error('storage refused');
    });
    await userEvent.click(toggleOf('C10002'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toggleOf('C10002')).toBeEnabled());
    expect(toggleOf('C10002')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggleOf('C10002'));
    await waitFor(() => expect(graph.buyerStore.read().saved.map((entry) => entry.id)).toEqual(['C10002']));
    await waitFor(() => expect(toggleOf('C10002')).toBeEnabled());
    expect(toggleOf('C10002')).toHaveAttribute('aria-pressed', 'true');
  });

  it('answers the tap first: pressed before the graph has kept the car, then as the graph says', async () => {
    renderToggles();
    await userEvent.click(toggleOf('C10001'));
    expect(toggleOf('C10001')).toHaveAttribute('aria-pressed', 'true');
    expect(graph.buyerStore.read().saved).toEqual([]);
    await waitFor(() => expect(graph.buyerStore.read().saved.map((entry) => entry.id)).toEqual(['C10001']));
    await waitFor(() => expect(toggleOf('C10001')).toBeEnabled());
    expect(toggleOf('C10001')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the heart empty again when the saved list is full', async () => {
    for (let i = 0; i < 100; i++) graph.buyerStore.toggleSaved(car(`C2${String(i).padStart(4, '0')}`));
    renderToggles();
    await userEvent.click(toggleOf('C10002'));
    expect(await screen.findByText('收藏已满 100 辆，请先移除一些')).toBeInTheDocument();
    await waitFor(() => expect(toggleOf('C10002')).toBeEnabled());
    expect(toggleOf('C10002')).toHaveAttribute('aria-pressed', 'false');
  });
});
