// The filter sheet (its options queries, chips and bottom sheet) is a chunk of its own, loaded while the
// browser is idle once a list's cards are in (car-list.tsx), or sooner when the visitor reaches for the
// filter button (pointer down or focus; the tap opens it). The first paint of a list never waits for it.
// A failed load is forgotten, so "retry" fetches the chunk again.
//
// Parcel's runtime keeps the promise of a dynamic import once made, a rejected one included: in a
// build, asking again returns the same failure without touching the network. Retry recognises that
// (the very same error comes back) and reloads the page instead, with a note in sessionStorage so the
// list (its filters are in the URL) opens the sheet again once it is back.

import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useChunk, type ChunkSource } from '../../../platform/use-chunk';
import type { FilterSheetProps } from './filter-sheet';

type SheetComponent = ComponentType<FilterSheetProps>;

let loaded: SheetComponent | null = null;
let pending: Promise<SheetComponent> | null = null;
const REOPEN_KEY = 'home:reopen-filter-sheet';

function here(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
}

/**
 * Whether this page load is a reload (the retry's): only then can the note be there. A cold storage
 * read costs milliseconds on the first screen, so a fresh visit skips it. Unknown (no navigation
 * timing): read it.
 */
function wasReloaded(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry ? entry.type === 'reload' : true;
  } catch {
    return true;
  }
}

/** The address whose list should open its sheet again, taken out of storage; null on a fresh visit. */
function takeReopenNote(reloaded: boolean): string | null {
  if (!reloaded) return null;
  try {
    const value = window.sessionStorage.getItem(REOPEN_KEY);
    window.sessionStorage.removeItem(REOPEN_KEY);
    return value;
  } catch {
    return null;
  }
}

// Read once per page load.
let reopenFor: string | null = takeReopenNote(wasReloaded());

/** True when this page was reloaded to retry the sheet for the list at `address`. */
export function reopenRequested(address: string = here()): boolean {
  return reopenFor !== null && reopenFor === address;
}

export function reopenHandled(): void {
  reopenFor = null;
}

function reloadToReopen(): void {
  try {
    window.sessionStorage.setItem(REOPEN_KEY, here());
  } catch {
    // Storage disabled: the reload still brings the chunk, the visitor taps the filter button again.
  }
  reloadPage();
}

// Tests replace the loader to simulate a chunk that fails, and the reload.
let importSheet = (): Promise<SheetComponent> => import('./filter-sheet').then((module) => module.FilterSheet);
let reloadPage = (): void => window.location.reload();

/** Starts loading the filter sheet's chunk (once); a failure clears the way for another attempt. */
export function loadFilterSheet(): Promise<SheetComponent> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= importSheet().then(
    (component) => {
      loaded = component;
      return component;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** For a pointer down or focus on the filter button: warms the chunk up, failures are reported on open. */
export function preloadFilterSheet(): void {
  loadFilterSheet().catch(() => undefined);
}

/**
 * Test seam: a loader standing in for the chunk import and a stand-in for the page reload; `null`
 * restores the real ones and forgets what was loaded.
 */
export function setFilterSheetLoaderForTests(
  loader: (() => Promise<SheetComponent>) | null,
  reload?: () => void,
): void {
  importSheet = loader ?? (() => import('./filter-sheet').then((module) => module.FilterSheet));
  reloadPage = reload ?? (() => window.location.reload());
  loaded = null;
  pending = null;
}

/** Test seam: what a reload would find in sessionStorage. */
/** Tests: the page load again, reloaded (the retry's) or a fresh visit. */
export function readReopenNoteForTests(reloaded = true): void {
  reopenFor = takeReopenNote(reloaded);
}

export type FilterSheetStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The sheet's chunk, as useChunk takes it. */
const sheetChunk: ChunkSource<SheetComponent> = { load: loadFilterSheet, loaded: () => loaded };

/**
 * The sheet component once `wanted` (the visitor asked for the sheet), or at once if its chunk was in
 * when the list mounted; status says where its chunk is; `retry` loads it again after a failure.
 */
export function useFilterSheet(wanted: boolean): {
  Sheet: SheetComponent | null;
  status: FilterSheetStatus;
  retry: () => void;
} {
  const [inAtMount] = useState(() => loaded !== null);
  const [attempt, setAttempt] = useState(0);
  const chunk = useChunk(wanted || inAtMount ? sheetChunk : null, attempt);

  // The failure the visitor was shown, with the attempt that brought it. The very same error from a later
  // attempt (a retry's) means the bundler kept it: retrying in this page cannot fetch the chunk again, so
  // the page reloads and opens the sheet there.
  const [shown, setShown] = useState<{ attempt: number; error: unknown } | null>(null);
  const error = chunk.status === 'failed' && typeof chunk.error === 'object' ? chunk.error : null;
  const kept = error !== null && shown !== null && shown.attempt < attempt && shown.error === error;
  useEffect(() => {
    if (!error) return;
    if (kept) reloadToReopen();
    else setShown({ attempt, error });
  }, [error, attempt, kept]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const status: FilterSheetStatus = kept ? 'loading' : chunk.status;
  return { Sheet: chunk.status === 'ready' ? chunk.value : null, status, retry };
}
