// The running compare tray: one actor per Apollo client (one app, or one test), started on first use
// from what the device kept. Its `persist` action keeps the tray through the graph; a tray changed in
// another tab comes back as SYNC.

import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { compareTrayMachine } from '../../../machines/compare-tray.machine';
import { register } from '../../../machines/registry';
import { paths } from '../../../routes/route-table';
import { buyerStore } from '../../../platform/buyer-store';
import { SetCompareCarsDocument } from './buyer-state.generated';

export type CompareTrayActor = ActorRefFrom<typeof compareTrayMachine>;

const actors = new WeakMap<ApolloClient, CompareTrayActor>();

function startTray(client: ApolloClient): CompareTrayActor {
  const machine = compareTrayMachine.provide({
    actions: {
      persist: ({ context }) => {
        void client.mutate({ mutation: SetCompareCarsDocument, variables: { ids: context.ids } }).catch(() => undefined);
      },
    },
  });
  const actor = createActor(machine, { input: { ids: buyerStore.read().compare } });
  actor.start();
  buyerStore.subscribe(() => {
    const kept = buyerStore.read().compare;
    if (kept.join() !== actor.getSnapshot().context.ids.join()) actor.send({ type: 'SYNC', ids: kept });
  });
  register('compareTray', actor);
  return actor;
}

export function useCompareTrayActor(): CompareTrayActor {
  const client = useApolloClient();
  let actor = actors.get(client);
  if (!actor) {
    actor = startTray(client);
    actors.set(client, actor);
  }
  return actor;
}

export function useCompareTray() {
  const actor = useCompareTrayActor();
  const ids = useSelector(actor, (snapshot) => snapshot.context.ids);
  const refused = useSelector(actor, (snapshot) => snapshot.context.refused);
  return { actor, ids, refused };
}

/** The compare page's address for these cars. */
export function compareHref(ids: readonly string[]): string {
  return paths.compare({ ids: ids.join(',') });
}
