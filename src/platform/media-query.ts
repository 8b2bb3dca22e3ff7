// Whether a CSS media query matches now, kept current as the window changes (a phone turned, a desktop
// window resized). Where the browser has no matchMedia (tests without layout), it never matches.

import { useCallback, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.('change', changed);
      return () => list?.removeEventListener?.('change', changed);
    },
    [query],
  );
  const matches = useCallback(() => mediaList(query)?.matches ?? false, [query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}
