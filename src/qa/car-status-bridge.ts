// The studio's hand on a car's status. Screens read a car's status from the graph's status field and
// from nowhere else, so the studio changes a status where the screens read it: every carStatus actor
// the studio runs (a sandbox started from the Machines tab, or a snapshot of one restored) sets its
// verdict as the status field of the car its last event named. The card and every part of the car page
// change at once, and a car page opened afterwards shows it too (a read policy the studio adds answers
// the studio's status over the server's) until the sandbox that set it is stopped.

import { InMemoryCache, type ApolloCache } from '@apollo/client';
import type { AnyActorRef } from 'xstate';
import { carStatus } from '../graph/resolvers/car';
import type { CarStatusSnapshot } from '../machines/car-status.machine';
import type { ActorRegistry, RegisteredActor } from '../machines/registry';

/** The types that carry a car's status under the car's id (cache.ts keys both by id). */
const CAR_TYPES = ['Car', 'CarListing'] as const;

function isCarStatusActor(actor: AnyActorRef): boolean {
  return (actor as { logic?: { id?: unknown } }).logic?.id === 'carStatus';
}

function statusField(label: string) {
  return { __typename: 'CarStatus', ...carStatus(label) };
}

/** Follows the registered carStatus actors until the returned function is called. */
export function bridgeCarStatus(cache: ApolloCache, registry: ActorRegistry): () => void {
  // The studio's status labels by car, and the actor that set each (its stop ends them).
  const set = new Map<string, { label: string; by: AnyActorRef }>();
  const readStatus = {
    read(existing: unknown, { readField }: { readField: (name: string) => unknown }) {
      const id = readField('id');
      const studio = typeof id === 'string' ? set.get(id) : undefined;
      return studio ? statusField(studio.label) : existing;
    },
  };
  if (cache instanceof InMemoryCache) {
    cache.policies.addTypePolicies(
      Object.fromEntries(CAR_TYPES.map((type) => [type, { fields: { status: readStatus } }])),
    );
  }
  const cachedIds = (carId: string) =>
    CAR_TYPES.map((__typename) => cache.identify({ __typename, id: carId })).filter((id): id is string => Boolean(id));

  const followed = new Map<AnyActorRef, { unsubscribe(): void }>();
  const write = (actor: AnyActorRef) => {
    const { carId, label } = (actor.getSnapshot() as CarStatusSnapshot).context;
    if (!carId || label === null || set.get(carId)?.label === label) return;
    set.set(carId, { label, by: actor });
    // Writing the field tells every query that shows the car; the read policy keeps it over fresh answers.
    for (const id of cachedIds(carId)) cache.modify({ id, fields: { status: () => statusField(label) } });
  };
  const forget = (actor: AnyActorRef) => {
    for (const [carId, entry] of [...set]) {
      if (entry.by !== actor) continue;
      set.delete(carId);
      // The server's status is asked again by the queries that show the car.
      for (const id of cachedIds(carId)) cache.evict({ id, fieldName: 'status' });
    }
  };
  const follow = (entries: RegisteredActor[]) => {
    const live = new Set(entries.map((entry) => entry.actor).filter(isCarStatusActor));
    // New actors first: a restored snapshot takes over its car before the actor it replaced lets go.
    for (const actor of live) {
      if (followed.has(actor)) continue;
      followed.set(
        actor,
        actor.subscribe(() => write(actor)),
      );
      write(actor);
    }
    for (const [actor, subscription] of followed) {
      if (live.has(actor)) continue;
      subscription.unsubscribe();
      followed.delete(actor);
      forget(actor);
    }
  };
  follow(registry.list());
  const stop = registry.subscribe(follow);
  return () => {
    stop();
    followed.forEach((subscription, actor) => {
      subscription.unsubscribe();
      forget(actor);
    });
    followed.clear();
  };
}
