// A lazily loaded chunk that fails (a deploy replaced it, the network dropped) dispatches a
// cancelable `preload-error` event on window. A listener that calls preventDefault() takes over
// (the app shows a reload prompt); otherwise the error is rethrown to the nearest error boundary.

export const PRELOAD_ERROR_EVENT = 'preload-error';

export interface PreloadErrorDetail {
  error: unknown;
}

export type PreloadErrorEvent = CustomEvent<PreloadErrorDetail>;

/** Dispatches the event; true when a listener prevented the default (rethrow). */
export function dispatchPreloadError(error: unknown, target: EventTarget = window): boolean {
  const event = new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error } });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * Wraps a chunk loader. When the load fails and a listener prevented the default, `handled()`
 * provides the value to use instead (e.g. a view that offers a reload); otherwise the error is rethrown.
 */
export function withPreloadError<T>(load: () => Promise<T>, handled: (error: unknown) => T): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (dispatchPreloadError(error)) return handled(error);
      throw error;
    });
}

export function onPreloadError(listener: (event: PreloadErrorEvent) => void, target: EventTarget = window): () => void {
  const handler = (event: Event) => listener(event as PreloadErrorEvent);
  target.addEventListener(PRELOAD_ERROR_EVENT, handler);
  return () => target.removeEventListener(PRELOAD_ERROR_EVENT, handler);
}
