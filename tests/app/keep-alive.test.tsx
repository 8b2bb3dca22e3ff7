import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { HASH_SETTLE_MS, HASH_WAIT_MS, keepAliveKey, nextKeptViews } from '../../src/app/keep-alive-outlet';
import { ALL_FAKE, fakeScreens, mounts, resetMounts } from './fake-screens';
import { renderShell } from './render-shell';

const screens = fakeScreens(ALL_FAKE);

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  resetMounts();
  setScrollY(0);
});

describe('kept-alive route views', () => {
  it('restores a list’s state and location after a round trip, without mounting it again', async () => {
    const user = userEvent.setup();
    const app = renderShell('/?category=premium', { screens });
    await user.click(await screen.findByRole('button', { name: 'Index taps 0' }));
    await user.click(screen.getByRole('button', { name: 'Index taps 1' }));
    app.navigate('/car/7');
    await screen.findByRole('heading', { name: 'Car' });
    // Hidden, not gone: not in the accessibility tree while the detail shows.
    expect(screen.queryByRole('heading', { name: 'Index' })).not.toBeInTheDocument();
    app.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Index taps 2' })).toBeVisible();
    expect(screen.getByTestId('Index-location')).toHaveTextContent('/?category=premium');
    expect(mounts.Index).toBe(1);
  });

  it('keeps a list the visitor left hidden, inert and connected, and tells it so', async () => {
    const app = renderShell('/', { screens });
    await screen.findByRole('heading', { name: 'Index' });
    const view = document.querySelector<HTMLElement>('[data-kept-view="Index:/"]');
    expect(view).not.toHaveAttribute('hidden');
    expect(screen.getByRole('region', { name: 'Index' })).toHaveAttribute('data-shown', 'true');
    app.navigate('/car/7');
    await screen.findByRole('heading', { name: 'Car' });
    // Hidden from everyone (the stylesheet keeps its layout where the browser can: content-visibility),
    // out of the tab order, and told so through useViewShown().
    expect(view).toHaveAttribute('hidden');
    expect(view).toHaveAttribute('inert');
    expect(view?.querySelector('section')).toHaveAttribute('data-shown', 'false');
    app.navigate(-1);
    await screen.findByRole('heading', { name: 'Index' });
    expect(view).not.toHaveAttribute('hidden');
    expect(view).not.toHaveAttribute('inert');
    expect(view?.querySelector('section')).toHaveAttribute('data-shown', 'true');
    // Its effects were never disconnected: nothing reconnects on the way back.
    expect(mounts.Index).toBe(1);
  });

  it('keeps the hidden list on its own address while another page shows', async () => {
    const app = renderShell('/discount?category=discount&sort=price', { screens });
    await screen.findByRole('heading', { name: 'StandardDiscount' });
    app.navigate('/recycle');
    await screen.findByRole('heading', { name: 'Recycle' });
    const hiddenLocation = document.querySelector('[data-testid="StandardDiscount-location"]');
    expect(hiddenLocation).toHaveTextContent('/discount?category=discount&sort=price');
    expect(hiddenLocation).not.toBeVisible();
  });

  it('mounts a route without keepAlive afresh every time', async () => {
    const app = renderShell('/recycle', { screens });
    await screen.findByRole('heading', { name: 'Recycle' });
    app.navigate('/repair');
    await screen.findByRole('heading', { name: 'Repair' });
    app.navigate(-1);
    await screen.findByRole('heading', { name: 'Recycle' });
    expect(mounts.Recycle).toBe(2);
  });

  it('scrolls a new page to the top and gives a kept list its scroll position back', async () => {
    const app = renderShell('/', { screens });
    await screen.findByRole('heading', { name: 'Index' });
    setScrollY(640);
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    app.navigate('/car/7');
    await screen.findByRole('heading', { name: 'Car' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    setScrollY(200);
    app.navigate(-1);
    await screen.findByRole('heading', { name: 'Index' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls to the element a hash names, whatever characters its id has', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const app = renderShell('/recycle#section-2', { screens });
    await screen.findByRole('heading', { name: 'Recycle' });
    await vi.waitFor(() => expect(scrolled).toEqual(['section-2']));
    app.navigate(`/recycle#${encodeURIComponent('odd "id" ]#')}`);
    await vi.waitFor(() => expect(scrolled).toEqual(['section-2', 'odd "id" ]#']));
  });

  describe('a hash whose element arrives after the screen', () => {
    // The clock the wait reads, moved by the test; frames still run in real time.
    let skipped = 0;
    let scrolled: string[] = [];
    beforeEach(() => {
      skipped = 0;
      scrolled = [];
      const now = performance.now.bind(performance);
      vi.spyOn(performance, 'now').mockImplementation(() => now() + skipped);
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
        scrolled.push(this.id);
      };
      onTestFinished(() => {
        Element.prototype.scrollIntoView = original;
        vi.mocked(performance.now).mockRestore();
        document.getElementById('late')?.remove();
      });
    });
    const frames = (n: number) =>
      act(async () => {
        for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    const arrive = () =>
      act(() => {
        const late = document.createElement('section');
        late.id = 'late';
        document.body.append(late);
      });

    it('is scrolled to when it shows, seconds later', async () => {
      renderShell('/recycle#late', { screens });
      await screen.findByRole('heading', { name: 'Recycle' });
      // more frames than a fixed count of retries would allow, and most of the wait's time
      await frames(130);
      skipped = HASH_WAIT_MS - 5_000;
      await frames(2);
      expect(scrolled).toEqual([]);
      arrive();
      await vi.waitFor(() => expect(scrolled).toEqual(['late']));
    });

    it('is kept in view while what is above it still arrives, then left alone', async () => {
      renderShell('/recycle#late', { screens });
      await screen.findByRole('heading', { name: 'Recycle' });
      arrive();
      await vi.waitFor(() => expect(scrolled).toEqual(['late']));
      // Content above pushes it down after the scroll: it is scrolled to again.
      const late = document.getElementById('late') as HTMLElement;
      let top = 0;
      late.getBoundingClientRect = () => ({ top }) as DOMRect;
      top = 240;
      await frames(3);
      expect(scrolled).toEqual(['late', 'late']);
      // Settled: once it stays put for HASH_SETTLE_MS, a later move is the visitor's own.
      skipped = HASH_SETTLE_MS + 1;
      await frames(3);
      top = 480;
      await frames(3);
      expect(scrolled).toEqual(['late', 'late']);
    });

    it('is given up once the visitor scrolls', async () => {
      renderShell('/recycle#late', { screens });
      await screen.findByRole('heading', { name: 'Recycle' });
      window.dispatchEvent(new Event('wheel'));
      arrive();
      await frames(5);
      expect(scrolled).toEqual([]);
    });

    it(`is given up after ${HASH_WAIT_MS / 1000} s`, async () => {
      renderShell('/recycle#late', { screens });
      await screen.findByRole('heading', { name: 'Recycle' });
      skipped = HASH_WAIT_MS + 1;
      await frames(2);
      arrive();
      await frames(5);
      expect(scrolled).toEqual([]);
    });
  });

  it('keeps at most five views: the least recently shown one is dropped', async () => {
    const app = renderShell('/moments/topic/1', { screens });
    await screen.findByRole('heading', { name: 'NuonMomentTopic' });
    for (const topic of [2, 3, 4, 5, 6]) {
      app.navigate(`/moments/topic/${topic}`);
      await screen.findByText(`/moments/topic/${topic}`);
    }
    expect(document.querySelectorAll('[data-kept-view]')).toHaveLength(5);
    expect(document.querySelector('[data-kept-view="NuonMomentTopic:/moments/topic/1"]')).toBeNull();
    expect(mounts.NuonMomentTopic).toBe(6);
    app.navigate('/moments/topic/2');
    await screen.findByText('/moments/topic/2');
    expect(mounts.NuonMomentTopic).toBe(6);
  });
});

describe('kept view bookkeeping', () => {
  const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname });

  it('keys kept views by route and address; other routes are not kept', () => {
    expect(keepAliveKey('/')).toBe('Index:/');
    expect(keepAliveKey('/moments/topic/4')).toBe('NuonMomentTopic:/moments/topic/4');
    expect(keepAliveKey('/car/1')).toBe('Car:/car/1');
    expect(keepAliveKey('/car/1/loans')).toBeNull();
    expect(keepAliveKey('/recycle')).toBeNull();
  });

  it('evicts the least recently shown view beyond the bound', () => {
    let views = nextKeptViews([], 'a', at('/a'), 1, 2);
    views = nextKeptViews(views, 'b', at('/b'), 2, 2);
    views = nextKeptViews(views, 'a', at('/a'), 3, 2);
    views = nextKeptViews(views, 'c', at('/c'), 4, 2);
    expect(views.map((view) => view.key)).toEqual(['a', 'c']);
  });
});
