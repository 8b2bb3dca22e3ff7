// The early paint's REST answer, handed to the app (decision note 204). The early script
// (src/early/early-paint.ts, a tiny classic script of its own) starts the first screen's REST call while
// the document is still parsing; the app's REST client takes that very answer for the same address
// instead of asking again, so the first screen costs one request, not two. The two scripts are separate
// bundles, so they meet on one property of the window.

/** What the early script's fetch came back with: the status and the body as text, read once. */
export interface EarlyAnswer {
  status: number;
  text: string;
}

export interface EarlyState {
  /** The address asked for, exactly as the app's REST client spells it (RestClient.url). */
  url?: string;
  /** Rejects when the request failed (no connection), as fetch does. */
  answer?: Promise<EarlyAnswer>;
  /** The app's REST client took the answer (once: a retry asks the network). */
  taken?: boolean;
  /** The early script painted the answer into the start-up shell. */
  painted?: boolean;
  /** The app has started its first render: the shell is no longer the early script's to touch. */
  rendering?: boolean;
}

const KEY = '__early';

/** The page's early state, made on first use (the early script and the entry may run in either order). */
export function earlyState(win: object = globalThis): EarlyState {
  const holder = win as Record<typeof KEY, EarlyState | undefined>;
  return (holder[KEY] ??= {});
}

/**
 * The app's REST client: the early answer for `url`, once; null when the early script asked for
 * nothing, for another address, or its answer was taken already.
 */
export function takeEarlyAnswer(url: string, win: object = globalThis): Promise<EarlyAnswer> | null {
  const state = earlyState(win);
  if (!state.answer || state.taken || state.url !== url) return null;
  state.taken = true;
  return state.answer;
}
