// The filter sheet (its options queries, chips and bottom sheet) is a chunk of its own, loaded the
// first time the visitor reaches for the filter button (pointer down or focus preloads it, the tap
// opens it). The first paint of a list never waits for it. A failed load is forgotten, so "retry"
// fetches the chunk again.

import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { FilterSheetProps } from './filter-sheet';

type SheetComponent = ComponentType<FilterSheetProps>;

let loaded: SheetComponent | null = null;
let pending: Promise<SheetComponent> | null = null;

// Tests replace the loader to simulate a chunk that fails.
let importSheet = (): Promise<SheetComponent> => import('./filter-sheet').then((module) => module.FilterSheet);

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

/** Test seam: a loader standing in for the chunk import; `null` restores the real one and forgets what was loaded. */
export function setFilterSheetLoaderForTests(loader: (() => Promise<SheetComponent>) | null): void {
  importSheet = loader ?? (() => import('./filter-sheet').then((module) => module.FilterSheet));
  loaded = null;
  pending = null;
}

export type FilterSheetStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The sheet component once `wanted` (the visitor asked for the sheet); status says where its chunk
 * is; `retry` loads it again after a failure.
 */
export function useFilterSheet(wanted: boolean): { Sheet: SheetComponent | null; status: FilterSheetStatus; retry: () => void } {
  const [Sheet, setSheet] = useState<SheetComponent | null>(() => loaded);
  const [status, setStatus] = useState<FilterSheetStatus>(loaded ? 'ready' : 'idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || Sheet) return;
    let cancelled = false;
    setStatus('loading');
    loadFilterSheet().then(
      (component) => {
        if (cancelled) return;
        setSheet(() => component);
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, Sheet, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { Sheet, status: Sheet ? 'ready' : status, retry };
}
