import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask, whenIdle } from '../../src/platform/idle';

describe('yielding the main thread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('nextTask resolves in a later task, after queued microtasks', async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waiting;
    expect(order).toEqual(['microtask', 'task']);
  });

  it('whenIdle waits for the idle callback, with a deadline', async () => {
    const calls: { timeout?: number }[] = [];
    let run: (() => void) | null = null;
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: () => void, options?: { timeout?: number }) => {
        calls.push(options ?? {});
        run = callback;
        return 1;
      },
    });
    let done = false;
    const waiting = whenIdle(1500).then(() => {
      done = true;
    });
    await nextTask();
    expect(done).toBe(false);
    expect(calls).toEqual([{ timeout: 1500 }]);
    (run as unknown as () => void)();
    await waiting;
    expect(done).toBe(true);
  });

  it('whenIdle falls back to the next task where there is no idle callback', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});

describe('afterNextPaint', () => {
  it('runs in a task after the next animation frame, not before', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after paint'));
    requestAnimationFrame(() => order.push('frame'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    expect(order).toEqual(['frame', 'after paint']);
  });

  it('can be cancelled before the frame and between the frame and the task', async () => {
    const calls: string[] = [];
    afterNextPaint(() => calls.push('first'))();
    const cancelLater = afterNextPaint(() => calls.push('second'));
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        cancelLater();
        resolve();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
