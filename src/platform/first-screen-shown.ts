// Work for what the first screen does not show yet waits until that screen is shown (issue 36): the
// buyer's saved cars and compare tray, the car page's booking note, the status actors of the cards, the
// field reporter (`whenFirstScreenShown`).
// A query held this way (`skip: !useFirstScreenShown()`) is left out of its route's preloaded resolver
// areas by codegen, so the buyer area's code loads with it, not with the first screen. The entry holds
// it back until the first screen's data has painted and the page has loaded (its largest image
// included), then releases it when the browser is idle, or at the visitor's first tap or key press.
// Nothing holds it back unless the entry says so: tests, the QA studio and every later navigation see
// it released.

import { useSyncExternalStore } from 'react';

let held = false;
const listeners = new Set<() => void>();

/** Whether work for what is not on screen yet may start. */
export function firstScreenShown(): boolean {
  return !held;
}

/**
 * Holds that work back until `shown` settles (fulfilled or rejected), or until the visitor first taps
 * or presses a key: a screen the visitor acts on has been shown, and a save toggle tapped early must
 * show its answer at once, not when the hold would have ended.
 */
export function holdUntilFirstScreenShown(shown: Promise<unknown>): void {
  held = true;
  const release = () => {
    window.removeEventListener('pointerdown', release, true);
    window.removeEventListener('keydown', release, true);
    if (!held) return;
    held = false;
    for (const listener of [...listeners]) listener();
  };
  window.addEventListener('pointerdown', release, true);
  window.addEventListener('keydown', release, true);
  shown.then(release, release);
}

/** Resolves once work for what is not on screen yet may start (at once when nothing holds it back). */
export function whenFirstScreenShown(): Promise<void> {
  if (!held) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(done);
      resolve();
    };
    listeners.add(done);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `firstScreenShown()` for a component, which renders again when it turns true. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, firstScreenShown, firstScreenShown);
}
