// Work for what the first screen does not show yet waits until that screen is shown (issue 36): the
// buyer's saved cars and compare tray, the car page's booking note, the status actors of the cards, the
// field reporter (`whenShown`).
// A query held this way (`skip: !useFirstScreenShown()`) is left out of its route's preloaded resolver
// areas by codegen, so the buyer area's code loads with it, not with the first screen. The entry holds
// its app's gate (AppServices.firstScreen) until the first screen's data has painted and the page has
// loaded (its largest image included), then releases it when the browser is idle, or at the visitor's
// first tap or key press. Nothing holds it back unless the entry says so: tests, the QA studio, a part
// rendered outside an app and every later navigation see it released.

import { useSyncExternalStore } from 'react';
import { useAppServicesOrNull } from './app-services';

export interface FirstScreenGate {
  /** Whether work for what is not on screen yet may start. */
  shown(): boolean;
  /**
   * Holds that work back until `shown` settles (fulfilled or rejected), or until the visitor first taps
   * or presses a key: a screen the visitor acts on has been shown, and a save toggle tapped early must
   * show its answer at once, not when the hold would have ended.
   */
  hold(shown: Promise<unknown>): void;
  /** Resolves once work for what is not on screen yet may start (at once when nothing holds it back). */
  whenShown(): Promise<void>;
  /** Hears the release. */
  subscribe(listener: () => void): () => void;
}

/** An app's gate (src/app/services.ts); a tap or key press on `win` releases a hold. */
export function createFirstScreenGate(win: Window): FirstScreenGate {
  let held = false;
  const listeners = new Set<() => void>();
  const shown = () => !held;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    shown,
    subscribe,
    hold(until) {
      held = true;
      const release = () => {
        win.removeEventListener('pointerdown', release, true);
        win.removeEventListener('keydown', release, true);
        if (!held) return;
        held = false;
        for (const listener of [...listeners]) listener();
      };
      win.addEventListener('pointerdown', release, true);
      win.addEventListener('keydown', release, true);
      until.then(release, release);
    },
    whenShown() {
      if (!held) return Promise.resolve();
      return new Promise((resolve) => {
        const unsubscribe = subscribe(() => {
          unsubscribe();
          resolve();
        });
      });
    },
  };
}

const always = () => true;
const never = () => () => undefined;

/** Whether the app's first screen has been shown, for a component, which renders again when it turns true. */
export function useFirstScreenShown(): boolean {
  const gate = useAppServicesOrNull()?.firstScreen;
  return useSyncExternalStore(gate?.subscribe ?? never, gate?.shown ?? always, gate?.shown ?? always);
}
