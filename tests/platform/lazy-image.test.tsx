import { act, render as renderUi, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from '../../src/platform/lazy-image';
import { PLACEHOLDER_IMAGE } from '../../src/platform/inline-images';
import type { ReactElement } from 'react';
import { createAppServices } from '../../src/app/services';
import { AppServicesProvider, type AppServices } from '../../src/platform/app-services';
import { browserProbe, createThrottledQueue, LoadedCache, rootMarginFor } from '../../src/platform/lazy-image-loader';

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

const observers: { callback: ObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

function scrollIntoView() {
  act(() => {
    observers
      .filter((observer) => !observer.disconnected)
      .forEach((observer) => observer.callback([{ isIntersecting: true }]));
  });
}

// Each test is a fresh app's services: their image loader (no address loaded, nothing in flight).
let services: AppServices;
const images = () => services.images;
const render = (ui: ReactElement) => renderUi(<AppServicesProvider services={services}>{ui}</AppServicesProvider>);

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  services = createAppServices({ window, storage: null });
  images().configure({ throttleMs: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  services.dispose();
});

describe('LazyImage', () => {
  it('shows the placeholder until it nears the viewport, then the image', async () => {
    const probe = vi.fn(async () => undefined);
    images().setProbe(probe);
    render(<LazyImage src="/media/cars/suv-white-front.svg" alt="白色SUV" ratio={4 / 3} />);
    const image = screen.getByRole('img', { name: '白色SUV' });
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(probe).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBe('30% 0px 30% 0px');
    scrollIntoView();
    await vi.waitFor(() => expect(image).toHaveAttribute('src', '/media/cars/suv-white-front.svg'));
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('reserves the box with the aspect ratio so nothing shifts', () => {
    images().setProbe(async () => undefined);
    const { container } = render(<LazyImage src="/media/a.svg" alt="a" ratio={16 / 9} />);
    expect((container.firstChild as HTMLElement).style.aspectRatio).toMatch(/^1\.777/);
  });

  it('tries 3 times, then keeps the placeholder', async () => {
    const probe = vi.fn(async () => {
      throw new Error('404');
    });
    images().setProbe(probe);
    const { container } = render(<LazyImage src="/media/missing.svg" alt="缺失" />);
    scrollIntoView();
    await vi.waitFor(() => expect(container.firstChild).toHaveAttribute('data-state', 'error'));
    expect(probe).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('img', { name: '缺失' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('gives up on a load that stalls, and a later mount of the address loads it afresh', async () => {
    vi.useFakeTimers();
    try {
      images().configure({ throttleMs: 0, attemptTimeoutMs: 1000 });
      const probe = vi.fn(() => new Promise<void>(() => undefined));
      images().setProbe(probe);
      const first = render(<LazyImage src="/media/stalled.svg" alt="卡住" />);
      scrollIntoView();
      expect(probe).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(3 * 1000));
      expect(first.container.firstChild).toHaveAttribute('data-state', 'error');
      expect(screen.getByRole('img', { name: '卡住' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
      expect(probe).toHaveBeenCalledTimes(3);
      first.unmount();

      probe.mockImplementation(async () => undefined);
      render(<LazyImage src="/media/stalled.svg" alt="卡住" />);
      scrollIntoView();
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(probe).toHaveBeenCalledTimes(4);
      expect(screen.getByRole('img', { name: '卡住' })).toHaveAttribute('src', '/media/stalled.svg');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an already loaded address at once, without observing', () => {
    images().loaded.add('/media/seen.svg');
    render(<LazyImage src="/media/seen.svg" alt="seen" />);
    expect(screen.getByRole('img', { name: 'seen' })).toHaveAttribute('src', '/media/seen.svg');
    expect(observers).toHaveLength(0);
  });

  it('loads the priority (LCP) image at once with fetchpriority=high', () => {
    render(<LazyImage src="/media/hero.svg" alt="hero" priority ratio={4 / 3} />);
    const image = screen.getByRole('img', { name: 'hero' });
    expect(image).toHaveAttribute('src', '/media/hero.svg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder for a missing address', () => {
    render(<LazyImage src={null} alt="none" />);
    expect(screen.getByRole('img', { name: 'none' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('falls back to the placeholder when the displayed image errors', async () => {
    images().loaded.add('/media/broken.svg');
    const { container } = render(<LazyImage src="/media/broken.svg" alt="broken" />);
    const image = screen.getByRole('img', { name: 'broken' });
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(container.firstChild).toHaveAttribute('data-state', 'error');
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});

describe('loader engine', () => {
  it('turns the preload ratio into the observer margin', () => {
    expect(rootMarginFor(1.3)).toBe('30% 0px 30% 0px');
    expect(rootMarginFor(1)).toBe('0% 0px 0% 0px');
  });

  it('keeps at most the configured number of loaded addresses, least recent out first', () => {
    const cache = new LoadedCache(2);
    cache.add('a');
    cache.add('b');
    expect(cache.has('a')).toBe(true);
    cache.add('c');
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.size).toBe(2);
  });

  it('caches 200 addresses by default', async () => {
    images().configure();
    images().setProbe(async () => undefined);
    for (let index = 0; index < 205; index += 1) await images().load(`/media/${index}.svg`);
    expect(images().loaded.size).toBe(200);
    expect(images().loaded.has('/media/0.svg')).toBe(false);
    expect(images().loaded.has('/media/204.svg')).toBe(true);
  });

  it('counts an attempt that never settles as failed once its time is up, then tries again', async () => {
    vi.useFakeTimers();
    try {
      images().configure({ attemptTimeoutMs: 15_000 });
      const signals: AbortSignal[] = [];
      const probe = vi.fn((_url: string, signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<void>(() => undefined);
      });
      images().setProbe(probe);
      let result: boolean | undefined;
      void images()
        .load('/media/stalled.svg')
        .then((ok) => {
          result = ok;
        });
      await vi.advanceTimersByTimeAsync(0);
      expect(probe).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(14_999);
      expect(probe).toHaveBeenCalledTimes(1);
      expect(signals[0]?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signals[0]?.aborted).toBe(true);
      expect(probe).toHaveBeenCalledTimes(2);

      // Meanwhile another image of the same address shares the load instead of starting its own.
      const shared = images().load('/media/stalled.svg');
      await vi.advanceTimersByTimeAsync(2 * 15_000);
      expect(probe).toHaveBeenCalledTimes(3);
      expect(result).toBe(false);
      await expect(shared).resolves.toBe(false);
      expect(images().loaded.has('/media/stalled.svg')).toBe(false);

      // Nothing is left in flight: the next call probes again.
      probe.mockImplementation(async () => undefined);
      await expect(images().load('/media/stalled.svg')).resolves.toBe(true);
      expect(probe).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a load that succeeds within the limit, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    try {
      images().configure({ attemptTimeoutMs: 1000 });
      const signals: AbortSignal[] = [];
      const probe = vi.fn((_url: string, signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<void>((resolve) => setTimeout(resolve, 999));
      });
      images().setProbe(probe);
      const loaded = images().load('/media/slow.svg');
      await vi.advanceTimersByTimeAsync(999);
      await expect(loaded).resolves.toBe(true);
      // The attempt's timer is gone: its time passing aborts nothing. (Not vi.getTimerCount(): the unit
      // files share one jsdom, and work another file left running may set timers of its own meanwhile.)
      await vi.advanceTimersByTimeAsync(1000);
      expect(signals[0]?.aborted).toBe(false);
      expect(probe).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears the detached image source when an attempt times out, so the browser drops the request', async () => {
    const created: HTMLImageElement[] = [];
    vi.stubGlobal('Image', function FakeImage() {
      const image = document.createElement('img');
      created.push(image);
      return image;
    });
    const controller = new AbortController();
    const attempt = browserProbe('/media/stalled.svg', controller.signal);
    expect(created[0]?.getAttribute('src')).toBe('/media/stalled.svg');
    controller.abort();
    await expect(attempt).rejects.toThrow('timed out');
    expect(created[0]?.hasAttribute('src')).toBe(false);
    expect(created[0]?.onload).toBeNull();
  });

  it('runs the first job at once and batches the rest per throttle window', () => {
    vi.useFakeTimers();
    try {
      const queue = createThrottledQueue(() => 200);
      const ran: string[] = [];
      queue.schedule(() => ran.push('a'));
      queue.schedule(() => ran.push('b'));
      queue.schedule(() => ran.push('c'));
      expect(ran).toEqual(['a']);
      vi.advanceTimersByTime(199);
      expect(ran).toEqual(['a']);
      vi.advanceTimersByTime(1);
      expect(ran).toEqual(['a', 'b', 'c']);
    } finally {
      vi.useRealTimers();
    }
  });
});
