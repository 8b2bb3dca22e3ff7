// The running actors of one app, by name, for the QA studio (it shows each one's state and context).
// One registry per app instance (src/app/services.ts makes it; decision note 207). No React.

import type { AnyActorRef } from 'xstate';

export interface RegisteredActor {
  name: string;
  actor: AnyActorRef;
}

type Listener = (actors: RegisteredActor[]) => void;

export interface ActorRegistry {
  /** Registers (or replaces) an actor under a name; returns a function that removes it. */
  register(name: string, actor: AnyActorRef): () => void;
  /** Removes `actor` from under `name`, if it is still the one registered there. */
  unregister(name: string, actor: AnyActorRef): void;
  list(): RegisteredActor[];
  get(name: string): AnyActorRef | undefined;
  /** Called with the whole list whenever an actor is registered or removed. */
  subscribe(listener: Listener): () => void;
}

export function createActorRegistry(): ActorRegistry {
  const actors = new Map<string, AnyActorRef>();
  const listeners = new Set<Listener>();
  const list = () => [...actors.entries()].map(([name, actor]) => ({ name, actor }));
  const notify = () => {
    const current = list();
    listeners.forEach((listener) => listener(current));
  };
  const unregister = (name: string, actor: AnyActorRef) => {
    if (actors.get(name) !== actor) return;
    actors.delete(name);
    notify();
  };
  return {
    register(name, actor) {
      actors.set(name, actor);
      notify();
      return () => unregister(name, actor);
    },
    unregister,
    list,
    get: (name) => actors.get(name),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
