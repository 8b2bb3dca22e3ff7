// Waiting for a code chunk in state (src/platform/use-chunk.ts): a chunk already in is there in the first
// render, one that loads comes in through state, a failure is reported and a retry loads again, and
// what an earlier attempt's load gives is ignored.

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChunk, type ChunkSource, type ChunkState } from '../../src/platform/use-chunk';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A chunk whose loads the test settles one by one, counting them; `in` is what loaded() gives. */
function controlledChunk<T>() {
  const loads: ReturnType<typeof deferred<T>>[] = [];
  const chunk = { in: null as T | null };
  const source: ChunkSource<T> = {
    load: () => {
      const load = deferred<T>();
      loads.push(load);
      return load.promise;
    },
    loaded: () => chunk.in,
  };
  return { source, loads, chunk };
}

/** The hook with the attempt a retry bumps, starting at 0. */
function renderAttempts<T>(source: ChunkSource<T>) {
  return renderHook(({ attempt }) => useChunk(source, attempt), { initialProps: { attempt: 0 } });
}

function Part() {
  return null;
}

describe('useChunk', () => {
  it('is idle without a source, and loads nothing', () => {
    const { result } = renderHook(() => useChunk<string>(null, 0));
    expect(result.current).toEqual({ status: 'idle' });
  });

  it('gives a chunk already in at the first render, without loading it', () => {
    const { source, loads, chunk } = controlledChunk<typeof Part>();
    chunk.in = Part;
    const seen: ChunkState<typeof Part>[] = [];
    renderHook(() => {
      const state = useChunk(source, 0);
      seen.push(state);
      return state;
    });
    expect(seen[0]).toEqual({ status: 'ready', value: Part });
    expect(loads).toHaveLength(0);
  });

  it('is loading until the chunk comes in, then ready with it (a component kept as a value)', async () => {
    const { source, loads } = controlledChunk<typeof Part>();
    const { result } = renderHook(() => useChunk(source, 0));
    expect(result.current).toEqual({ status: 'loading' });
    expect(loads).toHaveLength(1);
    await act(async () => loads[0]?.resolve(Part));
    expect(result.current).toEqual({ status: 'ready', value: Part });
  });

  it('reports a failure, and a retry (the next attempt) loads the chunk again', async () => {
    const { source, loads } = controlledChunk<string>();
    const failure = new Error('chunk failed');
    const { result, rerender } = renderAttempts(source);
    await act(async () => loads[0]?.reject(failure));
    expect(result.current).toEqual({ status: 'failed', error: failure });
    const shown = result.current;
    rerender({ attempt: 0 });
    expect(result.current).toBe(shown); // one failure, one object

    rerender({ attempt: 1 });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(loads).toHaveLength(2));
    await act(async () => loads[1]?.resolve('the chunk'));
    expect(result.current).toEqual({ status: 'ready', value: 'the chunk' });
  });

  it("ignores what an earlier attempt's load gives once a newer one is under way", async () => {
    const { source, loads } = controlledChunk<string>();
    const { result, rerender } = renderAttempts(source);
    rerender({ attempt: 1 });
    await waitFor(() => expect(loads).toHaveLength(2));

    await act(async () => loads[0]?.resolve('stale'));
    expect(result.current).toEqual({ status: 'loading' });

    await act(async () => loads[1]?.resolve('fresh'));
    expect(result.current).toEqual({ status: 'ready', value: 'fresh' });
  });

  it("ignores an earlier attempt's load that settles after the newer one", async () => {
    const { source, loads } = controlledChunk<string>();
    const { result, rerender } = renderAttempts(source);
    rerender({ attempt: 1 });
    await waitFor(() => expect(loads).toHaveLength(2));
    await act(async () => loads[1]?.resolve('fresh'));
    await act(async () => loads[0]?.reject(new Error('stale failure')));
    expect(result.current).toEqual({ status: 'ready', value: 'fresh' });
    expect(loads).toHaveLength(2);
  });

  it('ignores what a replaced source gives, and idles when the source goes', async () => {
    const first = controlledChunk<string>();
    const second = controlledChunk<string>();
    const { result, rerender } = renderHook(({ source }) => useChunk(source, 0), {
      initialProps: { source: first.source as ChunkSource<string> | null },
    });
    rerender({ source: second.source });
    await act(async () => first.loads[0]?.resolve('old source'));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => second.loads[0]?.resolve('new source'));
    expect(result.current).toEqual({ status: 'ready', value: 'new source' });
    rerender({ source: null });
    expect(result.current).toEqual({ status: 'idle' });
  });
});
