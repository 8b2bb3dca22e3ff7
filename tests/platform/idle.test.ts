import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask, whenIdle, whenIdleOrLeaving } from '../../src/platform/idle';

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

describe('whenIdleOrLeaving', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  function idleNever() {
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: () => 1 });
  }

  it('says idle when the idle callback comes first', async () => {
    await expect(whenIdleOrLeaving()).resolves.toBe('idle');
  });

  it('says leaving on pagehide, without waiting for idle time', async () => {
    idleNever();
    const waiting = whenIdleOrLeaving();
    window.dispatchEvent(new Event('pagehide'));
    await expect(waiting).resolves.toBe('leaving');
  });

  it('says leaving when the page becomes hidden, but not on a change back to visible', async () => {
    idleNever();
    let result: string | null = null;
    const waiting = whenIdleOrLeaving().then((why) => (result = why));
    document.dispatchEvent(new Event('visibilitychange'));
    await nextTask();
    expect(result).toBeNull();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(waiting).resolves.toBe('leaving');
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
