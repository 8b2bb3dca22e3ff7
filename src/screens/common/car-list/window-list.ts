// Windowing of a list against the page (window) scroll: only the rows near the viewport are in the
// DOM, whatever has scrolled by. Rows are measured (ResizeObserver) as they render and remembered by
// key, so a list that comes back (keep-alive) or grows (more pages) keeps its layout. A row measured
// at 0 is not laid out (its view is hidden by keep-alive, or there is no layout at all): what was known
// is kept rather than collapsing the list and losing the scroll position.
//
// Written for the car lists instead of a general virtualizer library: it does the one thing they need
// and keeps the home screen's first chunk small. Scroll work is a binary search and, only when the
// window of rows changes, one state update.

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from '../../../platform/idle';
import { useViewShown } from '../../../platform/view-shown';

export interface WindowRow {
  index: number;
  key: string | number;
  /** Offset of the row from the top of the list, in px. */
  start: number;
}

export interface WindowListOptions {
  count: number;
  /** The height of a row not measured yet. */
  estimateSize: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  /** Distance from the top of the document to the top of the list, in px. */
  scrollMargin: number;
  getItemKey: (index: number) => string | number;
}

export interface WindowList {
  rows: WindowRow[];
  totalSize: number;
  /** Ref callback for each rendered row (the row carries data-index). */
  measureElement: (element: HTMLElement | null) => void | (() => void);
}

interface Range {
  first: number;
  last: number;
}

const EMPTY: Range = { first: 0, last: -1 };

/** The first index whose row ends below `offset` (starts has count + 1 entries). */
function indexAt(starts: Float64Array, count: number, offset: number): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle + 1] as number) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Viewport {
  y: number;
  height: number;
}

// The viewport as last read, per page: it is the window's scroll and size, whichever list read it.
const lastRead = new WeakMap<Window, Viewport>();

/**
 * Reads the scroll position and viewport height. Both force a layout when the DOM has changed since the
 * last one, so this runs only where layout is done or about to be needed anyway: scroll and resize
 * events, ResizeObserver callbacks, and the effect after a list is shown (after paint).
 */
function readViewport(): Viewport {
  if (typeof window === 'undefined') return { y: 0, height: 0 };
  const read = { y: window.scrollY, height: window.innerHeight || 0 };
  lastRead.set(window, read);
  return read;
}

/**
 * The viewport as last read, for render and layout effects (where reading it would force a layout of
 * the rows being committed). Before any read: the top of the page and the screen's height, which
 * costs no layout; the effect after the list is shown corrects it.
 */
function knownViewport(): Viewport {
  const read = typeof window === 'undefined' ? undefined : lastRead.get(window);
  return read ?? { y: 0, height: (typeof screen !== 'undefined' && screen.height) || 1000 };
}

function rangeFor(
  starts: Float64Array,
  count: number,
  scrollMargin: number,
  overscan: number,
  viewport: Viewport,
): Range {
  if (count === 0) return EMPTY;
  const top = viewport.y - scrollMargin;
  const bottom = top + viewport.height;
  const first = indexAt(starts, count, Math.max(0, top));
  const last = indexAt(starts, count, Math.max(0, bottom));
  return { first: Math.max(0, first - overscan), last: Math.min(count - 1, last + overscan) };
}

function rowHeight(element: Element, entry?: ResizeObserverEntry): number {
  const box = entry?.borderBoxSize?.[0];
  return Math.round(box ? box.blockSize : element.getBoundingClientRect().height);
}

type Sizes = ReadonlyMap<string | number, number>;

export function useWindowList({
  count,
  estimateSize,
  overscan,
  scrollMargin,
  getItemKey,
}: WindowListOptions): WindowList {
  const [sizes, setSizes] = useState<Sizes>(() => new Map());

  const keys = useMemo(() => Array.from({ length: count }, (_, index) => getItemKey(index)), [count, getItemKey]);
  const starts = useMemo(() => {
    const out = new Float64Array(count + 1);
    for (let index = 0; index < count; index++)
      out[index + 1] = (out[index] as number) + (sizes.get(keys[index] as string | number) ?? estimateSize);
    return out;
  }, [count, keys, estimateSize, sizes]);

  const viewport = useRef<Viewport | null>(null);
  const [range, setRange] = useState<Range>(() => rangeFor(starts, count, scrollMargin, overscan, knownViewport()));

  // The latest layout, for the scroll listener and the resize observer (outside render).
  const latest = useRef({ starts, count, scrollMargin, overscan, keys, sizes, estimateSize });
  const update = useCallback(() => {
    const { starts: s, count: n, scrollMargin: margin, overscan: extra } = latest.current;
    viewport.current ??= knownViewport();
    const next = rangeFor(s, n, margin, extra, viewport.current);
    setRange((current) => (current.first === next.first && current.last === next.last ? current : next));
  }, []);

  useLayoutEffect(() => {
    latest.current = { starts, count, scrollMargin, overscan, keys, sizes, estimateSize };
    update();
  }, [update, starts, count, scrollMargin, overscan, keys, sizes, estimateSize]);

  const onViewportChange = useCallback(() => {
    viewport.current = readViewport();
    update();
  }, [update]);

  // The page's scroll and size are followed only while the list is shown, and from a layout effect, so a
  // list hidden by keep-alive stops following them in the very commit that hides it: the page scrolls to
  // the top of the next screen in that commit, and a listener still attached then would force a layout
  // of the new screen and move the hidden list's rows to the top of the page, so the way back would
  // render them all again before the list could paint.
  const shown = useViewShown();
  useLayoutEffect(() => {
    if (!shown) return undefined;
    window.addEventListener('scroll', onViewportChange, { passive: true });
    window.addEventListener('resize', onViewportChange, { passive: true });
    return () => {
      window.removeEventListener('scroll', onViewportChange);
      window.removeEventListener('resize', onViewportChange);
    };
  }, [onViewportChange, shown]);

  // Shown again (keep-alive) or mounted: the page may have scrolled while this list was not listening.
  // Read after the rows have been painted: React may run this effect before the browser's next frame,
  // and a read then would force a layout of all the rows just committed (tens of milliseconds of CJK
  // text on a phone, before the first card could paint).
  useEffect(() => (shown ? afterNextPaint(onViewportChange) : undefined), [onViewportChange, shown]);

  const observer = useRef<ResizeObserver | null>(null);
  const onResize = useCallback((entries: ResizeObserverEntry[]) => {
    const { starts: s, scrollMargin: margin, keys: k, sizes: known, estimateSize: estimate } = latest.current;
    let next: Map<string | number, number> | null = null;
    let shift = 0;
    viewport.current = readViewport();
    const top = viewport.current.y - margin;
    for (const entry of entries) {
      const element = entry.target as HTMLElement;
      const index = Number(element.dataset.index);
      const key = k[index];
      if (key === undefined) continue;
      const size = rowHeight(element, entry);
      if (size <= 0 || known.get(key) === size) continue;
      const previous = known.get(key) ?? estimate;
      next ??= new Map(known);
      next.set(key, size);
      // A row above the viewport changed height: keep what is on screen where it was.
      if ((s[index] as number) < top) shift += size - previous;
    }
    if (!next) return;
    latest.current = { ...latest.current, sizes: next };
    if (shift !== 0 && top > 0) window.scrollBy(0, shift);
    setSizes(next);
  }, []);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  const measureElement = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      if (typeof ResizeObserver !== 'undefined') {
        observer.current ??= new ResizeObserver(onResize);
        const current = observer.current;
        current.observe(element);
        return () => current.unobserve(element);
      }
      // No ResizeObserver: measure once.
      const size = rowHeight(element);
      if (size > 0)
        onResize([
          { target: element, borderBoxSize: [{ blockSize: size, inlineSize: 0 }] } as unknown as ResizeObserverEntry,
        ]);
    },
    [onResize],
  );

  const rows = useMemo(() => {
    const out: WindowRow[] = [];
    const last = Math.min(range.last, count - 1);
    for (let index = range.first; index <= last; index++)
      out.push({ index, key: keys[index] as string | number, start: starts[index] as number });
    return out;
  }, [range, count, keys, starts]);

  return { rows, totalSize: starts[count] ?? 0, measureElement };
}
