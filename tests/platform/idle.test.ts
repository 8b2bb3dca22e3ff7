import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from '../../src/platform/idle';

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
