// The one place an app instance's stateful services are made (docs/architecture.md, "App services";
// decision notes 207, 208): main.tsx calls it once at start-up, and a test gets fresh services by making a
// fresh app (tests/support/graph.tsx, createTestGraph). <App/> provides them to components
// (src/platform/app-services.tsx); code outside React gets them as parameters.

import { createActorRegistry } from '../machines/registry';
import { Analytics } from '../platform/analytics';
import type { AppServices } from '../platform/app-services';
import { createFieldSignals } from '../platform/field/field-signals';
import { createFirstScreenGate } from '../platform/first-screen-shown';
import { createBuyerStore, type StorageArea } from '../platform/buyer-store';
import { createImageLoader } from '../platform/lazy-image-loader';
import { createOverlayHistory } from '../platform/overlay-history';
import { createShareInfo } from '../platform/share-info';

export interface AppServicesOptions {
  /** The page's window: its history carries the overlays, its `storage` events bring another tab's changes. */
  window: Window;
  /** Where the buyer's own data is kept (localStorage where the browser lets the page have it). */
  storage: StorageArea | null;
}

export function createAppServices({ window: win, storage }: AppServicesOptions): AppServices {
  const listening = new AbortController();
  const buyerStore = createBuyerStore({ storage, events: win, signal: listening.signal });
  const overlays = createOverlayHistory(win);
  const analytics = new Analytics();
  const field = createFieldSignals(win);
  return {
    buyerStore,
    overlays,
    images: createImageLoader(),
    registry: createActorRegistry(),
    analytics,
    field,
    firstScreen: createFirstScreenGate(win),
    shareInfo: createShareInfo(),
    drafts: new Map(),
    dispose() {
      listening.abort();
      overlays.dispose();
      analytics.dispose();
      field.dispose();
    },
  };
}
