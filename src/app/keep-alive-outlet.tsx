// Route views of keepAlive entries stay mounted (hidden with React's <Activity>) when left, so going
// back restores their data, filters and scroll position without refetching. At most `max` views are
// kept (least recently shown dropped first), so memory stays flat however long the visit.
// Every kept view renders against its own frozen location: hidden lists never see the detail page's
// address and never re-run with the wrong query.

import { Activity, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { matchEntry } from '../routes/match';
import { AppRoutes } from './router';

export const DEFAULT_KEPT_VIEWS = 5;

interface KeptView {
  key: string;
  location: Location;
  lastShown: number;
}

export function keepAliveKey(pathname: string): string | null {
  const entry = matchEntry(pathname);
  return entry?.keepAlive ? `${entry.name}:${pathname}` : null;
}

/** The kept views after showing `key` at `location`: updated in place, added, or the least recent evicted. */
export function nextKeptViews(views: readonly KeptView[], key: string, location: Location, tick: number, max: number): KeptView[] {
  const existing = views.find((view) => view.key === key);
  if (existing) {
    return views.map((view) => (view.key === key ? { ...view, location, lastShown: tick } : view));
  }
  const next = [...views, { key, location, lastShown: tick }];
  while (next.length > Math.max(1, max)) {
    let oldest = 0;
    next.forEach((view, index) => {
      if (view.lastShown < (next[oldest]?.lastShown ?? Infinity)) oldest = index;
    });
    next.splice(oldest, 1);
  }
  return next;
}

/** How long a #hash link waits for its element to appear before giving up. */
export const HASH_WAIT_MS = 10_000;

function scrollToHash(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

export function KeepAliveOutlet({ max = DEFAULT_KEPT_VIEWS }: { max?: number }) {
  const location = useLocation();
  const activeKey = keepAliveKey(location.pathname);
  const [views, setViews] = useState<KeptView[]>([]);
  const scrollByKey = useRef(new Map<string, number>());
  const currentKey = useRef<string | null>(null);

  const active = activeKey ? views.find((view) => view.key === activeKey) : undefined;
  if (activeKey && active?.location !== location) {
    setViews((previous) => {
      const tick = previous.reduce((latest, view) => Math.max(latest, view.lastShown), 0) + 1;
      return nextKeptViews(previous, activeKey, location, tick, max);
    });
  }

  // Remember where each kept view was scrolled to.
  useEffect(() => {
    const onScroll = () => {
      if (currentKey.current) scrollByKey.current.set(currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Forget positions of evicted views.
  useEffect(() => {
    const kept = new Set(views.map((view) => view.key));
    for (const key of scrollByKey.current.keys()) if (!kept.has(key)) scrollByKey.current.delete(key);
  }, [views]);

  // Default scroll position: the top; a hash scrolls to its element; a kept view gets its own back.
  useLayoutEffect(() => {
    const previousKey = currentKey.current;
    currentKey.current = activeKey;
    if (location.hash) {
      if (scrollToHash(location.hash)) return;
      // The element may belong to a screen still loading, or to a part of it that arrives after the
      // first paint (the car page's equipment and similar cars): look for it every frame until it
      // shows, for as long as a slow network may take, unless the visitor starts scrolling first.
      const started = performance.now();
      let handle = 0;
      const stop = () => cancelAnimationFrame(handle);
      const retry = () => {
        if (scrollToHash(location.hash) || performance.now() - started > HASH_WAIT_MS) return;
        handle = requestAnimationFrame(retry);
      };
      handle = requestAnimationFrame(retry);
      const input = ['wheel', 'touchstart', 'keydown'] as const;
      for (const type of input) window.addEventListener(type, stop, { once: true, passive: true });
      return () => {
        stop();
        for (const type of input) window.removeEventListener(type, stop);
      };
    }
    const saved = activeKey && activeKey !== previousKey ? scrollByKey.current.get(activeKey) : undefined;
    window.scrollTo(0, saved ?? 0);
    if (!saved) return undefined;
    // A list that measures itself (virtualised rows, images) may be shorter for a few frames after
    // it is shown again: keep asking for the position until the page is tall enough.
    let frames = 0;
    let handle = 0;
    const settle = () => {
      frames += 1;
      if (Math.abs(window.scrollY - saved) <= 1 || frames > 60) return;
      window.scrollTo(0, saved);
      handle = requestAnimationFrame(settle);
    };
    handle = requestAnimationFrame(settle);
    const stop = () => cancelAnimationFrame(handle);
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
    // location.key: every navigation, including to the same address
  }, [location.key, location.hash, activeKey]);

  const liveShown = activeKey === null;
  return (
    <>
      {views.map((view) => (
        <Activity key={view.key} mode={view.key === activeKey ? 'visible' : 'hidden'}>
          <div data-kept-view={view.key}>
            <AppRoutes location={view.key === activeKey ? location : view.location} />
          </div>
        </Activity>
      ))}
      {liveShown ? <AppRoutes key="live" /> : null}
    </>
  );
}
