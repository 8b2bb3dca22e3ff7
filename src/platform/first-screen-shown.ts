// Work for what the first screen does not show yet waits until that screen is shown (issue 36): the
// buyer's saved cars and compare tray, the car page's booking note, the status actors of the cards.
// A query held this way (`skip: !useFirstScreenShown()`) is left out of its route's preloaded resolver
// areas by codegen, so the buyer area's code loads with it, not with the first screen. The entry holds
// it back until the first screen's data has painted and the page has loaded (its largest image
// included), then releases it when the browser is idle. Nothing holds it back unless the entry says
// so: tests, the QA studio and every later navigation see it released.

import { useSyncExternalStore } from 'react';

let held = false;
const listeners = new Set<() => void>();

/** Whether work for what is not on screen yet may start. */
export function firstScreenShown(): boolean {
  return !held;
}

/** Holds that work back until `shown` settles (fulfilled or rejected). */
export function holdUntilFirstScreenShown(shown: Promise<unknown>): void {
  held = true;
  const release = () => {
    held = false;
    for (const listener of [...listeners]) listener();
  };
  shown.then(release, release);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `firstScreenShown()` for a component, which renders again when it turns true. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, firstScreenShown, firstScreenShown);
}
