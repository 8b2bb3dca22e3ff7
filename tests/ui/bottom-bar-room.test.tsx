import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBottomBarRoom } from '../../src/ui/bottom-bar-room';
import { ToastView } from '../../src/ui/toast';

const ROOM = '--bottom-bar-room';
const roomOf = (element: Element | null) => (element as HTMLElement | null)?.style.getPropertyValue(ROOM) ?? null;

function Bar({ shown }: { shown: boolean }) {
  const room = useBottomBarRoom(shown);
  return <aside ref={room} aria-label="bar" />;
}

/** A page frame with the bar in it, and the toast region beside it (as the app has them). */
function Page({ bar = true, shown = true }: { bar?: boolean; shown?: boolean }) {
  return (
    <>
      <div data-testid="frame">{bar ? <Bar shown={shown} /> : null}</div>
      <ToastView toasts={[]} />
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useBottomBarRoom', () => {
  it('publishes what the bar covers of the bottom edge on its frame and the toast region, never the root, and takes it away after', () => {
    // jsdom lays nothing out: the bar is put 64 px above the bottom of a 640 px viewport.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(12, 576, 296, 52));
    const view = render(<Page />);
    const frame = view.getByTestId('frame');
    const region = view.getByRole('region');
    expect(roomOf(frame)).toBe('64px');
    expect(roomOf(region)).toBe('64px');
    expect(roomOf(document.documentElement)).toBe('');
    view.rerender(<Page bar={false} />);
    expect(roomOf(frame)).toBe('');
    expect(roomOf(region)).toBe('');
  });

  it('kept hidden with its page, keeps its frame untouched and lets the toasts down; shown again, lifts them', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(12, 576, 296, 52));
    const view = render(<Page />);
    const frame = view.getByTestId('frame');
    const region = view.getByRole('region');
    const frameWrites = vi.spyOn(frame.style, 'setProperty');
    const frameRemovals = vi.spyOn(frame.style, 'removeProperty');
    view.rerender(<Page shown={false} />);
    expect(roomOf(region)).toBe('');
    expect(roomOf(frame)).toBe('64px');
    view.rerender(<Page shown />);
    expect(roomOf(region)).toBe('64px');
    // The way back changes no style on the page's side.
    expect(frameWrites).not.toHaveBeenCalled();
    expect(frameRemovals).not.toHaveBeenCalled();
  });

  it('measures when the browser reports the bar laid out, not while it renders, and again when the viewport changes', () => {
    let report: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(12, 576, 296, 52));
    const view = render(<Page />);
    const frame = view.getByTestId('frame');
    // Nothing read in the commit (a read there would lay the page out before the browser does).
    expect(box).not.toHaveBeenCalled();
    expect(roomOf(frame)).toBe('');
    report?.();
    expect(roomOf(frame)).toBe('64px');
    // A rotated phone has another bottom safe area.
    height.mockReturnValue(320);
    box.mockReturnValue(new DOMRect(12, 236, 296, 52));
    window.dispatchEvent(new Event('resize'));
    expect(roomOf(frame)).toBe('84px');
    expect(roomOf(view.getByRole('region'))).toBe('84px');
    // Reported with no box (its page kept hidden): keeps what it published.
    box.mockReturnValue(new DOMRect(0, 0, 0, 0));
    report?.();
    expect(roomOf(frame)).toBe('84px');
    view.unmount();
  });
});
