// Long reports render in slices so no single task holds the main thread (issue #6: no task over 50 ms):
//  - the report body appears in a background render once its data is in (useDeferredReady): the
//    urgent render keeps the skeleton, React then renders the report in a transition, which yields
//    to the browser every few milliseconds between components;
//  - long lists of sections render a few at first and one more per task (useProgressiveCount), each
//    step a transition of its own (and the sections already shown are memoised, so a step renders
//    only the new one). A section named by the address's #hash is rendered at once, so a link to it
//    scrolls there even when it lies beyond the first slice.
// The arithmetic is pure (progressiveStart, progressiveNext, hashTargetIndex) and unit-tested.

import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/** How many items the first render shows: `first`, or up to and including `include` (-1: none). */
export function progressiveStart(total: number, first: number, include = -1): number {
  return Math.max(0, Math.min(total, Math.max(first, include + 1)));
}

/** The count after one more slice of `step` items, never past the total, at least up to `include`. */
export function progressiveNext(current: number, total: number, step = 1, include = -1): number {
  return Math.max(0, Math.min(total, Math.max(current + Math.max(1, step), include + 1)));
}

/** The element id an address hash names (`#section-engine`, percent-encoded or not); '' for none. */
export function hashId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape is no crash: the hash is taken as written.
    return raw;
  }
}

/** The index of the id an address hash (`#section-engine`, percent-encoded or not) names, or -1. */
export function hashTargetIndex(hash: string, ids: readonly string[]): number {
  const target = hashId(hash);
  return target ? ids.indexOf(target) : -1;
}

export interface ProgressiveOptions {
  /** Items in the first render. */
  first?: number;
  /** Items added per task. */
  step?: number;
  /** An index that must be rendered now (a section the #hash names); -1 for none. */
  include?: number;
}

/** How many of `total` items to render now; grows by `step` per task (a transition each) to `total`. */
export function useProgressiveCount(
  total: number,
  { first = 2, step = 1, include = -1 }: ProgressiveOptions = {},
): number {
  const [count, setCount] = useState(() => progressiveStart(total, first, include));
  // Never fewer than the first slice (the data may arrive after the first render) or the #hash target.
  const shown = Math.min(total, Math.max(count, progressiveStart(total, first, include)));
  useEffect(() => {
    if (shown >= total) return;
    // A timer (not a microtask) so the browser paints and handles input between slices.
    const timer = setTimeout(() => startTransition(() => setCount(progressiveNext(shown, total, step, include))), 16);
    return () => clearTimeout(timer);
  }, [shown, total, step, include]);
  return shown;
}

/**
 * False on the render in which a report first becomes ready, true on the background render React
 * does next: show the skeleton while it is false, so the report's first, largest render is
 * interruptible instead of one long task.
 */
export function useDeferredReady(ready: boolean): boolean {
  return useDeferredValue(ready, false);
}
