// App start-up (spec section 1): device flags, then navigation bar, lazy image loader, desktop
// mouse-to-touch mapping and analytics, one state each. A failing step is recorded with its reason
// and start-up carries on: nothing here blocks the first paint, and QA reads the state and
// `context.failures` from the registry. The analytics step starts the app's own analytics
// (AppServices.analytics): `bootMachineFor(analytics)` is the machine an app runs.

import { assign, fromPromise, setup } from 'xstate';
import { settings } from '../config/env';
import { safeLocalStorage, type Analytics } from '../platform/analytics';
import {
  desktopFlags,
  shellEnvironmentFrom,
  shouldEmulateTouch,
  type DeviceInput,
  type ShellEnvironment,
} from '../platform/device';
import { nextTask, whenIdleOrLeaving } from '../platform/idle';
import { applyNavigationChrome } from '../platform/navigation-chrome';

export type BootStep = 'deviceFlags' | 'navigationBar' | 'lazyImages' | 'touchEmulation' | 'analytics';

export interface BootFailure {
  step: BootStep;
  message: string;
}

export interface BootContext {
  env: ShellEnvironment;
  failures: BootFailure[];
  touchEmulation: 'installed' | 'skipped' | 'unknown';
  analyticsIdentified: boolean;
}

function reason(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'unknown error';
}

function initialContext(input: DeviceInput): BootContext {
  try {
    return { env: shellEnvironmentFrom(input), failures: [], touchEmulation: 'unknown', analyticsIdentified: false };
  } catch (error) {
    return {
      env: { flags: desktopFlags, embedded: false },
      failures: [{ step: 'deviceFlags', message: reason(error) }],
      touchEmulation: 'unknown',
      analyticsIdentified: false,
    };
  }
}

export const bootMachine = setup({
  types: {
    context: {} as BootContext,
    input: {} as DeviceInput,
  },
  actors: {
    setupNavigationBar: fromPromise<{ navHidden: boolean }, ShellEnvironment>(async ({ input }) =>
      applyNavigationChrome(input),
    ),
    // Each app's image loader starts with the spec's settings (src/app/services.ts): nothing left to set.
    setupLazyImages: fromPromise<void, void>(async () => undefined),
    // The later steps wait their turn (a task, the browser's idle time), so the entry's start-up task
    // stays short; the first screen needs neither. Page views wait in analytics' queue meanwhile.
    setupTouchEmulation: fromPromise<'installed' | 'skipped', ShellEnvironment>(async ({ input }) => {
      await nextTask();
      if (!shouldEmulateTouch(window, input.flags.mobile)) return 'skipped';
      // A desktop's code: phones never load it.
      const { installTouchEmulation } = await import('../platform/touch-emulation');
      installTouchEmulation(document);
      return 'installed';
    }),
    startAnalytics: fromPromise<{ identified: boolean }, void>(async () => {
      throw new Error('startAnalytics is provided by the app: bootMachineFor(analytics)');
    }),
  },
  actions: {
    recordFailure: assign({
      failures: ({ context, event }, params: { step: BootStep }) => [
        ...context.failures,
        { step: params.step, message: reason((event as { error?: unknown }).error) },
      ],
    }),
  },
  guards: {
    hasFailures: ({ context }) => context.failures.length > 0,
  },
}).createMachine({
  id: 'appBoot',
  context: ({ input }) => initialContext(input),
  initial: 'navigationBar',
  states: {
    navigationBar: {
      invoke: {
        id: 'setupNavigationBar',
        src: 'setupNavigationBar',
        input: ({ context }) => context.env,
        onDone: { target: 'lazyImages' },
        onError: { target: 'lazyImages', actions: { type: 'recordFailure', params: { step: 'navigationBar' } } },
      },
    },
    lazyImages: {
      invoke: {
        id: 'setupLazyImages',
        src: 'setupLazyImages',
        onDone: { target: 'touchEmulation' },
        onError: { target: 'touchEmulation', actions: { type: 'recordFailure', params: { step: 'lazyImages' } } },
      },
    },
    touchEmulation: {
      invoke: {
        id: 'setupTouchEmulation',
        src: 'setupTouchEmulation',
        input: ({ context }) => context.env,
        onDone: { target: 'analytics', actions: assign({ touchEmulation: ({ event }) => event.output }) },
        onError: { target: 'analytics', actions: { type: 'recordFailure', params: { step: 'touchEmulation' } } },
      },
    },
    analytics: {
      invoke: {
        id: 'startAnalytics',
        src: 'startAnalytics',
        onDone: {
          target: 'settling',
          actions: assign({ analyticsIdentified: ({ event }) => event.output.identified }),
        },
        onError: { target: 'settling', actions: { type: 'recordFailure', params: { step: 'analytics' } } },
      },
    },
    settling: {
      always: [{ guard: 'hasFailures', target: 'degraded' }, { target: 'ready' }],
    },
    /** Every step done. */
    ready: { type: 'final' },
    /** Started, with the steps in `context.failures` skipped. */
    degraded: { type: 'final' },
  },
});

/** Starts an app's analytics once the browser is idle, or at once when the visitor is leaving. */
async function startAnalytics(analytics: Analytics): Promise<{ identified: boolean }> {
  // Its first storage read costs tens of milliseconds on a cold profile, so it waits for idle time; a
  // visitor who leaves before that still has the queued page views sent on the way out.
  const why = await whenIdleOrLeaving();
  const started = analytics.start({ url: settings.analyticsUrl, storage: safeLocalStorage() });
  if (why === 'leaving') analytics.flush();
  return started;
}

/** The boot machine of one app: its analytics step starts that app's analytics (AppServices.analytics). */
export function bootMachineFor(analytics: Analytics) {
  return bootMachine.provide({
    actors: { startAnalytics: fromPromise<{ identified: boolean }, void>(() => startAnalytics(analytics)) },
  });
}
