import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../src/app/services';
import { AppServicesProvider, type AppServices } from '../../src/platform/app-services';
import { createOverlayHistory, useAfterOverlayClosed } from '../../src/platform/overlay-history';
import { Sheet } from '../../src/ui/sheet';

/** Lets every queued history traversal and its popstate run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 4; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** A router entry as react-router writes it. */
function routerEntry(key: string, idx: number, url?: string): void {
  window.history.pushState({ usr: null, key, idx }, '', url);
}

function SheetHost({ onApply }: { onApply?: () => void }) {
  const [open, setOpen] = useState(false);
  const afterOverlayClosed = useAfterOverlayClosed();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Filters">
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            if (onApply) afterOverlayClosed(onApply);
          }}
        >
          Apply
        </button>
      </Sheet>
    </>
  );
}

describe('overlay history', () => {
  // The suite's files share one jsdom: a traversal another file queued (a sheet closed as it unmounted)
  // may still be on its way. Let it arrive, then start from a clean slate.
  // Each test is a fresh app's services: their overlay history, disposed at the end (as <App/> does).
  let services: AppServices;
  beforeEach(async () => {
    await settle();
    services = createAppServices({ window, storage: null });
    services.overlays.install();
  });
  afterEach(() => services.dispose());
  const pushOverlayEntry = (close: () => void) => services.overlays.push(close);
  const openOverlayCount = () => services.overlays.openCount();
  const renderInApp = (ui: ReactElement) => render(<AppServicesProvider services={services}>{ui}</AppServicesProvider>);

  it('pushes an entry at the same address that back closes, and the router never hears that pop', async () => {
    routerEntry('page-a', 1, '/cars');
    const before = window.history.length;
    const close = vi.fn();
    const routerHeard = vi.fn();
    window.addEventListener('popstate', routerHeard);
    try {
      pushOverlayEntry(close);
      expect(window.history.length).toBe(before + 1);
      expect(window.location.pathname).toBe('/cars');
      expect(window.history.state).toMatchObject({ key: 'page-a', idx: 1, overlay: { depth: 1 } });
      window.history.back();
      await settle();
      expect(close).toHaveBeenCalledTimes(1);
      expect(routerHeard).not.toHaveBeenCalled();
      expect(window.history.state).toEqual({ usr: null, key: 'page-a', idx: 1 });
      expect(openOverlayCount()).toBe(0);
    } finally {
      window.removeEventListener('popstate', routerHeard);
    }
  });

  it('takes its entry off again when closed by its own control, so history does not grow', async () => {
    routerEntry('page-b', 2, '/cars');
    const close = vi.fn();
    const release = pushOverlayEntry(close);
    release();
    await settle();
    expect(close).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ usr: null, key: 'page-b', idx: 2 });
    // The entry above is the overlay's: a new push replaces it, so the length is what it was before.
    const length = window.history.length;
    routerEntry('page-c', 3);
    expect(window.history.length).toBe(length);
  });

  it('closes nested overlays from the top, one back each', async () => {
    routerEntry('page-d', 4);
    const outer = vi.fn();
    const inner = vi.fn();
    pushOverlayEntry(outer);
    pushOverlayEntry(inner);
    expect(window.history.state).toMatchObject({ overlay: { depth: 2 } });
    window.history.back();
    await settle();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    window.history.back();
    await settle();
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('steps over the entry of an overlay that closed while a later page was on top', async () => {
    routerEntry('page-e', 5, '/cars');
    const release = pushOverlayEntry(vi.fn());
    routerEntry('page-f', 6, '/car/1'); // a link inside the sheet
    release(); // the sheet's page unmounted: its entry stays under the new page
    const routerHeard: unknown[] = [];
    const listener = () => routerHeard.push(window.history.state);
    window.addEventListener('popstate', listener);
    try {
      window.history.back();
      await settle();
      expect(window.history.state).toEqual({ usr: null, key: 'page-e', idx: 5 });
      // The router heard the pop to the car list (its key) once, and not the step over the stale entry.
      expect(routerHeard).toHaveLength(1);
      expect(routerHeard[0]).toMatchObject({ key: 'page-e' });
    } finally {
      window.removeEventListener('popstate', listener);
    }
  });

  it('drops a marker a reload left on the entry', () => {
    const replaceState = vi.fn();
    const win = {
      history: {
        state: { usr: null, key: 'k', idx: 3, overlay: { id: 99, depth: 1 } },
        replaceState,
        pushState: vi.fn(),
      },
      addEventListener: vi.fn(),
    };
    const overlays = createOverlayHistory(win as unknown as Window);
    overlays.install();
    expect(replaceState).toHaveBeenCalledWith({ usr: null, key: 'k', idx: 3 }, '');
    overlays.dispose();
  });

  it('makes the shared Sheet an entry: back closes it, its own close button pops the entry', async () => {
    routerEntry('page-g', 7);
    renderInApp(<SheetHost />);
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(window.history.length).toBe(before + 1);
    await act(async () => {
      window.history.back();
      await settle();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.history.state).toEqual({ usr: null, key: 'page-g', idx: 7 });

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.history.state).toMatchObject({ overlay: { depth: 1 } });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(window.history.state).toEqual({ usr: null, key: 'page-g', idx: 7 });
  });

  it('runs what follows a close once the entry is off history', async () => {
    routerEntry('page-h', 8);
    const applied: unknown[] = [];
    renderInApp(<SheetHost onApply={() => applied.push(window.history.state)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await settle();
    expect(applied).toEqual([{ usr: null, key: 'page-h', idx: 8 }]);
  });
});
