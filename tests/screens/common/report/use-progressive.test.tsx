import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hashId,
  hashTargetIndex,
  progressiveNext,
  progressiveStart,
  useDeferredReady,
  useProgressiveCount,
} from '../../../../src/screens/common/report/use-progressive';

describe('progressive slicing arithmetic', () => {
  it('starts with the first slice, never more than there is', () => {
    expect(progressiveStart(9, 2)).toBe(2);
    expect(progressiveStart(1, 2)).toBe(1);
    expect(progressiveStart(0, 2)).toBe(0);
  });

  it('starts far enough to include a required index', () => {
    expect(progressiveStart(9, 2, 7)).toBe(8);
    expect(progressiveStart(9, 2, 0)).toBe(2);
    expect(progressiveStart(9, 2, 40)).toBe(9);
    expect(progressiveStart(9, 2, -1)).toBe(2);
  });

  it('grows by one step at a time up to the total', () => {
    expect(progressiveNext(2, 9)).toBe(3);
    expect(progressiveNext(2, 9, 3)).toBe(5);
    expect(progressiveNext(8, 9, 3)).toBe(9);
    expect(progressiveNext(9, 9)).toBe(9);
    // A step below one still moves on (no endless loop of no-op updates).
    expect(progressiveNext(2, 9, 0)).toBe(3);
  });

  it('jumps to a required index', () => {
    expect(progressiveNext(2, 9, 1, 6)).toBe(7);
    expect(progressiveNext(8, 9, 1, 3)).toBe(9);
  });

  it('reads the id of a hash, never throwing on a malformed escape', () => {
    expect(hashId('#section-flood')).toBe('section-flood');
    expect(hashId(`#${encodeURIComponent('section-事故')}`)).toBe('section-事故');
    expect(hashId('section-fire')).toBe('section-fire');
    expect(hashId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashId('')).toBe('');
    expect(hashId('#')).toBe('');
  });

  it('finds the id a hash names, encoded or not', () => {
    const ids = ['section-exterior', 'section-road-test', 'section-事故'];
    expect(hashTargetIndex('#section-road-test', ids)).toBe(1);
    expect(hashTargetIndex('section-exterior', ids)).toBe(0);
    expect(hashTargetIndex(`#${encodeURIComponent('section-事故')}`, ids)).toBe(2);
    expect(hashTargetIndex('#section-nope', ids)).toBe(-1);
    expect(hashTargetIndex('', ids)).toBe(-1);
    expect(hashTargetIndex('#', ids)).toBe(-1);
    // A malformed escape is no crash, just no match.
    expect(hashTargetIndex('#%E0%A4%A', ids)).toBe(-1);
  });
});

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the first slice, then one more item per timer task until all are shown', () => {
    const { result } = renderHook(() => useProgressiveCount(5));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(16));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(16));
    act(() => vi.advanceTimersByTime(16));
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts from the first slice when the items arrive after the first render', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, { first: 3 }), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ total: 9 });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(16));
    expect(result.current).toBe(4);
  });

  it('includes a required index at once, and carries on from there', () => {
    const { result, rerender } = renderHook(({ include }) => useProgressiveCount(9, { include }), {
      initialProps: { include: -1 },
    });
    expect(result.current).toBe(2);
    rerender({ include: 6 });
    expect(result.current).toBe(7);
    act(() => vi.advanceTimersByTime(16));
    expect(result.current).toBe(8);
  });

  it('adds `step` items per task', () => {
    const { result } = renderHook(() => useProgressiveCount(10, { first: 1, step: 4 }));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(16));
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(16));
    act(() => vi.advanceTimersByTime(16));
    expect(result.current).toBe(10);
  });
});

describe('useDeferredReady', () => {
  function Probe({ ready }: { ready: boolean }) {
    const shown = useDeferredReady(ready);
    return <p>{ready ? (shown ? 'report' : 'skeleton') : 'loading'}</p>;
  }

  it('is false while not ready and becomes true once React has rendered the ready state', async () => {
    const { rerender } = render(<Probe ready={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => rerender(<Probe ready />));
    expect(screen.getByText('report')).toBeInTheDocument();
  });

  it('renders the skeleton first: the ready report comes in a second (background) pass', () => {
    const seen: string[] = [];
    function Recorder({ ready }: { ready: boolean }) {
      const shown = useDeferredReady(ready);
      seen.push(`${ready}/${shown}`);
      return null;
    }
    const { rerender } = render(<Recorder ready={false} />);
    act(() => rerender(<Recorder ready />));
    expect(seen[0]).toBe('false/false');
    // The first render with the data still says "not shown"; the next one says "shown".
    const firstReady = seen.indexOf('true/false');
    expect(firstReady).toBeGreaterThan(0);
    expect(seen.indexOf('true/true')).toBeGreaterThan(firstReady);
  });
});
