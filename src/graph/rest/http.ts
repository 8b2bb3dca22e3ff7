// The one place that calls fetch(). It builds URLs per host, applies the operation's envelope rule,
// times out and retries idempotent GETs, and raises typed errors (errors.ts).

import type { Presenter } from '../../platform/presenter';
import { takeEarlyAnswer, type EarlyAnswer } from '../../platform/early-answer';
import { envelopeSucceeded } from './envelope';
import { EnvelopeError, HttpStatusError, NetworkError, ParseError, RestError, TimeoutError } from './errors';
import { operations, type HostKey, type OperationName, type OperationSpec } from './operations';
import { operationUrl, searchParams, type Params } from './url';

export type { ParamValue, Params } from './url';

export interface CallOptions {
  pathParams?: Record<string, string>;
  params?: Params;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** For operations with a session cache: what identifies the result (defaults to the URL). */
  cacheKey?: string;
}

export interface RequestLogEntry {
  id: number;
  operation: OperationName;
  method: string;
  url: string;
  requestBody?: string;
  status?: number;
  envelopeCode?: string | number;
  durationMs: number;
  responseBody?: unknown;
  error?: string;
}

export interface RestConfig {
  hosts: Record<Exclude<HostKey, 'relative'>, string>;
  presenter: Presenter;
  timeoutMs?: number;
  /** Waits before each retry of an idempotent GET; its length is the number of retries. */
  retryDelaysMs?: number[];
  fetch?: typeof fetch;
  /**
   * The staff bearer token the internal business system handed to its embed (src/platform/staff-token.ts):
   * sent as `Authorization: Bearer …` on staff operations only (OperationSpec.staff). Memory only.
   */
  staffToken?: string | null;
  onRequest?: (entry: RequestLogEntry) => void;
  /** A call that failed after its retries: field measurement notes it (AppServices.field.noteRestFailure). */
  onFailure?: (operation: OperationName, error: unknown, durationMs: number) => void;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_DELAYS_MS = [400, 1200];
const RETRIABLE_STATUSES = new Set([502, 503, 504]);
/** Session-cached results kept at most (cars, recommendations, equipment): memory stays flat in long sessions. */
export const SESSION_CACHE_LIMIT = 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The envelope's text: `msg` as the spec names it, else a `message` some endpoints send instead. */
function bodyMessage(body: unknown, fallback: string): string {
  if (isRecord(body)) {
    for (const key of ['msg', 'message']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return fallback;
}

function requestKey(name: OperationName, spec: OperationSpec, url: string, options: CallOptions): string {
  return `${name} ${spec.method} ${url} ${spec.method === 'POST' ? JSON.stringify(options.body ?? {}) : ''}`;
}

/** The early script's answer, given up when the call times out (the app's own timeout still holds). */
function untilAborted(answer: Promise<EarlyAnswer>, signal: AbortSignal): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    answer.then(resolve, reject);
  });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export class RestClient {
  private readonly sessionCache = new Map<string, Promise<unknown>>();
  /** The id of this client's next request (RequestLogEntry.id). */
  private nextRequestId = 1;

  constructor(private readonly config: RestConfig) {}

  url(name: OperationName, options: CallOptions = {}): string {
    const spec: OperationSpec = operations[name];
    return operationUrl(spec, spec.host === 'relative' ? '' : this.config.hosts[spec.host], options);
  }

  /**
   * Calls an operation. `memo` (one per GraphQL operation) makes parallel fields share one request;
   * operations with a session cache keep their result for the whole session.
   */
  call(name: OperationName, options: CallOptions = {}, memo?: Map<string, Promise<unknown>>): Promise<unknown> {
    const spec: OperationSpec = operations[name];
    const url = this.url(name, options);
    const key = requestKey(name, spec, url, options);
    if (spec.sessionCache) {
      const cacheKey = `${name}:${options.cacheKey ?? url}`;
      const cached = this.sessionCache.get(cacheKey);
      if (cached) {
        // Most recently used last: the oldest entries go first when the cache is full.
        this.sessionCache.delete(cacheKey);
        this.sessionCache.set(cacheKey, cached);
        return cached;
      }
      const pending = this.send(name, spec, url, options);
      this.remember(cacheKey, pending);
      return pending;
    }
    if (spec.method === 'GET' && memo) {
      const shared = memo.get(key);
      if (shared) return shared;
      const pending = this.send(name, spec, url, options);
      memo.set(key, pending);
      return pending;
    }
    return this.send(name, spec, url, options);
  }

  /** Forgets session-cached results (QA studio scenario switches, tests). */
  clearSessionCache(): void {
    this.sessionCache.clear();
  }

  /** Forgets one session-cached result, when the server has said it changed (a car reserved or released). */
  forget(name: OperationName, options: CallOptions = {}): void {
    this.sessionCache.delete(`${name}:${options.cacheKey ?? this.url(name, options)}`);
  }

  private remember(cacheKey: string, pending: Promise<unknown>): void {
    this.sessionCache.set(cacheKey, pending);
    while (this.sessionCache.size > SESSION_CACHE_LIMIT) {
      const oldest = this.sessionCache.keys().next().value;
      if (oldest === undefined) break;
      this.sessionCache.delete(oldest);
    }
    pending.catch(() => this.sessionCache.delete(cacheKey));
  }

  private async send(name: OperationName, spec: OperationSpec, url: string, options: CallOptions): Promise<unknown> {
    const retries = spec.method === 'GET' ? (this.config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS) : [];
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.attempt(name, spec, url, options);
      } catch (error) {
        // A fast failure (no connection, a gateway's 502/503) is tried again. A timeout is not: the
        // visitor has waited the whole timeout already, and three of them kept a page on its skeleton
        // for about 35 s. The error shows within the timeout, with the screen's own retry.
        const retriable =
          error instanceof NetworkError || (error instanceof HttpStatusError && RETRIABLE_STATUSES.has(error.status));
        const delay = retries[attempt];
        if (!retriable || delay === undefined) {
          // Field measurement sees the failed call: its operation, status or fault and duration only.
          this.config.onFailure?.(name, error, Date.now() - started);
          throw error;
        }
        await sleep(delay);
      }
    }
  }

  private async attempt(name: OperationName, spec: OperationSpec, url: string, options: CallOptions): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (spec.host === 'main') headers['X-Requested-With'] = 'XMLHttpRequest';
    if (spec.staff && this.config.staffToken) headers.Authorization = `Bearer ${this.config.staffToken}`;
    let requestBody: string | undefined;
    if (spec.method === 'POST') {
      if (spec.body === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        requestBody = searchParams(options.body).toString();
      } else {
        headers['Content-Type'] = 'application/json';
        requestBody = JSON.stringify(options.body ?? {});
      }
    }

    const entry: RequestLogEntry = {
      id: this.nextRequestId++,
      operation: name,
      method: spec.method,
      url,
      durationMs: 0,
    };
    if (requestBody !== undefined) entry.requestBody = requestBody;
    const started = Date.now();
    const finish = (patch: Partial<RequestLogEntry>) => {
      this.config.onRequest?.({ ...entry, ...patch, durationMs: Date.now() - started });
    };

    const timeoutMs = this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const doFetch = this.config.fetch ?? fetch;
    // The first screen's call may have been asked already by the early script, with the same headers
    // (decision note 204): its answer is this call's. A staff call carries a token the early script
    // never sends, so it always asks anew.
    const early = spec.method === 'GET' && !(spec.staff && this.config.staffToken) ? takeEarlyAnswer(url) : null;
    let status: number;
    let text: string;
    try {
      if (early) {
        ({ status, text } = await untilAborted(early, controller.signal));
      } else {
        const init: RequestInit = { method: spec.method, headers, signal: controller.signal };
        if (requestBody !== undefined) init.body = requestBody;
        const response = await doFetch(url, init);
        status = response.status;
        text = await response.text();
      }
    } catch (cause) {
      const error = controller.signal.aborted ? new TimeoutError(timeoutMs, name) : new NetworkError(name);
      finish({ error: error.message });
      throw error;
    } finally {
      clearTimeout(timer);
    }

    if (status !== 200) {
      const error = new HttpStatusError(status, name);
      finish({ status, error: error.message });
      throw error;
    }
    // An absent response is silently ignored (spec section 8).
    if (!text.trim()) {
      finish({ status });
      return undefined;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const error = new ParseError(`Malformed JSON from ${spec.path}`, name);
      finish({ status, error: error.message, responseBody: text.slice(0, 2000) });
      throw error;
    }
    const envelopeCode = isRecord(body) ? (body.status ?? body.code) : undefined;
    const logged: Partial<RequestLogEntry> = { status, responseBody: body };
    if (typeof envelopeCode === 'string' || typeof envelopeCode === 'number') logged.envelopeCode = envelopeCode;
    try {
      const result = this.applyEnvelope(name, spec, body);
      finish(logged);
      return result;
    } catch (error) {
      finish({ ...logged, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  private applyEnvelope(name: OperationName, spec: OperationSpec, body: unknown): unknown {
    if (envelopeSucceeded(spec.envelope, body)) return body;
    switch (spec.envelope) {
      case 'code-2000000':
        if (spec.onEnvelopeFailure === 'null') return null;
        throw new EnvelopeError(bodyMessage(body, 'Request failed'), body, name);
      case 'business':
        this.config.presenter.alert(bodyMessage(body, 'Request failed'));
        return body;
      default:
        throw new EnvelopeError(bodyMessage(body, 'Request failed'), body, name);
    }
  }
}

export { RestError };
