// The services of one running app that hold state for the visit: made together by createAppServices
// (src/app/services.ts), once at start-up in main.tsx and once for each app a test renders, and reached
// by components through this context (one provider, in <App/>) and by other code as parameters.
// docs/architecture.md, "App services"; decision notes 207 and 208.

import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRegistry } from '../machines/registry';
import type { Analytics } from './analytics';
import type { FieldSignals } from './field/field-signals';
import type { FirstScreenGate } from './first-screen-shown';
import type { BuyerStore } from './buyer-store';
import type { DraftMemory } from './draft-store';
import type { ImageLoader } from './lazy-image-loader';
import type { OverlayHistory } from './overlay-history';
import type { ShareInfoStore } from './share-info';

export interface AppServices {
  /** The buyer's own data on this device (saved cars, history, compare tray, bookings, reservations). */
  buyerStore: BuyerStore;
  /** Open overlays as history entries (back closes them). */
  overlays: OverlayHistory;
  /** The lazy images' loader: the addresses loaded, the loads in flight, the throttle. */
  images: ImageLoader;
  /** The running actors by name, for the QA studio. */
  registry: ActorRegistry;
  /** Usage analytics: page views and events queued until boot starts it, then batched and sent. */
  analytics: Analytics;
  /** Field measurement's signals (errors, failed calls) until its reporter loads, and what it sent. */
  field: FieldSignals;
  /** Holds work for what the first screen does not show until the entry says that screen is shown. */
  firstScreen: FirstScreenGate;
  /** The WeChat share card the screen on show declared (useShareInfo); the share machine follows it. */
  shareInfo: ShareInfoStore;
  /** The forms' drafts in memory (the tier below session storage), kept across a form's re-mount. */
  drafts: DraftMemory;
  /** Ends what the services listen to (the app is gone: a test's end). */
  dispose(): void;
}

/** Read with the hooks below; a class component (the error boundary) reads it as its contextType. */
export const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

/** The app's services; throws outside an app (every screen renders inside one). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices: no AppServicesProvider above (render inside <App/>)');
  return services;
}

/** The app's services, or null for a component rendered alone (a unit test of a ui part). */
export function useAppServicesOrNull(): AppServices | null {
  return useContext(AppServicesContext);
}
