// Entry of the QA studio, imported lazily by main.tsx only when API_MOCKS is on. It renders into its
// own container and React root (a failure here cannot take the storefront down), starts following the
// registered actors at once (so the log has the history from here on), and opens the panel on the
// 'QA' button, Alt+Shift+Q or `?qa=1`. Its text is in the storefront's language (zh-CN or English).

import type { ApolloClient } from '@apollo/client';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { RequestLog } from '../graph/request-log';
import { LocaleProvider } from '../i18n/i18n';
import type { RestClient } from '../graph/rest/http';
import type { AppServices } from '../platform/app-services';
import { createActorTracker } from './actor-tracker';
import { bridgeCarStatus } from './car-status-bridge';
import { qaLocale } from './messages';
import { QaLauncher } from './qa-launcher';
import type { QaStudioServices } from './qa-services';
import { createScenarioControl } from './scenario-control';

/** The studio's container id; scripts/build.mjs fails a production build that contains it. */
export const QA_ROOT_ID = 'qa-studio-root';

export interface QaStudio {
  services: QaStudioServices;
  dispose(): void;
}

// One studio per page (its container's id is fixed): starting it again on that page gives the one running.
const running = new WeakMap<Document, QaStudio>();

export function startQaStudio({
  client,
  rest,
  log,
  app,
}: {
  client: ApolloClient;
  rest: RestClient;
  /** The graph's request log (Graph.requestLog: mock builds have one). */
  log: RequestLog;
  app: AppServices;
}): QaStudio {
  const started = running.get(document);
  if (started) return started;
  const container = document.createElement('div');
  container.id = QA_ROOT_ID;
  document.body.appendChild(container);
  const control = createScenarioControl({ client, rest });
  const services: QaStudioServices = {
    client,
    rest,
    app,
    tracker: createActorTracker({ registry: app.registry }),
    control,
    log,
  };
  // A car status the studio's carStatus machine reaches is written where every screen reads it.
  const stopCarStatus = bridgeCarStatus(client.cache, app.registry);
  const root: Root = createRoot(container);
  const initiallyOpen = new URLSearchParams(window.location.search).get('qa') === '1';
  // Its own root: the storefront's LocaleProvider does not reach here, so the page's lang says the locale.
  root.render(
    createElement(LocaleProvider, {
      locale: qaLocale(),
      children: createElement(QaLauncher, { services, initiallyOpen }),
    }),
  );
  const studio: QaStudio = {
    services,
    dispose() {
      root.unmount();
      stopCarStatus();
      container.remove();
      services.tracker.dispose();
      services.control.dispose();
      running.delete(document);
    },
  };
  running.set(document, studio);
  return studio;
}
