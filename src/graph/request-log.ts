// What the page asked of the API, for the QA studio's Requests tab: REST calls (from RestConfig.onRequest)
// and GraphQL operations (from the operation log link) in one bounded ring buffer. Each graph of a mock
// build has its own (Graph.requestLog, made by client.ts); no React.

import type { RequestLogEntry } from './rest/http';

export interface RestLogRecord extends RequestLogEntry {
  kind: 'rest';
  /** Log-wide sequence number (REST ids and GraphQL ids come from different counters). */
  seq: number;
  /** Epoch milliseconds when the entry was recorded (the call's end). */
  at: number;
}

export interface GraphqlLogRecord {
  kind: 'graphql';
  seq: number;
  at: number;
  operationName: string;
  operationType: 'query' | 'mutation' | 'subscription';
  query: string;
  variables: Record<string, unknown>;
  data?: unknown;
  /** GraphQL errors of the result, or the transport error's message. */
  errors?: Array<{ message: string; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }>;
  durationMs: number;
}

export type RequestLogRecord = RestLogRecord | GraphqlLogRecord;

export type RequestLogInput = Omit<RestLogRecord, 'seq' | 'at'> | Omit<GraphqlLogRecord, 'seq' | 'at'>;

type Listener = (entries: readonly RequestLogRecord[]) => void;

export interface RequestLog {
  readonly capacity: number;
  add(entry: RequestLogInput): RequestLogRecord;
  /** Oldest first; at most `capacity` entries. */
  entries(): readonly RequestLogRecord[];
  clear(): void;
  subscribe(listener: Listener): () => void;
}

export const REQUEST_LOG_CAPACITY = 300;

export function createRequestLog(capacity = REQUEST_LOG_CAPACITY, now: () => number = Date.now): RequestLog {
  const slots: Array<RequestLogRecord | undefined> = new Array<RequestLogRecord | undefined>(capacity);
  let next = 0;
  let size = 0;
  let seq = 0;
  let snapshot: readonly RequestLogRecord[] | null = [];
  const listeners = new Set<Listener>();

  const entries = (): readonly RequestLogRecord[] => {
    if (snapshot) return snapshot;
    const start = (next - size + capacity) % capacity;
    const ordered: RequestLogRecord[] = [];
    for (let i = 0; i < size; i++) {
      const entry = slots[(start + i) % capacity];
      if (entry) ordered.push(entry);
    }
    snapshot = ordered;
    return ordered;
  };

  const notify = () => {
    const current = entries();
    listeners.forEach((listener) => listener(current));
  };

  return {
    capacity,
    add(entry) {
      const record = { ...entry, seq: ++seq, at: now() } as RequestLogRecord;
      slots[next] = record;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
      snapshot = null;
      notify();
      return record;
    },
    entries,
    clear() {
      slots.fill(undefined);
      next = 0;
      size = 0;
      snapshot = [];
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
