import { createActor, fromPromise, toPromise, type EventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { Analytics } from '../../src/platform/analytics';
import { bootMachine, bootMachineFor, type BootStep } from '../../src/machines/boot.machine';
import { settings } from '../../src/config/env';
import { shouldEmulateTouch, type DeviceInput } from '../../src/platform/device';

const input: DeviceInput = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47',
  framed: false,
  embedHosts: ['erp.mock-dealer.test'],
};

const steps = [
  ['setupNavigationBar', 'navigationBar'],
  ['setupLazyImages', 'lazyImages'],
  ['setupTouchEmulation', 'touchEmulation'],
  ['startAnalytics', 'analytics'],
] as const;

const outputs: Record<string, unknown> = {
  setupNavigationBar: { navHidden: false },
  setupLazyImages: undefined,
  setupTouchEmulation: 'skipped',
  startAnalytics: { identified: true },
};

// Every step can finish or fail: the events the graph may take.
const events: EventObject[] = steps.flatMap(([id]) => [
  { type: `xstate.done.actor.${id}`, output: outputs[id] } as EventObject,
  { type: `xstate.error.actor.${id}`, error: new Error(`${id} broke`) } as EventObject,
]);

describe('boot machine paths', () => {
  const paths = getSimplePaths(bootMachine, {
    input,
    events,
    toState: (state) => state.status === 'done',
  });

  it('reaches both final states through every combination of step outcomes', () => {
    expect(paths).toHaveLength(16);
    expect(new Set(paths.map((path) => path.state.value as string))).toEqual(new Set(['ready', 'degraded']));
  });

  for (const path of paths) {
    const failing = new Set(
      path.steps
        .filter((step) => step.event.type.startsWith('xstate.error.actor.'))
        .map((step) => step.event.type.replace('xstate.error.actor.', '')),
    );
    const label = failing.size ? `failing ${[...failing].join(', ')}` : 'all steps succeeding';
    it(`runs to ${String(path.state.value)} with ${label}`, async () => {
      const provided = bootMachine.provide({
        actors: Object.fromEntries(
          steps.map(([id]) => [
            id,
            fromPromise(async () => {
              if (failing.has(id)) throw new Error(`${id} broke`);
              return outputs[id];
            }),
          ]),
        ) as never,
      });
      const actor = createActor(provided, { input });
      const visited: string[] = [];
      actor.subscribe((snapshot) => visited.push(String(snapshot.value)));
      actor.start();
      // First paint reads the flags synchronously, before any step has finished.
      expect(actor.getSnapshot().context.env.flags).toMatchObject({ ios: true, wechat: true, mobile: true });
      await toPromise(actor);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe(path.state.value);
      expect(snapshot.context.failures.map((failure) => failure.step)).toEqual(
        steps.filter(([id]) => failing.has(id)).map(([, step]) => step as BootStep),
      );
      for (const failure of snapshot.context.failures) expect(failure.message).toMatch(/broke$/);
      // Each step is a state QA can see.
      expect(visited).toEqual(expect.arrayContaining(['navigationBar', 'lazyImages', 'touchEmulation', 'analytics']));
    });
  }
});

describe('boot machine defaults', () => {
  it('runs the real steps: nav chrome applied, touch emulation decided, analytics started', async () => {
    const analytics = new Analytics();
    const actor = createActor(bootMachineFor(analytics), {
      input: {
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
        framed: true,
        ancestorOrigin: 'https://erp.mock-dealer.test',
        embedHosts: ['erp.mock-dealer.test'],
      },
    });
    actor.start();
    await toPromise(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.env.embedded).toBe(true);
    expect(document.documentElement.dataset.nav).toBe('hidden');
    expect(document.documentElement.dataset.device).toBe('embedded');
    // jsdom announces touch support, so even this desktop UA gets no emulation here.
    expect(snapshot.context.touchEmulation).toBe(shouldEmulateTouch(window, false) ? 'installed' : 'skipped');
    expect(analytics.isStarted).toBe(true);
    expect(snapshot.context.analyticsIdentified).toBe(false);
  });

  it('starts analytics after the start-up task, not in it (the first storage read is slow)', async () => {
    const analytics = new Analytics();
    const actor = createActor(bootMachineFor(analytics), { input });
    actor.start();
    await Promise.resolve();
    expect(analytics.isStarted).toBe(false);
    await toPromise(actor);
    expect(analytics.isStarted).toBe(true);
  });

  it('a visitor who leaves before the browser is idle still has the queued page view sent', async () => {
    // Analytics is configured (an empty ANALYTICS_URL, the default outside mock builds, turns it off).
    const configuredUrl = settings.analyticsUrl;
    settings.analyticsUrl = '/analytics/events';
    // Idle time never comes (a busy phone); the page is left meanwhile.
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: () => 1 });
    const sent: Array<{ url: string; body: string }> = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => {
        void body.text().then((text) => sent.push({ url, body: text }));
        return true;
      },
    });
    const analytics = new Analytics();
    try {
      analytics.pageView('优选好车', '/');
      const actor = createActor(bootMachineFor(analytics), { input });
      actor.start();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(analytics.isStarted).toBe(false);
      window.dispatchEvent(new Event('pagehide'));
      await toPromise(actor);
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.url).toMatch(/\/analytics\/events$/);
      const batch = JSON.parse(sent[0]!.body) as { events: Array<{ type: string; url?: string }> };
      expect(batch.events.map((event) => event.type)).toEqual(['start', 'pageview']);
      expect(batch.events[1]!.url).toBe('/');
    } finally {
      settings.analyticsUrl = configuredUrl;
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(navigator, 'sendBeacon');
      analytics.dispose();
    }
  });

  it('attaches the identifiers when all four are stored', async () => {
    for (const [key, value] of Object.entries({ open_id: 'o', union_id: 'u', user_id: '1', uuid: 'x' }))
      localStorage.setItem(key, value);
    const actor = createActor(bootMachineFor(new Analytics()), { input });
    actor.start();
    await toPromise(actor);
    expect(actor.getSnapshot().context.analyticsIdentified).toBe(true);
    expect(actor.getSnapshot().context.touchEmulation).toBe('skipped');
  });
});
