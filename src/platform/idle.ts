// Yielding the main thread: start-up work that the first screen does not need waits its turn, so no
// single task grows long enough to delay the first paint or a tap.

/** A macrotask boundary: what follows runs in a new task, after the browser could paint and handle input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves when the browser is idle (requestIdleCallback), and at the latest after `timeoutMs`; where
 * there is no idle callback (Safari, jsdom) in the next task.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = typeof window !== 'undefined' ? window.requestIdleCallback : undefined;
    if (typeof idle === 'function') idle.call(window, () => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/**
 * Like `whenIdle`, but also resolves as soon as the visitor leaves (the page is hidden or unloaded),
 * so work that must not be lost on the way out (queued analytics) can still run. Says which came first.
 */
export function whenIdleOrLeaving(timeoutMs = 2000): Promise<'idle' | 'leaving'> {
  if (typeof window === 'undefined') return whenIdle(timeoutMs).then(() => 'idle');
  return new Promise((resolve) => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') settle('leaving');
    };
    const onPageHide = () => settle('leaving');
    let settled = false;
    function settle(why: 'idle' | 'leaving') {
      if (settled) return;
      settled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      resolve(why);
    }
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    void whenIdle(timeoutMs).then(() => settle('idle'));
  });
}

/** Runs `callback` once the browser is idle (as `whenIdle`). Returns a function that cancels it. */
export function atIdle(callback: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  void whenIdle(timeoutMs).then(() => {
    if (!cancelled) callback();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * Runs `callback` after the browser's next paint: in a task queued from the next animation frame, when
 * the frame's layout is done, so a read of layout there forces none. Where there are no animation
 * frames, in the next task. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(callback, 0);
    });
  } else {
    timer = setTimeout(callback, 0);
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
