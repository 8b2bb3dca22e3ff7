// Drafts that survive a reload, backgrounding and a killed in-app browser. Each save is written to
// localStorage under a versioned key; when that fails (quota, private mode, storage disabled) the
// store falls back to sessionStorage, then to memory, and reports the tier so the screen can say so
// softly. Reads are validated: a corrupt or foreign value is dropped, never trusted. The memory tier is
// the app's (AppServices.drafts): it survives a re-mount within the page, not a reload.

import { useMemo, useState } from 'react';
import { useAppServicesOrNull } from './app-services';

export type DraftTier = 'local' | 'session' | 'memory';

/** The memory tier: stored text by storage key, one per app (src/app/services.ts). */
export type DraftMemory = Map<string, string>;

export interface DraftEnvelope<T> {
  v: number;
  savedAt: number;
  value: T;
}

export interface DraftStoreOptions<T> {
  /** Storage key without its version: `sell-car-draft` becomes `sell-car-draft:v1`. */
  key: string;
  version: number;
  /** Returns the value when `raw` is a valid draft, else null. */
  validate: (raw: unknown) => T | null;
  /** Injected in tests; defaults to window.localStorage / window.sessionStorage when reachable. */
  local?: Storage | null;
  session?: Storage | null;
  /** The app's memory tier (useDraftStore gives it); without one the store keeps its own. */
  memory?: DraftMemory;
  now?: () => number;
}

export interface DraftStore<T> {
  readonly storageKey: string;
  load(): T | null;
  save(value: T): DraftTier;
  clear(): void;
  /** Where the last save landed ('local' until a save had to fall back). */
  tier(): DraftTier;
  onTierChange(listener: (tier: DraftTier) => void): () => void;
  /**
   * Saves `current()` when the page is hidden or being unloaded (backgrounding, app switch, the
   * in-app browser being killed); returns a function that removes the listeners.
   */
  bindLifecycle(target: Window, current: () => T | null): () => void;
}

function reachable(get: () => Storage): Storage | null {
  try {
    const storage = get();
    return storage ?? null;
  } catch {
    return null;
  }
}

function parseEnvelope<T>(
  text: string | null | undefined,
  version: number,
  validate: (raw: unknown) => T | null,
): DraftEnvelope<T> | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  if (record.v !== version) return null;
  const savedAt = typeof record.savedAt === 'number' && Number.isFinite(record.savedAt) ? record.savedAt : 0;
  const value = validate(record.value);
  return value === null ? null : { v: version, savedAt, value };
}

export function createDraftStore<T>(options: DraftStoreOptions<T>): DraftStore<T> {
  const storageKey = `${options.key}:v${options.version}`;
  const now = options.now ?? (() => Date.now());
  const local = options.local !== undefined ? options.local : reachable(() => window.localStorage);
  const session = options.session !== undefined ? options.session : reachable(() => window.sessionStorage);
  const memory: DraftMemory = options.memory ?? new Map();
  let tier: DraftTier = 'local';
  const listeners = new Set<(tier: DraftTier) => void>();

  const setTier = (next: DraftTier) => {
    if (next === tier) return;
    tier = next;
    listeners.forEach((listener) => listener(next));
  };

  const read = (storage: Storage | null): string | null => {
    if (!storage) return null;
    try {
      return storage.getItem(storageKey);
    } catch {
      return null;
    }
  };

  const write = (storage: Storage | null, text: string): boolean => {
    if (!storage) return false;
    try {
      storage.setItem(storageKey, text);
      return true;
    } catch {
      return false;
    }
  };

  const remove = (storage: Storage | null) => {
    try {
      storage?.removeItem(storageKey);
    } catch {
      // storage that cannot be written cannot hold a stale copy either
    }
  };

  const store: DraftStore<T> = {
    storageKey,
    load() {
      // Every save of this page goes to memory first, so while the page lives memory is the newest.
      const inMemory = parseEnvelope(memory.get(storageKey), options.version, options.validate);
      if (inMemory) return inMemory.value;
      // A session copy exists only while local writes fail, so on a tie it is the newer one.
      const candidates = [read(session), read(local)]
        .map((text) => parseEnvelope(text, options.version, options.validate))
        .filter((envelope): envelope is DraftEnvelope<T> => envelope !== null);
      // After a reload the newest copy wins: an older one may linger in a tier the store fell back from.
      candidates.sort((a, b) => b.savedAt - a.savedAt);
      return candidates[0]?.value ?? null;
    },
    save(value) {
      const text = JSON.stringify({ v: options.version, savedAt: now(), value } satisfies DraftEnvelope<T>);
      memory.set(storageKey, text);
      if (write(local, text)) {
        // Back in the main tier: drop the fallback copy so it can never win over a newer local one.
        remove(session);
        setTier('local');
      } else if (write(session, text)) {
        setTier('session');
      } else {
        setTier('memory');
      }
      return tier;
    },
    clear() {
      memory.delete(storageKey);
      remove(local);
      remove(session);
    },
    tier: () => tier,
    onTierChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    bindLifecycle(target, current) {
      const flush = () => {
        const value = current();
        if (value !== null) store.save(value);
      };
      const onVisibility = () => {
        if (target.document.visibilityState === 'hidden') flush();
      };
      target.document.addEventListener('visibilitychange', onVisibility);
      target.addEventListener('pagehide', flush);
      return () => {
        target.document.removeEventListener('visibilitychange', onVisibility);
        target.removeEventListener('pagehide', flush);
      };
    },
  };
  return store;
}

/**
 * A screen's draft store over its app's memory tier (AppServices.drafts), so a draft survives the screen's
 * re-mount within the page even when no storage is writable; `create` is the draft's own store maker.
 */
export function useDraftStore<T>(create: (tiers: { memory: DraftMemory }) => DraftStore<T>): DraftStore<T> {
  const appMemory = useAppServicesOrNull()?.drafts;
  // A form rendered outside an app (a unit test of a part) keeps its drafts in memory of its own.
  const [ownMemory] = useState<DraftMemory>(() => new Map());
  const memory = appMemory ?? ownMemory;
  return useMemo(() => create({ memory }), [create, memory]);
}

/**
 * The form of a stored draft: each of `fields` a string of at most `maxLength` characters (an absent one
 * keeps its empty value); null when the form is not an object or any field is not such a string.
 */
export function readDraftForm<F extends string>(
  raw: unknown,
  fields: readonly F[],
  empty: Readonly<Record<F, string>>,
  maxLength: number,
): Record<F, string> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const form: Record<F, string> = { ...empty };
  for (const field of fields) {
    const value = (raw as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > maxLength) return null;
    form[field] = value;
  }
  return form;
}

/** A stored idempotency key, or null when it is missing or not of the shape the app writes. */
export function readIdempotencyKey(raw: unknown): string | null {
  return typeof raw === 'string' && /^[\w-]{8,64}$/.test(raw) ? raw : null;
}
