// Route views of keepAlive entries stay mounted when left, so going back restores their data, filters
// and scroll position without refetching. At most `max` views are kept (least recently shown dropped
// first), so memory stays flat however long the visit.
// A kept view is hidden with the `hidden` attribute, `inert`, and `content-visibility: hidden` where the
// browser has it (keep-alive-outlet.module.css): the browser keeps its layout, so the way back is painted
// without laying the list out again (about 80 ms less at 4x CPU than React's <Activity>, whose
// display: none drops the layout; decision note 142). It stays mounted with its effects connected, and
// reads `useViewShown()` (src/platform/view-shown.ts) for what it must not do while hidden.
// Every kept view renders against its own frozen location: hidden lists never see the detail page's
// address and never re-run with the wrong query.
//
// Scroll restoration happens in the commit that shows a kept view again, before the browser paints:
// the list appears at its former place in one frame, never at the top first. If the kept view is
// shorter than the scroll needs (a part still measuring itself), the view reserves the missing
// height (min-height) instead of letting the browser clamp the scroll; the reserve goes as soon as
// the content fills it, or when the visitor navigates on. A benchmark reads the marks
// `keep-alive:shown` and `keep-alive:painted` and the measure `keep-alive:back-to-list` (from the
// history back event to the first paint of the restored list).

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { afterNextPaint } from '../platform/idle';
import { ViewShown } from '../platform/view-shown';
import { matchEntry } from '../routes/match';
import * as styles from './keep-alive-outlet.module.css';
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
export function nextKeptViews(
  views: readonly KeptView[],
  key: string,
  location: Location,
  tick: number,
  max: number,
): KeptView[] {
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
/**
 * How long the element a #hash names is kept in view after it was scrolled to, while what is above it
 * still arrives (a part of the page, a section's answer) and pushes it down.
 */
export const HASH_SETTLE_MS = 1_500;

/** The element an address hash names (percent-encoded or not), or null. */
function hashTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return id ? document.getElementById(id) : null;
}

/** Makes the kept view `view` at least tall enough for the page to scroll to `y`; returns the undo. */
function reserveHeight(view: HTMLElement | null, y: number): () => void {
  if (!view) return () => undefined;
  const needed = Math.ceil(y + window.innerHeight - (view.getBoundingClientRect().top + window.scrollY));
  if (document.documentElement.scrollHeight >= y + window.innerHeight || needed <= 0) return () => undefined;
  view.style.minHeight = `${needed}px`;
  const release = () => {
    observer?.disconnect();
    view.style.minHeight = '';
  };
  // The view grows past its reserve once its content is back to its former height.
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          if (view.scrollHeight > needed) release();
        });
  observer?.observe(view);
  return release;
}

const BACK_MARK = 'keep-alive:popstate';

export function KeepAliveOutlet({ max = DEFAULT_KEPT_VIEWS }: { max?: number }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const viewElements = useRef(new Map<string, HTMLElement>());
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

  // When the history back (or forward) event happens, for the benchmark's measure.
  useEffect(() => {
    const onPop = () => {
      performance.clearMarks(BACK_MARK);
      performance.mark(BACK_MARK);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
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
      // The element may belong to a screen still loading, or to a part of it that arrives after the
      // first paint (the car page's sections, its equipment and similar cars): look for it every frame
      // until it shows, for as long as a slow network may take. Once scrolled to, it is kept in view
      // while what is above it still arrives, until it has stayed put for HASH_SETTLE_MS. Either stops
      // as soon as the visitor scrolls.
      const hash = location.hash;
      const started = performance.now();
      let handle = 0;
      let scrolledTop: number | null = null;
      let settledSince = 0;
      const stop = () => cancelAnimationFrame(handle);
      const step = () => {
        const now = performance.now();
        const target = hashTarget(hash);
        if (target) {
          // Not scrolled to yet, or moved since: scroll (again) and start the settle anew.
          if (scrolledTop === null || Math.abs(target.getBoundingClientRect().top - scrolledTop) > 1) {
            target.scrollIntoView({ block: 'start' });
            scrolledTop = target.getBoundingClientRect().top;
            settledSince = now;
          } else if (now - settledSince > HASH_SETTLE_MS) return;
        }
        if (now - started > HASH_WAIT_MS) return;
        handle = requestAnimationFrame(step);
      };
      step();
      const input = ['wheel', 'touchstart', 'keydown'] as const;
      for (const type of input) window.addEventListener(type, stop, { once: true, passive: true });
      return () => {
        stop();
        for (const type of input) window.removeEventListener(type, stop);
      };
    }
    const saved = activeKey && activeKey !== previousKey ? scrollByKey.current.get(activeKey) : undefined;
    if (!activeKey || saved === undefined) {
      window.scrollTo(0, 0);
      return undefined;
    }
    const release = reserveHeight(viewElements.current.get(activeKey) ?? null, saved);
    window.scrollTo(0, saved);
    performance.mark('keep-alive:shown', { detail: { key: activeKey, scrollY: saved } });
    const cancelPaint = afterNextPaint(() => {
      performance.mark('keep-alive:painted', { detail: { key: activeKey, scrollY: window.scrollY } });
      if (navigationType === 'POP' && performance.getEntriesByName(BACK_MARK, 'mark').length > 0) {
        performance.measure('keep-alive:back-to-list', BACK_MARK, 'keep-alive:painted');
      }
    });
    return () => {
      cancelPaint();
      release();
    };
    // location.key: every navigation, including to the same address
  }, [location.key, location.hash, activeKey, navigationType]);

  const liveShown = activeKey === null;
  return (
    <>
      {views.map((view) => {
        const shown = view.key === activeKey;
        return (
          <ViewShown.Provider key={view.key} value={shown}>
            <div
              className={styles.view}
              data-kept-view={view.key}
              hidden={!shown}
              inert={!shown}
              ref={(element) => {
                if (element) viewElements.current.set(view.key, element);
                else viewElements.current.delete(view.key);
              }}
            >
              <AppRoutes location={shown ? location : view.location} />
            </div>
          </ViewShown.Provider>
        );
      })}
      {liveShown ? <AppRoutes key="live" /> : null}
    </>
  );
}
