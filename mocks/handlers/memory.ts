// A mocked server's memory that outlives a reload and a new visit in a browser, as a real server's
// would (localStorage under one key). Nothing here judges what was kept: `load` answers what the JSON
// held (or null), and each server reads it defensively. A full, blocked or absent storage keeps the
// memory for the page only.

export interface MockMemory {
  save(value: unknown): void;
  load(): unknown;
  clear(): void;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function mockMemory(key: string): MockMemory {
  return {
    save(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // the memory lives on for this page
      }
    },
    load() {
      try {
        return JSON.parse(storage()?.getItem(key) ?? 'null') as unknown;
      } catch {
        return null;
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing kept
      }
    },
  };
}
