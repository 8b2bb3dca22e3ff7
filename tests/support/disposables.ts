// What tests made and nobody disposed: the services of every graph tests/support/graph.tsx made. One
// rendered by GraphProvider or the app is disposed when it unmounts; one a test only queries never is,
// and its window listeners (the buyer store's, the field signals') would stay with the worker.
// tests/setup.ts disposes them all when a file ends (disposing is idempotent). A module of its own, so
// the setup does not load the graph for files that never use one.

const made = new Set<{ dispose: () => void }>();

export function disposeLater(item: { dispose: () => void }): void {
  made.add(item);
}

export function disposeAll(): void {
  for (const item of made) item.dispose();
  made.clear();
}
