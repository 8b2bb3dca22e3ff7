import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaintedOnce } from '../../src/ui/use-painted-once';

// Under jsdom "after the next paint" is a task after its next animation frame (src/platform/idle.ts).
const aFrameAndATask = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('usePaintedOnce', () => {
  it('is false until a frame has painted since it became active, then true for good', async () => {
    const { result, rerender } = renderHook(({ active }) => usePaintedOnce(active), {
      initialProps: { active: false },
    });
    await act(aFrameAndATask);
    expect(result.current).toBe(false);

    rerender({ active: true });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));

    rerender({ active: false });
    expect(result.current).toBe(true);
  });

  it('asks for nothing when it stops being active before the paint', async () => {
    const { result, rerender } = renderHook(({ active }) => usePaintedOnce(active), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    await act(aFrameAndATask);
    await act(aFrameAndATask);
    expect(result.current).toBe(false);
  });
});
