import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishBottomBarRoom } from '../../src/ui/bottom-bar-room';

const room = () => document.documentElement.style.getPropertyValue('--bottom-bar-room');

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty('--bottom-bar-room');
});

describe('publishBottomBarRoom', () => {
  it('publishes what the bar covers of the bottom edge while it is on the page, and takes it away after', () => {
    // jsdom lays nothing out: the bar is put 64 px above the bottom of a 640 px viewport.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(12, 576, 296, 52));
    const view = render(<aside ref={publishBottomBarRoom} aria-label="bar" />);
    expect(room()).toBe('64px');
    view.rerender(<aside ref={publishBottomBarRoom} aria-label="bar" data-count="2" />);
    expect(room()).toBe('64px');
    view.unmount();
    expect(room()).toBe('');
  });

  it('measures again when the viewport changes (a rotated phone has another bottom safe area)', () => {
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(12, 576, 296, 52));
    const view = render(<aside ref={publishBottomBarRoom} aria-label="bar" />);
    height.mockReturnValue(320);
    box.mockReturnValue(new DOMRect(12, 236, 296, 52));
    window.dispatchEvent(new Event('resize'));
    expect(room()).toBe('84px');
    view.unmount();
  });
});
