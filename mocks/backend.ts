// Whose memory the mocked servers answer from. The mocked REST servers (the reservation and viewing
// servers, the sell-car clues, the analytics collector) and the scenario keep state as a real backend
// would; each keeps it per fake backend (`perMockBackend`), never in a module variable of its own. A
// browser page has one fake backend for its life. The unit tests share one msw server and one module
// registry across files (vitest.config.ts), so tests/setup.ts starts a new fake backend for every test,
// next to server.resetHandlers(): one generic step that leaves nothing of a test's server memory to the
// next, whatever mocks keep memory, with no list of them to keep up to date.

/** One fake backend: a key the mocked servers' memories are kept under. */
export type MockBackend = { readonly started: number };

let current: MockBackend = { started: 0 };

/** A new, empty fake backend from now on (each unit test; the memory it had is dropped with it). */
export function startMockBackend(): void {
  current = { started: current.started + 1 };
}

/** A mock's memory of the current fake backend, made by `create` the first time this backend needs it. */
export function perMockBackend<T>(create: () => T): () => T {
  const memories = new WeakMap<MockBackend, T>();
  return () => {
    let memory = memories.get(current);
    if (memory === undefined) {
      memory = create();
      memories.set(current, memory);
    }
    return memory;
  };
}
