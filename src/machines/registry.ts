// The running actors, by name, for the QA studio (it shows each one's state and context). No React.

import type { AnyActorRef } from 'xstate';

export interface RegisteredActor {
  name: string;
  actor: AnyActorRef;
}

type Listener = (actors: RegisteredActor[]) => void;

const actors = new Map<string, AnyActorRef>();
const listeners = new Set<Listener>();

function notify(): void {
  const current = list();
  listeners.forEach((listener) => listener(current));
}

/** Registers (or replaces) an actor under a name; returns a function that removes it. */
export function register(name: string, actor: AnyActorRef): () => void {
  actors.set(name, actor);
  notify();
  return () => unregister(name, actor);
}

/** Removes `actor` from under `name`, if it is still the one registered there. */
export function unregister(name: string, actor: AnyActorRef): void {
  if (actors.get(name) !== actor) return;
  actors.delete(name);
  notify();
}

export function list(): RegisteredActor[] {
  return [...actors.entries()].map(([name, actor]) => ({ name, actor }));
}

export function get(name: string): AnyActorRef | undefined {
  return actors.get(name);
}

/** Called with the whole list whenever an actor is registered or removed. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
