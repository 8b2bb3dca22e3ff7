// Start-up: settings, the mocked API when on, the graph, the boot actor (device flags, platform
// set-up, analytics), then the first render. Boot's later steps run after the render has started.

import { useQuery } from '@apollo/client/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { App } from './app/app';
import { createAppServices } from './app/services';
import type { NavigationInfo } from './app/shell-context';
import { settings } from './config/env';
import { createGraph } from './graph/client';
import { detectLocale, keepLocale } from './i18n/i18n';
import { bootMachineFor } from './machines/boot.machine';
import { deviceInputFromWindow, isEmbedded } from './platform/device';
import { earlyState } from './platform/early-answer';
import { startFieldReporter } from './platform/field/field-start';
import { nextTask, whenIdle } from './platform/idle';
import { takeStaffToken } from './platform/staff-token';
import { prefetchFirstScreen, preloadFirstScreen } from './routes/first-screen';
import { routeNameOf } from './routes/match';
import { screenLoaders } from './routes/screen-loaders';
import type { ShareRuntime } from './app/share-runtime';
import './styles/tokens.css';
import './styles/global.css';

const FIRST_SCREEN_WAIT_MS = 1500;
/** The longest wait for the first screen's data and the page's load before the held-back work starts. */
const FIRST_SCREEN_SHOWN_WAIT_MS = 5000;

/**
 * Every screen reads its data with Apollo's useQuery, but the entry itself does not, so Parcel made it a
 * shared chunk of its own: one more request after the entry on every first screen, on a phone's six
 * connections. Exported from the entry, it ships in the entry (2 KiB gzip). Decision note 077.
 */
export const screenHooks = { useQuery };

/** localStorage where the browser lets the page have it (a private mode or a policy may not). */
function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * When the first screen has been shown: its data answered (`answer`), the page loaded with its largest
 * image, and the browser idle after that; FIRST_SCREEN_SHOWN_WAIT_MS at most before the idle wait.
 */
async function firstScreenShownAfter(answer: Promise<unknown>): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  await Promise.race([
    Promise.all([answer, loaded]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_SHOWN_WAIT_MS)),
  ]);
  await whenIdle();
}

async function start(): Promise<void> {
  // The staff token the business system hands its embed (#staff_token=…) leaves the address before anything
  // reads or records it; it is used only inside the embed (below).
  const handedStaffToken = takeStaffToken(window);
  // The first screen's chunk and resolver areas download while the entry sets up (routes/first-screen).
  const firstScreen = preloadFirstScreen(window.location);
  const locale = detectLocale(window.location.search, navigator.languages ?? [navigator.language]);
  // An address's ?lang is the visitor's choice too: it holds across the visit's navigations and reloads.
  if (new URLSearchParams(window.location.search).has('lang')) keepLocale(locale);
  document.documentElement.lang = locale;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  // The app's stateful services, made once here (src/app/services.ts).
  const services = createAppServices({ window, storage: deviceStorage() });
  // Before the router listens: an open sheet or viewer is a history entry that back closes.
  services.overlays.install();

  // The mock embed (the QA studio's "embedded" device) holds the mocks' staff token, as the business
  // system's embed holds a real one.
  let mockStaffToken: string | null = null;
  if (process.env.API_MOCKS === 'on') {
    const { startMockApi, MOCK_STAFF_TOKEN } = await import('../mocks/browser');
    await startMockApi();
    mockStaffToken = MOCK_STAFF_TOKEN;
  }

  // Start-up runs as a few tasks, not one long one: what is left after the downloads have been started
  // (the graph and the prefetch, then boot and the first render) waits its turn, so the browser can
  // paint and handle input between them on a slow phone.
  await nextTask();
  const deviceInput = deviceInputFromWindow(window, settings.embedHosts);
  // Inside the internal business-system embed the graph resolves the staff-only fields
  // (src/domain/staff-fields.ts), and keeps nothing on the device: staff data never reaches storage.
  const staff = isEmbedded(deviceInput);
  // The graph restores what the device kept from earlier visits here, before the first render.
  // Staff operations carry the staff token only here, inside the embed (contract/openapi.yaml, staffToken).
  const staffToken = staff ? (handedStaffToken ?? mockStaffToken) : null;
  const graph = createGraph({
    storage: staff ? null : deviceStorage(),
    staff,
    staffToken,
    buyerStore: services.buyerStore,
    onFailure: services.field.noteRestFailure,
  });
  // What serves what the first screen does not show (the buyer's data, the compare tray) waits until
  // it has been shown (the app's gate, src/platform/first-screen-shown.ts, issue 36).
  let answer: Promise<unknown> = Promise.resolve();
  const prefetched = prefetchFirstScreen(
    { prefetch: (document, variables) => (answer = graph.prefetch(document, variables)) },
    window.location,
  );
  services.firstScreen.hold(firstScreenShownAfter(prefetched.then(() => answer)));
  await nextTask();
  const boot = createActor(bootMachineFor(services.analytics), { input: deviceInput });
  services.registry.register('appBoot', boot);
  boot.start();
  const env = boot.getSnapshot().context.env;
  // Field measurement (web vitals, errors): loads once the first screen has been shown, at idle (note 175).
  startFieldReporter(services, env.flags, routeNameOf);

  // Sharing exists only in WeChat and WeCom: its machine and SDK load there, as their own chunk.
  let share: ShareRuntime | null = null;
  let lastUrl: string | null = null;
  if (env.flags.wechat || env.flags.wework) {
    import('./app/share-runtime')
      .then(({ startShare }) => {
        share = startShare({
          env,
          client: graph.client,
          registry: services.registry,
          shareInfo: services.shareInfo,
        });
        if (lastUrl) share?.navigated(lastUrl);
      })
      .catch((error: unknown) => console.error('Sharing failed to start', error));
  }

  const onNavigate = (info: NavigationInfo) => {
    services.analytics.pageView(info.title, info.url);
    lastUrl = info.url;
    share?.navigated(info.url);
  };

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The first render waits for the first route's screen chunk (for FIRST_SCREEN_WAIT_MS at most; the
  // skeleton in index.html shows meanwhile). Rendered at once, the route does not commit its loading
  // fallback first, and React does not then hold the screen back to keep the fallback up for its
  // minimum time (about 300 ms) when the screen's data arrives soon after.
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  // The early paint shows the first screen's data already (src/early, decision note 204): the first render
  // waits for the graph to have that same answer too (the REST answer is in, so this is short), and shows
  // it in the early paint's place, never its loading state in between.
  const early = earlyState(window);
  if (early.painted) {
    await Promise.race([
      prefetched.then(() => answer),
      new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
    ]);
  }
  // From here on the shell is the app's: an early answer that comes now is not painted.
  early.rendering = true;
  // The first render is a transition, so React renders it in slices and yields to the browser between
  // them (the skeleton in index.html stays up meanwhile).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <App
        graph={graph}
        services={services}
        screens={screenLoaders}
        locale={locale}
        env={env}
        onNavigate={onNavigate}
      />,
    );
  });
  // The QA studio: mock builds only, its own lazy chunk and React root, after the storefront's render.
  if (process.env.API_MOCKS === 'on') {
    import('./qa/qa-entry')
      .then(({ startQaStudio }) => {
        if (graph.requestLog)
          startQaStudio({ client: graph.client, rest: graph.rest, log: graph.requestLog, app: services });
      })
      .catch((error: unknown) => console.error('QA studio failed to start', error));
  }
}

// Run from a microtask, after the entry module has evaluated, so that the script's top-level function is
// not on the stack while start-up works: a stack that holds it makes V8 parse the whole entry again to
// place that frame (decision note 077). Same task, no delay.
Promise.resolve()
  .then(start)
  .catch((error: unknown) => {
    // Even a failed start-up leaves a page: the root boundary's message with a reload button.
    console.error(error);
    const container = document.getElementById('root');
    if (container) {
      import('./app/error-boundary')
        .then(({ RootErrorFallback }) => createRoot(container).render(<RootErrorFallback />))
        .catch(() => undefined);
    }
  });
