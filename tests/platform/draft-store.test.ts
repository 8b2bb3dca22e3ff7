// The draft store: versioned keys, validated reads, quota fallbacks, lifecycle flushes, and (property
// tests) that a saved draft is never lost across any sequence of saves, reloads and storage failures.

import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/app/services';
import { AppServicesProvider, type AppServices } from '../../src/platform/app-services';
import { createDraftStore, useDraftStore, type DraftMemory, type DraftTier } from '../../src/platform/draft-store';

class FakeStorage implements Storage {
  private items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

interface Draft {
  text: string;
  n: number;
}

const validate = (raw: unknown): Draft | null => {
  if (!raw || typeof raw !== 'object') return null;
  const { text, n } = raw as Record<string, unknown>;
  return typeof text === 'string' && typeof n === 'number' ? { text, n } : null;
};

/** A page's storages and its app's memory tier; `kill` is the in-app browser dying (memory gone, storage kept). */
function setup(now = () => Date.now()) {
  const local = new FakeStorage();
  const session = new FakeStorage();
  let memory: DraftMemory = new Map();
  const make = () => createDraftStore<Draft>({ key: 'test-draft', version: 2, validate, local, session, memory, now });
  const kill = () => {
    memory = new Map();
  };
  return { local, session, make, kill };
}

describe('draft store', () => {
  it('writes to localStorage under a versioned key', () => {
    const { local, make, kill } = setup();
    const store = make();
    expect(store.save({ text: 'a', n: 1 })).toBe('local');
    expect(store.storageKey).toBe('test-draft:v2');
    expect(JSON.parse(local.getItem('test-draft:v2') ?? '{}')).toMatchObject({ v: 2, value: { text: 'a', n: 1 } });
    kill();
    expect(make().load()).toEqual({ text: 'a', n: 1 });
  });

  it('ignores another version, corrupt JSON and values that do not validate', () => {
    const { local, make } = setup();
    for (const text of [
      '{"v":1,"savedAt":1,"value":{"text":"a","n":1}}',
      '{not json',
      '{"v":2,"savedAt":1,"value":{"text":5}}',
      '[]',
      'null',
    ]) {
      local.setItem('test-draft:v2', text);
      expect(make().load()).toBeNull();
    }
  });

  it('falls back to sessionStorage, then memory, and reports the tier', () => {
    const { local, session, make } = setup();
    const store = make();
    const tiers: DraftTier[] = [];
    store.onTierChange((tier) => tiers.push(tier));
    local.full = true;
    expect(store.save({ text: 'b', n: 2 })).toBe('session');
    session.full = true;
    expect(store.save({ text: 'c', n: 3 })).toBe('memory');
    expect(make().load()).toEqual({ text: 'c', n: 3 });
    local.full = false;
    expect(store.save({ text: 'd', n: 4 })).toBe('local');
    expect(tiers).toEqual(['session', 'memory', 'local']);
  });

  it('works with no storage at all', () => {
    const store = createDraftStore<Draft>({ key: 'none', version: 1, validate, local: null, session: null });
    expect(store.save({ text: 'x', n: 1 })).toBe('memory');
    expect(store.load()).toEqual({ text: 'x', n: 1 });
  });

  it('saves the current value when the page is hidden or unloaded', () => {
    const { local, make } = setup();
    const store = make();
    let value: Draft | null = { text: 'hidden', n: 1 };
    const unbind = store.bindLifecycle(window, () => value);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(JSON.parse(local.getItem('test-draft:v2') ?? '{}').value).toEqual({ text: 'hidden', n: 1 });
    value = { text: 'gone', n: 2 };
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(local.getItem('test-draft:v2') ?? '{}').value).toEqual({ text: 'gone', n: 2 });
    unbind();
    value = { text: 'after', n: 3 };
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(local.getItem('test-draft:v2') ?? '{}').value).toEqual({ text: 'gone', n: 2 });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('clear removes every copy', () => {
    const { local, make } = setup();
    const store = make();
    local.full = true;
    store.save({ text: 'x', n: 1 });
    store.clear();
    expect(make().load()).toBeNull();
  });
});

type Op =
  | { kind: 'save'; value: Draft }
  | { kind: 'localFull'; full: boolean }
  | { kind: 'sessionFull'; full: boolean }
  | { kind: 'reload' }
  | { kind: 'kill' }
  | { kind: 'clear' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      value: fc.record({ text: fc.string({ maxLength: 30 }), n: fc.integer() }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('localFull' as const), full: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sessionFull' as const), full: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'kill' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

describe("the app's memory tier", () => {
  it('keeps a draft only memory holds across a re-mount within its app, and never shows it in another app', () => {
    const withoutStorage = (tiers: { memory: DraftMemory }) =>
      createDraftStore<Draft>({ key: 'form-draft', version: 1, validate, local: null, session: null, ...tiers });
    const inApp =
      (services: AppServices) =>
      ({ children }: { children: ReactNode }) =>
        createElement(AppServicesProvider, { services, children });
    const app = createAppServices({ window, storage: null });
    const other = createAppServices({ window, storage: null });
    const form = renderHook(() => useDraftStore(withoutStorage), { wrapper: inApp(app) });
    expect(form.result.current.save({ text: 'typed', n: 1 })).toBe('memory');
    form.unmount();
    const again = renderHook(() => useDraftStore(withoutStorage), { wrapper: inApp(app) });
    expect(again.result.current.load()).toEqual({ text: 'typed', n: 1 });
    const elsewhere = renderHook(() => useDraftStore(withoutStorage), { wrapper: inApp(other) });
    expect(elsewhere.result.current.load()).toBeNull();
    app.dispose();
    other.dispose();
  });
});

describe('draft store properties', () => {
  it('a reload always gives back the last saved draft', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let clock = 1;
        const { local, session, make, kill } = setup(() => clock++);
        let store = make();
        let last: Draft | null = null;
        let lastTier: DraftTier = 'local';
        const history: Draft[] = [];
        for (const op of ops) {
          switch (op.kind) {
            case 'save':
              lastTier = store.save(op.value);
              last = op.value;
              history.push(op.value);
              break;
            case 'localFull':
              local.full = op.full;
              break;
            case 'sessionFull':
              session.full = op.full;
              break;
            case 'reload':
              store = make();
              expect(store.load()).toEqual(last);
              break;
            case 'kill': {
              // The in-app browser dies: memory is gone, storage stays.
              kill();
              store = make();
              const loaded = store.load();
              if (last === null || lastTier !== 'memory') expect(loaded).toEqual(last);
              // Only memory held the newest: an older draft from storage may come back, never a made-up one.
              else if (loaded !== null) expect(history).toContainEqual(loaded);
              if (lastTier === 'memory') last = loaded;
              break;
            }
            case 'clear':
              store.clear();
              last = null;
              break;
          }
        }
        expect(make().load()).toEqual(last);
      }),
      { numRuns: 300 },
    );
  });
});
