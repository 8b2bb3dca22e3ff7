// Field signals (docs/decisions/175-field-measurement.md): what the field reporter needs from the time
// before it loads (it waits for the page's load and idle time, field-start.ts). Script errors, unhandled
// rejections, failed lazy chunks, what error boundaries catch and failed REST calls are noted here as
// they happen, kept (a few) until the reporter connects, then handed to it. Also the session's record
// of what the reporter sent, for the QA studio's Field tab. Small on purpose: it ships in the entry.

import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from '../preload-error';

export type FieldErrorSource = 'uncaught' | 'rejection' | 'boundary' | 'chunk';
/** How a REST call failed: an HTTP status other than 200, or a fault without one. */
export type FieldFault = 'status' | 'timeout' | 'network' | 'parse' | 'envelope' | 'other';

export type FieldSignal =
  | { kind: 'error'; source: FieldErrorSource; message: string; where?: string; at: number }
  | { kind: 'rest'; operation: string; status?: number; fault: FieldFault; durationMs: number; at: number };

/** Signals kept until the reporter connects (a visit that fails at every turn cannot grow memory). */
export const EARLY_SIGNAL_LIMIT = 30;

let sink: ((signal: FieldSignal) => void) | null = null;
const early: FieldSignal[] = [];

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : 0;
}

export function signalField(signal: FieldSignal): void {
  if (sink) {
    try {
      sink(signal);
    } catch {
      // measuring never breaks the page
    }
  } else if (early.length < EARLY_SIGNAL_LIMIT) {
    early.push(signal);
  }
}

/** The reporter takes over: the kept signals first, then every new one as it happens. */
export function connectField(next: ((signal: FieldSignal) => void) | null): void {
  sink = next;
  if (next) early.splice(0).forEach(signalField);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : Object.prototype.toString.call(error);
}

export function noteError(source: FieldErrorSource, error: unknown, where?: string): void {
  signalField({ kind: 'error', source, message: messageOf(error), ...(where ? { where } : {}), at: now() });
}

/** A REST call that failed after its retries (src/graph/rest/http.ts). Never its address, body or answer. */
export function noteRestFailure(operation: string, error: unknown, durationMs: number): void {
  const status = (error as { status?: unknown } | null)?.status;
  const code = (error as { code?: unknown } | null)?.code;
  const fault: FieldFault =
    typeof status === 'number'
      ? 'status'
      : code === 'TIMEOUT'
        ? 'timeout'
        : code === 'NETWORK'
          ? 'network'
          : code === 'PARSE'
            ? 'parse'
            : code === 'ENVELOPE'
              ? 'envelope'
              : 'other';
  signalField({
    kind: 'rest',
    operation,
    ...(typeof status === 'number' ? { status } : {}),
    fault,
    durationMs: Math.round(durationMs),
    at: now(),
  });
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('error', (event: Event) => {
    // Resource load failures do not bubble to window; what arrives here is a script error.
    const { error, message, filename, lineno, colno } = event as ErrorEvent;
    const file = typeof filename === 'string' ? filename.split(/[?#]/)[0]?.split('/').pop() : '';
    noteError('uncaught', error ?? message, file ? `${file}:${lineno}:${colno}` : undefined);
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => noteError('rejection', event.reason));
  window.addEventListener(PRELOAD_ERROR_EVENT, (event: Event) =>
    noteError('chunk', (event as PreloadErrorEvent).detail?.error),
  );
}

/** One entry of the session's record: an event as the reporter queued it. */
export interface FieldRecord {
  seq: number;
  name: string;
  properties: Record<string, string | number | boolean>;
}

export const FIELD_SESSION_LIMIT = 100;

type SessionListener = (records: readonly FieldRecord[]) => void;

/** What the reporter sent during this page's life, newest last (bounded); the QA studio subscribes. */
export const fieldSession = {
  records: [] as FieldRecord[],
  listeners: new Set<SessionListener>(),
  seq: 0,
  add(name: string, properties: Record<string, string | number | boolean>): void {
    this.records = [...this.records, { seq: ++this.seq, name, properties }].slice(-FIELD_SESSION_LIMIT);
    this.listeners.forEach((listener) => listener(this.records));
  },
  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  },
};
