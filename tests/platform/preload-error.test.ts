import { afterEach, describe, expect, it } from 'vitest';
import { onPreloadError, PRELOAD_ERROR_EVENT, withPreloadError } from '../../src/platform/preload-error';

describe('preload-error', () => {
  const detach: (() => void)[] = [];
  afterEach(() => detach.splice(0).forEach((off) => off()));

  it('passes a successful load through without an event', async () => {
    let events = 0;
    detach.push(onPreloadError(() => (events += 1)));
    await expect(
      withPreloadError(
        async () => 'chunk',
        () => 'fallback',
      )(),
    ).resolves.toBe('chunk');
    expect(events).toBe(0);
  });

  it('dispatches a cancelable preload-error event and rethrows when nobody prevents it', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    detach.push(() => window.removeEventListener(PRELOAD_ERROR_EVENT, listener));
    await expect(
      withPreloadError(
        () => Promise.reject(failure),
        () => 'fallback',
      )(),
    ).rejects.toBe(failure);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.cancelable).toBe(true);
    expect((seen[0] as CustomEvent<{ error: unknown }>).detail.error).toBe(failure);
  });

  it('uses the fallback when a listener called preventDefault()', async () => {
    detach.push(onPreloadError((event) => event.preventDefault()));
    await expect(
      withPreloadError(
        () => Promise.reject(new Error('gone')),
        () => 'fallback',
      )(),
    ).resolves.toBe('fallback');
  });
});
