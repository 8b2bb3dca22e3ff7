// The running compare tray: one actor per Apollo client (one app, or one test), started from what the
// app's buyer store kept once the first screen has been shown, or on first use. Its `persist` action keeps the
// tray through the graph; a tray changed in another tab comes back as SYNC.

import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { compareTrayMachine } from '../../../machines/compare-tray.machine';
import { paths } from '../../../routes/paths';
import { useAppServices } from '../../../platform/app-services';
import type { AppServices } from '../../../platform/app-services';
import { useFirstScreenShown } from '../../../platform/first-screen-shown';
import { afterNextPaint } from '../../../platform/idle';
import { SetCompareCarsDocument } from './buyer-state.generated';

export type CompareTrayActor = ActorRefFrom<typeof compareTrayMachine>;

const actors = new WeakMap<ApolloClient, CompareTrayActor>();

function startTray(client: ApolloClient, { buyerStore, registry }: AppServices): CompareTrayActor {
  // The tray's cars not yet kept on the device: until they are, the device's older list is not a change
  // made elsewhere.
  let keeping: readonly string[] | null = null;
  const machine = compareTrayMachine.provide({
    actions: {
      // After the paint that shows the tap's answer (the pressed toggle, the tray): keeping the tray
      // through the graph is not what the visitor waits to see.
      persist: ({ context }) => {
        const ids = context.ids;
        keeping = ids;
        afterNextPaint(() => {
          if (keeping !== ids) return;
          keeping = null;
          void client.mutate({ mutation: SetCompareCarsDocument, variables: { ids } }).catch(() => undefined);
        });
      },
    },
  });
  const actor = createActor(machine, { input: { ids: buyerStore.read().compare } });
  actor.start();
  buyerStore.subscribe(() => {
    if (keeping) return;
    const kept = buyerStore.read().compare;
    if (kept.join() !== actor.getSnapshot().context.ids.join()) actor.send({ type: 'SYNC', ids: kept });
  });
  registry.register('compareTray', actor);
  return actor;
}

/** The client's tray, started now if it had not been. */
function trayOf(client: ApolloClient, services: AppServices): CompareTrayActor {
  let actor = actors.get(client);
  if (!actor) {
    actor = startTray(client, services);
    actors.set(client, actor);
    // Components that read the tray before it started follow it from now on (not while one renders).
    queueMicrotask(() => {
      for (const listener of [...(waiting.get(client) ?? [])]) listener();
    });
  }
  return actor;
}

/** Listeners of components that read a tray that has not started yet. */
const waiting = new WeakMap<ApolloClient, Set<() => void>>();

/** What a screen does with the tray: send it events and read its state. */
export type CompareTrayHandle = Pick<CompareTrayActor, 'send' | 'getSnapshot'>;

const NONE: string[] = [];

/**
 * The tray's cars and its handle. The tray starts with the first render once the first screen has been
 * shown (src/platform/first-screen-shown.ts), or at its first use (an event sent) if that comes first;
 * until then it has no cars.
 */
export function useCompareTray(): { actor: CompareTrayHandle; ids: string[]; refused: string | null } {
  const client = useApolloClient();
  const services = useAppServices();
  if (useFirstScreenShown()) trayOf(client, services);
  const actor = useMemo<CompareTrayHandle>(
    () => ({
      send: (event) => trayOf(client, services).send(event),
      getSnapshot: () => trayOf(client, services).getSnapshot(),
    }),
    [client, services],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      let subscription = actors.get(client)?.subscribe(onChange);
      const listeners = waiting.get(client) ?? new Set<() => void>();
      const onStarted = () => {
        listeners.delete(onStarted);
        subscription ??= actors.get(client)?.subscribe(onChange);
        onChange();
      };
      if (!subscription) {
        listeners.add(onStarted);
        waiting.set(client, listeners);
      }
      return () => {
        listeners.delete(onStarted);
        subscription?.unsubscribe();
      };
    },
    [client],
  );
  const ids = useSyncExternalStore(subscribe, () => actors.get(client)?.getSnapshot().context.ids ?? NONE);
  const refused = useSyncExternalStore(subscribe, () => actors.get(client)?.getSnapshot().context.refused ?? null);
  return { actor, ids, refused };
}

/** The compare page's address for these cars. */
export function compareHref(ids: readonly string[]): string {
  return paths.compare({ ids: ids.join(',') });
}
