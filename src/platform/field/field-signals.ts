// Field signals (docs/decisions/175-field-measurement.md): what the field reporter needs from the time
// before it loads (it waits for the page's load and idle time, field-start.ts). Script errors, unhandled
// rejections, failed lazy chunks, what error boundaries catch and failed REST calls are noted here as
// they happen, kept (a few) until the reporter connects, then handed to it. Also the session's record
// of what the reporter sent, for the QA studio's Field tab. Each app has its own (AppServices.field, made
// by src/app/services.ts with the page's window, whose errors it hears). Small on purpose: it ships in the
// entry.

import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from '../preload-error';

export type FieldErrorSource = 'uncaught' | 'rejection' | 'boundary' | 'chunk';
/** How a REST call failed: an HTTP status other than 200, or a fault without one. */
export type FieldFault = 'status' | 'timeout' | 'network' | 'parse' | 'envelope' | 'other';

export type FieldSignal =
  | { kind: 'error'; source: FieldErrorSource; message: string; where?: string; at: number }
  | { kind: 'rest'; operation: string; status?: number; fault: FieldFault; durationMs: number; at: number };

/** Signals kept until the reporter connects (a visit that fails at every turn cannot grow memory). */
export const EARLY_SIGNAL_LIMIT = 30;

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : 0;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : Object.prototype.toString.call(error);
}

function faultOf(error: unknown): FieldFault {
  const status = (error as { status?: unknown } | null)?.status;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof status === 'number'
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
}

/** One app's field signals: what happened, kept until the reporter connects, and what it sent. */
export interface FieldSignals {
  signal(signal: FieldSignal): void;
  noteError(source: FieldErrorSource, error: unknown, where?: string): void;
  /** A REST call that failed after its retries (src/graph/rest/http.ts). Never its address, body or answer. */
  noteRestFailure(operation: string, error: unknown, durationMs: number): void;
  /** The reporter takes over: the kept signals first, then every new one as it happens. */
  connect(next: ((signal: FieldSignal) => void) | null): void;
  /** What the reporter sent (the QA studio's Field tab). */
  readonly session: FieldSession;
  /** Stops hearing the window's errors (the app is gone). */
  dispose(): void;
}

/** Field signals that hear `win`'s script errors, unhandled rejections and failed chunks. */
export function createFieldSignals(win?: Window): FieldSignals {
  let sink: ((signal: FieldSignal) => void) | null = null;
  const early: FieldSignal[] = [];
  const listening = new AbortController();
  const signal = (next: FieldSignal): void => {
    if (sink) {
      try {
        sink(next);
      } catch {
        // measuring never breaks the page
      }
    } else if (early.length < EARLY_SIGNAL_LIMIT) {
      early.push(next);
    }
  };
  const noteError = (source: FieldErrorSource, error: unknown, where?: string): void =>
    signal({ kind: 'error', source, message: messageOf(error), ...(where ? { where } : {}), at: now() });
  const noteRestFailure = (operation: string, error: unknown, durationMs: number): void => {
    const status = (error as { status?: unknown } | null)?.status;
    signal({
      kind: 'rest',
      operation,
      ...(typeof status === 'number' ? { status } : {}),
      fault: faultOf(error),
      durationMs: Math.round(durationMs),
      at: now(),
    });
  };
  if (win && typeof win.addEventListener === 'function') {
    const options = { signal: listening.signal };
    win.addEventListener(
      'error',
      (event: Event) => {
        // Resource load failures do not bubble to window; what arrives here is a script error.
        const { error, message, filename, lineno, colno } = event as ErrorEvent;
        const file = typeof filename === 'string' ? filename.split(/[?#]/)[0]?.split('/').pop() : '';
        noteError('uncaught', error ?? message, file ? `${file}:${lineno}:${colno}` : undefined);
      },
      options,
    );
    win.addEventListener(
      'unhandledrejection',
      (event: PromiseRejectionEvent) => noteError('rejection', event.reason),
      options,
    );
    win.addEventListener(
      PRELOAD_ERROR_EVENT,
      (event: Event) => noteError('chunk', (event as PreloadErrorEvent).detail?.error),
      options,
    );
  }
  return {
    signal,
    noteError,
    noteRestFailure,
    connect(next) {
      sink = next;
      if (next) early.splice(0).forEach(signal);
    },
    session: createFieldSession(),
    dispose: () => listening.abort(),
  };
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
export interface FieldSession {
  records(): readonly FieldRecord[];
  add(name: string, properties: Record<string, string | number | boolean>): void;
  subscribe(listener: SessionListener): () => void;
}

function createFieldSession(): FieldSession {
  let records: readonly FieldRecord[] = [];
  let seq = 0;
  const listeners = new Set<SessionListener>();
  return {
    records: () => records,
    add(name, properties) {
      records = [...records, { seq: ++seq, name, properties }].slice(-FIELD_SESSION_LIMIT);
      listeners.forEach((listener) => listener(records));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
