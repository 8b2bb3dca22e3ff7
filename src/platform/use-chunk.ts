// Waiting for a code chunk in state, not by suspending: the one way the app waits for code it loads on
// demand (a route's screen, a part of a page, the list's filter sheet). The caller shows its placeholder
// while the chunk loads and renders what it gives in the commit its arrival causes; a chunk already in is
// there in the very first render. React holds back a suspended part's reveal until 300 ms after its
// fallback was shown (its throttle of retries), so a sheet whose chunk came in 150 ms after the tap
// still painted 300 ms after it (the booking sheet's tap, 2026-11-29: about 95 ms of it idle at 4x).

import { useEffect, useState } from 'react';

/** Where a chunk comes from. Keep it the same object across renders (a new one loads again). */
export interface ChunkSource<T> {
  /** Fetches the chunk (a source may fetch once and share the promise) and gives what it holds. */
  load: () => Promise<T>;
  /** What the chunk holds if it is already in, else null. */
  loaded: () => T | null;
}

export type ChunkState<T> =
  /** No source: the chunk is not wanted yet. */
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/** A load's outcome, for the source and attempt that asked for it. */
interface Settled<T> {
  source: ChunkSource<T>;
  attempt: number;
  state: ChunkState<T>;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * The chunk of `source` (null: not wanted yet); a retry bumps `attempt`, which loads it again unless it
 * is in by then. Outcomes of an earlier source or attempt are ignored. A load's outcome is kept in state
 * wrapped in an object (a component type given to setState would be called as an updater), and is one
 * object on every render until the source or attempt changes, so a caller may tell one failure from
 * another delivery of the same error.
 */
export function useChunk<T>(source: ChunkSource<T> | null, attempt = 0): ChunkState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  let state: ChunkState<T>;
  if (!source) state = IDLE;
  else if (settled?.source === source && settled.attempt === attempt) state = settled.state;
  else {
    const value = source.loaded();
    state = value === null ? LOADING : { status: 'ready', value };
  }
  const waiting = state.status === 'loading';

  useEffect(() => {
    if (!source || !waiting) return undefined;
    let current = true;
    source.load().then(
      (value) => current && setSettled({ source, attempt, state: { status: 'ready', value } }),
      (error: unknown) => current && setSettled({ source, attempt, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [source, attempt, waiting]);

  return state;
}
