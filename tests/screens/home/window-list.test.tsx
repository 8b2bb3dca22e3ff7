import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewShown } from '../../../src/platform/view-shown';
import { useWindowList } from '../../../src/screens/common/car-list/window-list';

// Reading the scroll position forces a layout when the DOM has changed: the window list must not read it
// while rendering rows or in the layout effect right after committing them, only from events and effects
// that run after paint.
type Phase = 'idle' | 'render' | 'layout';
let currentPhase: Phase = 'idle';
/** The probe marks where React is (a function, so marking during render is explicit and deliberate). */
function markPhase(phase: Phase): void {
  currentPhase = phase;
}
const reads: string[] = [];

function Probe({ count }: { count: number }) {
  useLayoutEffect(() => {
    markPhase('layout');
  });
  markPhase('render');
  const { rows, totalSize } = useWindowList({
    count,
    estimateSize: 100,
    overscan: 2,
    scrollMargin: 0,
    getItemKey: (index) => `row-${index}`,
  });
  markPhase('idle');
  useLayoutEffect(() => {
    markPhase('idle');
  });
  return (
    <div data-testid="list" style={{ height: totalSize }}>
      {rows.map((row) => (
        <div key={row.key} data-index={row.index} data-testid="row">
          {row.index}
        </div>
      ))}
    </div>
  );
}

describe('useWindowList', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    reads.length = 0;
  });

  it('never reads the scroll position while rendering rows, in the effects after them, or before they are painted', async () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => {
      reads.push(currentPhase);
      return y;
    });
    const { getAllByTestId, rerender } = render(<Probe count={100} />);
    expect(getAllByTestId('row').length).toBeGreaterThan(0);
    rerender(<Probe count={200} />);
    // Not even from the effects: React may run them before the browser's next frame.
    expect(reads).toEqual([]);
    // After the rows were painted (a frame, then a task) the list reads the page; a scroll moves the window.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((where) => where !== 'idle')).toEqual([]);
    y = 5000;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const indexes = getAllByTestId('row').map((row) => Number(row.dataset.index));
    expect(Math.min(...indexes)).toBeGreaterThanOrEqual(45);
    expect(Math.min(...indexes)).toBeLessThanOrEqual(50);
    expect(reads.filter((where) => where !== 'idle')).toEqual([]);
  });

  it('windows the rows: a long list keeps only the rows near the viewport in the DOM', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const { getAllByTestId, getByTestId } = render(<Probe count={1000} />);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const indexes = getAllByTestId('row').map((row) => Number(row.dataset.index));
    expect(indexes[0]).toBe(0);
    expect(indexes.length).toBeLessThan(20);
    expect(getByTestId('list').style.height).toBe('100000px');
  });

  it('stops following the page in the commit that hides it (keep-alive), so the next screen scrolling to the top leaves its rows where they were', async () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => {
      reads.push(hidden ? 'hidden' : currentPhase);
      return y;
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    let hidden = false;
    // As the keep-alive outlet does: the list stays mounted, told it is hidden, and the next screen
    // scrolls the page to its top in the commit that hides it.
    function Outlet({ hide }: { hide: boolean }) {
      useLayoutEffect(() => {
        if (!hide) return;
        hidden = true;
        y = 0;
        window.dispatchEvent(new Event('scroll'));
      }, [hide]);
      return (
        <ViewShown.Provider value={!hide}>
          <Probe count={1000} />
        </ViewShown.Provider>
      );
    }
    const { getAllByTestId, rerender } = render(<Outlet hide={false} />);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    y = 5000;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const shownRows = () => getAllByTestId('row').map((row) => Number(row.dataset.index));
    const before = shownRows();
    expect(Math.min(...before)).toBeGreaterThanOrEqual(45);

    rerender(<Outlet hide />);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    // The hidden list neither read the page (a forced layout of the next screen) nor moved its rows.
    expect(reads.filter((where) => where === 'hidden')).toEqual([]);
    expect(shownRows()).toEqual(before);

    // Shown again at its place, it follows the page again.
    hidden = false;
    y = 5000;
    rerender(<Outlet hide={false} />);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(shownRows()).toEqual(before);
    y = 10000;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(Math.min(...shownRows())).toBeGreaterThanOrEqual(95);
  });
});
