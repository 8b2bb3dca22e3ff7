// The graph remembers across visits (decision note 077): the answers of a few root fields (the car
// lists and car records) are kept on the device with the cache records they reach, restored before the
// first render, and refreshed in the background by the first screen that shows them. Only what the age
// table names is kept, so nothing a form submits (the sell form's options, a price to pay) is ever read
// from the device: those come from the network in the session that submits them.
//
// Not apollo3-cache-persist: it writes the whole cache as it is, so the age per field, the bound by
// dropping the oldest answers with what only they reach, and the stale marks would be ours to add
// around it anyway; what is left of it here is a JSON.stringify.

import {
  ApolloLink,
  type ApolloCache,
  type ApolloClient,
  type DocumentNode,
  type OperationVariables,
} from '@apollo/client';
import { Kind, valueFromASTUntyped } from 'graphql';
import { map } from 'rxjs';
import { version } from '../../schema.graphql';

const MINUTE = 60_000;
/** How long a kept answer may be shown before a fresh one, by root field; other fields are not kept. */
export const PERSISTED_ROOT_FIELDS: Readonly<Record<string, number>> = {
  cars: 10 * MINUTE,
  car: 24 * 60 * MINUTE,
};
/** The most characters written (about 2 bytes each in localStorage); restoring it stays a short task. */
export const PERSIST_MAX_CHARS = 150_000;
export const PERSIST_KEY = 'storefront.graph';

/** The schema's fingerprint (worked out at build time): a new schema drops what an older one stored. */
export const SCHEMA_VERSION = version;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Records = Record<string, Record<string, Json>>;

interface Stored {
  version: string;
  roots: Record<string, { at: number; value: Json }>;
  entities: Records;
}

export interface PersistStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface StoreFieldNames {
  getStoreFieldName(spec: { typename: string; fieldName: string; args: Record<string, unknown> | null }): string;
}

interface State {
  /** When each kept root answer was last fetched, by store field name. */
  times: Map<string, number>;
  /** Root answers restored from the device and not fetched since. */
  restored: Set<string>;
  policies: StoreFieldNames | null;
}

const states = new WeakMap<ApolloCache, State>();

function stateOf(cache: ApolloCache): State {
  let state = states.get(cache);
  if (!state) {
    const policies = (cache as { policies?: StoreFieldNames }).policies ?? null;
    state = { times: new Map(), restored: new Set(), policies };
    states.set(cache, state);
  }
  return state;
}

const fieldNameOf = (storeFieldName: string): string => /^[_A-Za-z]\w*/.exec(storeFieldName)?.[0] ?? '';

function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The cache ids a value refers to ({ __ref }), at any depth. */
function collectRefs(value: unknown, into: string[]): void {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else if (isRecord(value)) {
    if (typeof value.__ref === 'string') into.push(value.__ref);
    else for (const key in value) collectRefs(value[key], into);
  }
}

/** The entities a root answer reaches that are not yet in `seen` (added to it). */
function reach(value: Json, entities: Records, seen: Set<string>): string[] {
  const found: string[] = [];
  const pending: string[] = [];
  collectRefs(value, pending);
  while (pending.length) {
    const id = pending.pop() as string;
    if (seen.has(id) || !entities[id]) continue;
    seen.add(id);
    found.push(id);
    collectRefs(entities[id], pending);
  }
  return found;
}

/** The operation's root fields with their arguments (variables and their defaults applied). */
function rootFields(
  document: DocumentNode,
  variables: OperationVariables | undefined,
): { fieldName: string; args: Record<string, unknown> | null }[] {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return [];
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    values[name] =
      variables?.[name] !== undefined
        ? variables[name]
        : definition.defaultValue
          ? valueFromASTUntyped(definition.defaultValue)
          : undefined;
  }
  const fields = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || !(selection.name.value in PERSISTED_ROOT_FIELDS)) continue;
    const args: Record<string, unknown> = {};
    for (const argument of selection.arguments ?? [])
      args[argument.name.value] = valueFromASTUntyped(argument.value, values);
    fields.push({ fieldName: selection.name.value, args: selection.arguments?.length ? args : null });
  }
  return fields;
}

function storeNames(cache: ApolloCache, document: DocumentNode, variables: OperationVariables | undefined): string[] {
  const { policies } = stateOf(cache);
  if (!policies) return [];
  return rootFields(document, variables).map((field) => policies.getStoreFieldName({ typename: 'Query', ...field }));
}

/**
 * Puts what the device kept into the cache: the root answers younger than their age limit and the
 * records they reach. What was stored by another schema, or cannot be read, is removed and the visit
 * starts empty. Returns how many root answers were restored.
 */
export function restoreCache(cache: ApolloCache, storage: PersistStorage, now = Date.now()): number {
  let stored: Stored | null = null;
  try {
    const raw = storage.getItem(PERSIST_KEY);
    if (raw === null) return 0;
    const parsed: unknown = JSON.parse(raw);
    if (isRecord(parsed) && parsed.version === SCHEMA_VERSION && isRecord(parsed.roots) && isRecord(parsed.entities))
      stored = parsed as unknown as Stored;
  } catch {
    // Corrupt: dropped below.
  }
  if (!stored) {
    try {
      storage.removeItem(PERSIST_KEY);
    } catch {
      // Storage unavailable: nothing to drop.
    }
    return 0;
  }
  const state = stateOf(cache);
  const root: Record<string, Json> = { __typename: 'Query' };
  const data: Records = { ROOT_QUERY: root };
  const seen = new Set<string>();
  for (const [name, entry] of Object.entries(stored.roots)) {
    const maxAge = PERSISTED_ROOT_FIELDS[fieldNameOf(name)];
    if (!isRecord(entry) || typeof entry.at !== 'number' || maxAge === undefined) continue;
    if (now - entry.at > maxAge || entry.at > now + MINUTE) continue;
    root[name] = entry.value;
    state.times.set(name, entry.at);
    state.restored.add(name);
    for (const id of reach(entry.value, stored.entities, seen)) data[id] = stored.entities[id] as Record<string, Json>;
  }
  if (state.restored.size === 0) return 0;
  cache.restore(data as Parameters<ApolloCache['restore']>[0]);
  // Field measurement tags the visit's views as repeat views (src/platform/field/field-start.ts).
  if (typeof performance !== 'undefined') performance.mark('graph:restored');
  return state.restored.size;
}

/**
 * Writes the kept root answers and what they reach, newest first, as many as fit in `maxChars`;
 * answers past their age limit are left out.
 */
export function saveCache(
  cache: ApolloCache,
  storage: PersistStorage,
  now = Date.now(),
  maxChars = PERSIST_MAX_CHARS,
): void {
  const state = stateOf(cache);
  const snapshot = cache.extract() as Records;
  const root = snapshot.ROOT_QUERY ?? {};
  const candidates: { name: string; at: number }[] = [];
  for (const name of Object.keys(root)) {
    const maxAge = PERSISTED_ROOT_FIELDS[fieldNameOf(name)];
    if (maxAge === undefined) continue;
    // An answer written since the visit began, and not seen by the link (a test's writeQuery), is new.
    let at = state.times.get(name);
    if (at === undefined) {
      at = now;
      state.times.set(name, at);
    }
    if (now - at <= maxAge) candidates.push({ name, at });
  }
  candidates.sort((a, b) => b.at - a.at);
  const seen = new Set<string>();
  const roots: string[] = [];
  const entities: string[] = [];
  let size = 64 + SCHEMA_VERSION.length;
  for (const { name, at } of candidates) {
    const value = root[name] as Json;
    const added = new Set(seen);
    const ids = reach(value, snapshot, added);
    const rootText = `${JSON.stringify(name)}:{"at":${at},"value":${JSON.stringify(value)}}`;
    const entityTexts = ids.map((id) => `${JSON.stringify(id)}:${JSON.stringify(snapshot[id])}`);
    const cost = rootText.length + entityTexts.reduce((sum, text) => sum + text.length + 1, 1);
    // What does not fit is skipped; an older, smaller answer may still fit.
    if (size + cost > maxChars) continue;
    size += cost;
    for (const id of ids) seen.add(id);
    roots.push(rootText);
    entities.push(...entityTexts);
  }
  try {
    if (roots.length === 0) storage.removeItem(PERSIST_KEY);
    else
      storage.setItem(
        PERSIST_KEY,
        `{"version":${JSON.stringify(SCHEMA_VERSION)},"roots":{${roots.join(',')}},"entities":{${entities.join(',')}}}`,
      );
  } catch {
    // Full or unavailable storage: the next visit starts from the network, as a first visit does.
  }
}

/** Whether any of the query's kept root answers came from the device and has not been fetched since. */
export function isRestored(cache: ApolloCache, document: DocumentNode, variables?: OperationVariables): boolean {
  const { restored } = stateOf(cache);
  return restored.size > 0 && storeNames(cache, document, variables).some((name) => restored.has(name));
}

/**
 * Notes that a fresh answer to `document` arrived: its root answers get their age back and stop counting
 * as restored. Every query's result passes here (createPersistLink), and so does a prefetch's answer
 * written to the cache before its screen asked (client.ts).
 */
export function noteAnswer(
  cache: ApolloCache,
  document: DocumentNode,
  variables: OperationVariables | undefined,
  now: () => number = Date.now,
): void {
  const state = stateOf(cache);
  for (const name of storeNames(cache, document, variables)) {
    state.times.set(name, now());
    state.restored.delete(name);
  }
}

/** Each query's result, on its way from the schema to the cache, is noted (noteAnswer). */
export function createPersistLink(
  cache: ApolloCache,
  onAnswer: () => void = () => undefined,
  now: () => number = Date.now,
): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (result.data) {
          noteAnswer(cache, operation.query, operation.variables, now);
          onAnswer();
        }
        return result;
      }),
    ),
  );
}

/**
 * Asks for a fresh answer when the one shown came from the device (a screen calls it once it has
 * painted): the fresh answer replaces the kept one when it arrives, one round trip later, and a failure
 * leaves the kept one quietly in place. A fetched answer no longer counts as restored, so this asks at
 * most once per answer and session; with the REST client's session cache, a car is still requested
 * once per id per session.
 */
export function revalidate<TVariables extends OperationVariables>(
  client: ApolloClient,
  document: DocumentNode,
  variables: TVariables,
): void {
  if (!isRestored(client.cache, document, variables)) return;
  // errorPolicy none: a failed answer is not written over the kept one.
  void client
    .query({ query: document, variables, fetchPolicy: 'network-only', errorPolicy: 'none', context: { quiet: true } })
    .catch(() => undefined);
}
