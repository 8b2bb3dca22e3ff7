// Follows every actor in the registry for the Machines tab: records snapshots as they arrive and the
// events sent to it (by the studio, and by anyone else as seen through the actor system's inspection),
// lists the events the current state takes, sends them, and steps back by restoring an earlier
// persisted snapshot into a fresh actor that replaces the old one under the same name. No React.

import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine, type StateValue } from 'xstate';
import { examplePayload, type EventPayload } from './event-examples';
import { activeStateIds, machineToGraph, type MachineGraph } from './machine-graph';

export interface ActorLogItem {
  seq: number;
  at: number;
  kind: 'snapshot' | 'event' | 'restore';
  /** Events: who sent it (the studio, or the app as seen by inspection). */
  source?: 'studio' | 'app';
  event?: { type: string } & Record<string, unknown>;
  /** Snapshots: the state value and status, and what restoring needs. */
  value?: StateValue;
  status?: string;
  context?: unknown;
  persisted?: unknown;
  /** Restores: the snapshot item restored. */
  restoredFrom?: number;
}

export interface TrackedActorInfo {
  name: string;
  actor: AnyActorRef;
  /** The actor's logic is a state machine (drawable, restorable). */
  machine: AnyStateMachine | null;
  sandbox: boolean;
}

export interface AvailableEvent {
  type: string;
  /** snapshot.can() with the example payload. */
  enabled: boolean;
  /** An invoked actor's outcome (`xstate.done.actor.*` / `xstate.error.actor.*`) the studio fakes. */
  simulated: boolean;
  example: EventPayload | null;
}

export interface RegistryLike {
  register(name: string, actor: AnyActorRef): () => void;
  list(): Array<{ name: string; actor: AnyActorRef }>;
  get(name: string): AnyActorRef | undefined;
  subscribe(listener: (actors: Array<{ name: string; actor: AnyActorRef }>) => void): () => void;
}

export interface ActorTracker {
  list(): TrackedActorInfo[];
  info(name: string): TrackedActorInfo | undefined;
  log(name: string): readonly ActorLogItem[];
  graph(name: string): MachineGraph | null;
  availableEvents(name: string): AvailableEvent[];
  send(name: string, type: string, payload?: EventPayload | null): void;
  /** Replaces the actor under `name` by a fresh one started from the snapshot item `seq`. */
  restore(name: string, seq: number): AnyActorRef;
  /** Runs a machine that is not running in the page, its invoked actors waiting for simulated answers. */
  startSandbox(machine: AnyStateMachine, input?: unknown): string;
  stopSandbox(name: string): void;
  clearLog(name: string): void;
  /** Called after any change (new actor, log entry); returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  version(): number;
  dispose(): void;
}

export const LOG_LIMIT = 200;

export function isStateMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'getInitialSnapshot' in logic;
}

/** Registered refs are Actor instances; AnyActorRef does not expose their logic. */
function logicOf(actor: AnyActorRef): unknown {
  return (actor as { logic?: unknown }).logic;
}

function plainEvent(event: unknown): ({ type: string } & Record<string, unknown>) | null {
  if (!event || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string') return null;
  return { ...(event as { type: string } & Record<string, unknown>) };
}

interface Entry {
  name: string;
  actor: AnyActorRef;
  log: ActorLogItem[];
  graph: MachineGraph | null;
  sandbox: boolean;
  detach: () => void;
}

export interface ActorTrackerOptions {
  /** The app's actor registry (AppServices.registry). */
  registry: RegistryLike;
  limit?: number;
  now?: () => number;
  /** Called with the fresh actor once a restore has registered it (e.g. to show it where the app does not follow the registry). */
  onRestore?: (name: string, actor: AnyActorRef) => void;
}

/** The events an actor's current state takes (own events of its active nodes), each with its example payload. */
function availableEventsOf(actor: AnyActorRef, graph: MachineGraph | null): AvailableEvent[] {
  const machine = logicOf(actor);
  if (!graph || !isStateMachine(machine)) return [];
  const snapshot = actor.getSnapshot() as {
    value: StateValue;
    status: string;
    can?: (event: unknown) => boolean;
  };
  if (snapshot.status !== 'active') return [];
  const nodesById = new Map<string, { ownEvents: string[] }>();
  const collect = (node: { id: string; ownEvents: string[]; states: Record<string, unknown> }) => {
    nodesById.set(node.id, node);
    Object.values(node.states).forEach((child) => collect(child as typeof node));
  };
  collect(machine.root as unknown as { id: string; ownEvents: string[]; states: Record<string, unknown> });
  const types: string[] = [];
  for (const id of activeStateIds(graph, snapshot.value)) {
    for (const type of nodesById.get(id)?.ownEvents ?? []) {
      if (types.includes(type) || type === '*' || type.endsWith('.*')) continue;
      if (type.startsWith('xstate.') && !/^xstate\.(done|error)\.actor\./.test(type)) continue;
      types.push(type);
    }
  }
  return types.map((type) => {
    const example = examplePayload(graph.machineId, type);
    let enabled: boolean;
    try {
      enabled = snapshot.can ? snapshot.can({ ...(example ?? {}), type }) : true;
    } catch {
      enabled = false;
    }
    return { type, enabled, simulated: type.startsWith('xstate.'), example };
  });
}

interface FollowerOptions {
  registry: RegistryLike;
  limit: number;
  now: () => number;
  notify: () => void;
  /** Events the studio sent itself (logged as the studio's, not again as the app's). */
  sentByStudio: WeakSet<object>;
  isSandbox: (name: string) => boolean;
}

/**
 * Follows the registry's actors: an entry per name with the actor's drawn graph and its log (every
 * snapshot, and the events anyone else sent it as the actor system's inspection sees them); an actor
 * replaced under its name keeps the name's log.
 */
function followRegistry({ registry, limit, now, notify, sentByStudio, isSandbox }: FollowerOptions) {
  const entries = new Map<string, Entry>();
  const graphs = new WeakMap<object, MachineGraph>();
  let seq = 0;

  const push = (entry: Entry, item: Omit<ActorLogItem, 'seq' | 'at'>) => {
    entry.log.push({ ...item, seq: ++seq, at: now() });
    if (entry.log.length > limit) entry.log.splice(0, entry.log.length - limit);
    notify();
  };

  const recordSnapshot = (entry: Entry, actor: AnyActorRef) => {
    const snapshot = actor.getSnapshot() as { value?: StateValue; status?: string; context?: unknown };
    let persisted: unknown;
    try {
      persisted = actor.getPersistedSnapshot?.();
    } catch {
      persisted = undefined;
    }
    const item: Omit<ActorLogItem, 'seq' | 'at'> = { kind: 'snapshot', context: snapshot.context, persisted };
    if (snapshot.value !== undefined) item.value = snapshot.value;
    if (snapshot.status !== undefined) item.status = snapshot.status;
    push(entry, item);
  };

  const graphOf = (logic: unknown): MachineGraph | null => {
    if (!isStateMachine(logic)) return null;
    const cached = graphs.get(logic);
    if (cached) return cached;
    const graph = machineToGraph(logic);
    graphs.set(logic, graph);
    return graph;
  };

  const attach = (name: string, actor: AnyActorRef, previous?: Entry): Entry => {
    const entry: Entry = previous ?? {
      name,
      actor,
      log: [],
      graph: null,
      sandbox: isSandbox(name),
      detach: () => undefined,
    };
    entry.actor = actor;
    entry.graph = graphOf(logicOf(actor));
    entry.sandbox = isSandbox(name);
    const subscription = actor.subscribe({ next: () => recordSnapshot(entry, actor) });
    let inspection: { unsubscribe(): void } | undefined;
    try {
      // The system sees events from anyone (the screen, child actors), not only the studio's.
      inspection = actor.system?.inspect?.((inspectionEvent) => {
        if (inspectionEvent.type !== '@xstate.event' || inspectionEvent.actorRef !== actor) return;
        if (sentByStudio.has(inspectionEvent.event)) return;
        const event = plainEvent(inspectionEvent.event);
        if (!event || event.type === 'xstate.init') return;
        push(entry, { kind: 'event', source: 'app', event });
      });
    } catch {
      inspection = undefined;
    }
    entry.detach = () => {
      subscription.unsubscribe();
      inspection?.unsubscribe();
    };
    entries.set(name, entry);
    recordSnapshot(entry, actor);
    return entry;
  };

  const sync = (current: Array<{ name: string; actor: AnyActorRef }>) => {
    const names = new Set(current.map((item) => item.name));
    for (const [name, entry] of entries) {
      if (!names.has(name)) {
        entry.detach();
        entries.delete(name);
      }
    }
    for (const { name, actor } of current) {
      const entry = entries.get(name);
      if (!entry) attach(name, actor);
      else if (entry.actor !== actor) {
        entry.detach();
        attach(name, actor, entry);
      }
    }
    notify();
  };

  const unsubscribeRegistry = registry.subscribe(sync);
  sync(registry.list());

  return {
    entries,
    push,
    recordSnapshot,
    dispose() {
      unsubscribeRegistry();
      entries.forEach((entry) => entry.detach());
      entries.clear();
    },
  };
}

export function createActorTracker(options: ActorTrackerOptions): ActorTracker {
  const registry = options.registry;
  const sentByStudio = new WeakSet<object>();
  const sandboxes = new Map<string, () => void>();
  const listeners = new Set<() => void>();
  let changes = 0;

  const notify = () => {
    changes++;
    listeners.forEach((listener) => listener());
  };

  const { entries, push, recordSnapshot, dispose } = followRegistry({
    registry,
    limit: options.limit ?? LOG_LIMIT,
    now: options.now ?? Date.now,
    notify,
    sentByStudio,
    isSandbox: (name) => sandboxes.has(name),
  });

  const required = (name: string): Entry => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`No actor registered as ${name}`);
    return entry;
  };

  return {
    list() {
      return [...entries.values()].map((entry) => ({
        name: entry.name,
        actor: entry.actor,
        machine: ((logic) => (isStateMachine(logic) ? logic : null))(logicOf(entry.actor)),
        sandbox: entry.sandbox,
      }));
    },
    info(name) {
      return this.list().find((item) => item.name === name);
    },
    log(name) {
      return entries.get(name)?.log ?? [];
    },
    graph(name) {
      return entries.get(name)?.graph ?? null;
    },
    availableEvents(name) {
      const entry = entries.get(name);
      return entry ? availableEventsOf(entry.actor, entry.graph) : [];
    },
    send(name, type, payload) {
      const entry = required(name);
      const event = { ...(payload ?? {}), type };
      sentByStudio.add(event);
      push(entry, { kind: 'event', source: 'studio', event: { ...event } });
      entry.actor.send(event);
    },
    restore(name, itemSeq) {
      const entry = required(name);
      const item = entry.log.find((candidate) => candidate.seq === itemSeq && candidate.kind === 'snapshot');
      if (!item || item.persisted === undefined) throw new Error(`No snapshot ${itemSeq} for ${name}`);
      const logic = logicOf(entry.actor);
      if (!isStateMachine(logic)) throw new Error(`${name} is not a state machine`);
      const old = entry.actor;
      const input = (old as { options?: { input?: unknown } }).options?.input;
      const fresh = createActor(logic, {
        snapshot: item.persisted as never,
        ...(input !== undefined ? { input } : {}),
      });
      push(entry, { kind: 'restore', restoredFrom: itemSeq });
      fresh.start();
      registry.register(name, fresh);
      // The old actor would otherwise keep answering its screen and finishing its invoked calls.
      old.stop();
      options.onRestore?.(name, fresh);
      return fresh;
    },
    startSandbox(machine, input) {
      const name = `${machine.id} (sandbox)`;
      sandboxes.get(name)?.();
      const pending = fromPromise(() => new Promise<never>(() => undefined));
      const actorNames = Object.keys((machine.implementations as { actors?: Record<string, unknown> }).actors ?? {});
      const manual = machine.provide({
        actors: Object.fromEntries(actorNames.map((actorName) => [actorName, pending])),
      } as never);
      const actor = createActor(manual, input !== undefined ? { input } : {});
      sandboxes.set(name, () => undefined);
      actor.start();
      const unregister = registry.register(name, actor);
      sandboxes.set(name, () => {
        unregister();
        actor.stop();
      });
      notify();
      return name;
    },
    stopSandbox(name) {
      const stop = sandboxes.get(name);
      if (!stop) return;
      sandboxes.delete(name);
      const current = registry.get(name);
      stop();
      // A restored sandbox is a different actor: take it out as well.
      if (current && registry.get(name) === current) {
        current.stop();
        registry.register(name, current)();
      }
      notify();
    },
    clearLog(name) {
      const entry = entries.get(name);
      if (!entry) return;
      entry.log.splice(0, entry.log.length);
      recordSnapshot(entry, entry.actor);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version() {
      return changes;
    },
    dispose() {
      dispose();
      listeners.clear();
    },
  };
}
