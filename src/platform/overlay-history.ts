// An open overlay (sheet, dialog, photo viewer, poster) is an entry in the browser's history, so a
// phone's back closes it instead of leaving the page (decision note 155). One mechanism for every
// overlay: `useOverlayHistory(open, close)`, used by the shared Sheet and the image viewer.
//
// - Opening pushes an entry with the same address and a copy of react-router's state ({ usr, key, idx })
//   plus a marker `overlay: { id, depth }`. The router never hears of it (pushState fires no event).
// - Back (popstate) onto an entry below an open overlay closes it. A pop that only moves between an
//   overlay entry and its page's own entry (same router key) is stopped before react-router's listener,
//   so the page does not re-render and its scroll stays where it is.
// - Closing by the overlay's own button, backdrop or Escape pops its entry again (history.back), so
//   history does not grow; that pop is hidden from the router too.
// - An entry whose overlay is no longer open (a reload, or the overlay closed while a later page was on
//   top) is stepped over when back or forward lands on it. A reload with a marker on top drops the
//   marker at start-up (`OverlayHistory.install`): the page shows closed, nothing broken.
//
// Entries are ordered by (router idx, overlay depth): an overlay entry sits just above its page's entry.

import { useCallback, useEffect, useRef } from 'react';
import { useAppServicesOrNull } from './app-services';

interface Marker {
  id: number;
  depth: number;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
  overlay?: Marker;
}

interface OpenOverlay {
  id: number;
  idx: number;
  depth: number;
  key: string | undefined;
  close: () => void;
}

function stateOf(value: unknown): EntryState | null {
  return value && typeof value === 'object' ? (value as EntryState) : null;
}

function markerOf(state: EntryState | null): Marker | null {
  const marker = state?.overlay;
  return marker && typeof marker === 'object' && typeof marker.id === 'number' && typeof marker.depth === 'number'
    ? marker
    : null;
}

function position(state: EntryState | null): [number, number] {
  return [typeof state?.idx === 'number' ? state.idx : 0, markerOf(state)?.depth ?? 0];
}

/** Negative when entry a is below entry b in history, positive when above. */
function compare(a: [number, number], b: [number, number]): number {
  return a[0] - b[0] || a[1] - b[1];
}

export interface OverlayHistory {
  /**
   * Called once at start-up, before the router: listens to popstate ahead of react-router, notes every
   * history write, and drops an overlay marker left on the current entry by a reload. An overlay pushed
   * before it installs it then (tests, where the router keeps its history in memory).
   */
  install(): void;
  /** Pushes an overlay entry; returns the function that releases it (closed by the overlay itself, or unmounted). */
  push(close: () => void): () => void;
  /**
   * Runs `then` once an overlay closed in this same event has taken its entry off history: a navigation
   * that follows closing (a sheet's "apply" that rewrites the address) must not land on the overlay's
   * entry, nor be undone by its pop. The overlay's entry goes when its close is committed (after this
   * event), so the check waits a task.
   */
  afterClosed(then: () => void): void;
  /** Overlays with an entry now (tests, the QA studio). */
  openCount(): number;
  /**
   * Stops listening and gives the window's history its own methods back (the app is gone: a test's end);
   * a later push installs it again.
   */
  dispose(): void;
}

/** One app's overlay history over `win` (src/app/services.ts makes it). */
export function createOverlayHistory(win: Window): OverlayHistory {
  let installed = false;
  let nextId = 1;
  /** Overlays open now, each with its entry, in the order their entries were pushed. */
  let open: OpenOverlay[] = [];
  /** Pops this instance caused itself (closing an overlay, stepping over a stale entry): hidden from the router. */
  let ownPops = 0;
  /** Work waiting for this instance's own pops to arrive (a navigation right after an overlay closed). */
  let afterPops: Array<() => void> = [];
  /** The history entry's state as last seen (after a push, replace or pop). */
  let current: EntryState | null = null;
  let listening = new AbortController();
  let restoreHistory = () => {};

  function onPopState(event: PopStateEvent): void {
    const previous = current;
    const next = stateOf(win.history.state);
    current = next;
    const sameRouterEntry =
      previous !== null && previous.key === next?.key && (markerOf(previous) !== null || markerOf(next) !== null);

    if (ownPops > 0) {
      ownPops -= 1;
      if (sameRouterEntry) event.stopImmediatePropagation();
      if (ownPops === 0) {
        const waiting = afterPops;
        afterPops = [];
        for (const run of waiting) run();
      }
      return;
    }

    // Back below an open overlay's entry closes it (the topmost first).
    const at = position(next);
    const closing = open.filter((overlay) => compare([overlay.idx, overlay.depth], at) > 0).reverse();
    if (closing.length) {
      open = open.filter((overlay) => !closing.includes(overlay));
      for (const overlay of closing) overlay.close();
    }

    // An entry of an overlay that is not open any more: step over it, in the direction of travel.
    const marker = markerOf(next);
    if (marker && !open.some((overlay) => overlay.id === marker.id)) {
      const back = previous === null || compare(at, position(previous)) < 0;
      ownPops += 1;
      if (back) win.history.back();
      else win.history.forward();
    }

    if (sameRouterEntry) event.stopImmediatePropagation();
  }

  function install(): void {
    if (installed) return;
    installed = true;
    listening = new AbortController();
    const history = win.history;
    const state = stateOf(history.state);
    if (markerOf(state)) {
      const { overlay: _dropped, ...rest } = state as EntryState;
      history.replaceState(rest, '');
    }
    current = stateOf(history.state);
    const ownPush = history.pushState;
    const ownReplace = history.replaceState;
    const push = ownPush.bind(history);
    const replace = ownReplace.bind(history);
    const notingPush = (data: unknown, unused: string, url?: string | URL | null) => {
      push(data, unused, url);
      current = stateOf(history.state);
    };
    const notingReplace = (data: unknown, unused: string, url?: string | URL | null) => {
      replace(data, unused, url);
      current = stateOf(history.state);
    };
    history.pushState = notingPush;
    history.replaceState = notingReplace;
    restoreHistory = () => {
      if (history.pushState === notingPush) history.pushState = ownPush;
      if (history.replaceState === notingReplace) history.replaceState = ownReplace;
    };
    // Capture, registered before the router's own listener: this one runs first and may stop the event.
    win.addEventListener('popstate', onPopState, { capture: true, signal: listening.signal });
  }

  return {
    install,
    push(close) {
      install();
      const history = win.history;
      const base = stateOf(history.state) ?? {};
      const depth = (markerOf(base)?.depth ?? 0) + 1;
      const entry: OpenOverlay = {
        id: nextId++,
        idx: typeof base.idx === 'number' ? base.idx : 0,
        depth,
        key: base.key,
        close,
      };
      history.pushState({ ...base, overlay: { id: entry.id, depth } }, '');
      open.push(entry);
      return () => {
        const index = open.indexOf(entry);
        if (index < 0) return; // already closed by back
        open.splice(index, 1);
        // Our entry on top: take it off again. Otherwise a later page is on top, and the entry is stepped
        // over when back reaches it.
        if (markerOf(stateOf(history.state))?.id === entry.id) {
          ownPops += 1;
          history.back();
        }
      };
    },
    afterClosed(then) {
      setTimeout(() => {
        if (ownPops > 0) afterPops.push(then);
        else then();
      }, 0);
    },
    openCount: () => open.length,
    dispose() {
      if (!installed) return;
      installed = false;
      listening.abort();
      restoreHistory();
      open = [];
      ownPops = 0;
      afterPops = [];
    },
  };
}

/**
 * Makes an overlay an entry in history while `open` is true: back closes it (calls `close`), and when
 * it closes any other way its entry is taken off. Pass what the visitor asked for, not whether it is
 * drawn: an overlay on a kept page hidden under another page stays open, entry and all, and shows
 * again when back returns to it. The app's overlay history comes from its services; a component
 * rendered alone, outside an app (a unit test of a sheet), has none and gets no entry.
 */
export function useOverlayHistory(isOpen: boolean, close: () => void): void {
  const overlays = useAppServicesOrNull()?.overlays ?? null;
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!isOpen || !overlays) return undefined;
    return overlays.push(() => closeRef.current());
  }, [isOpen, overlays]);
}

/** The app's `afterClosed` for a component (see OverlayHistory); at once outside an app. */
export function useAfterOverlayClosed(): (then: () => void) => void {
  const overlays = useAppServicesOrNull()?.overlays ?? null;
  return useCallback((then: () => void) => (overlays ? overlays.afterClosed(then) : then()), [overlays]);
}
