// Usage analytics (spec sections 1, 3, 6, 9). Starts with the app name 'self-operated car h5';
// user identifiers are attached only when open id, union id, user id and uuid are all stored; one
// page view after every navigation. Events are batched and sent as JSON with sendBeacon (else fetch
// keepalive): the one place besides src/graph/rest/http.ts that talks to the network
// (docs/decisions/003-analytics-transport.md). Sending never blocks navigation and a failure is silent.
// Each app has its own instance (AppServices.analytics, made by src/app/services.ts); boot starts it.

export const ANALYTICS_APP_NAME = 'self-operated car h5';

export const IDENTIFIER_KEYS = {
  appKey: 'app_key',
  openId: 'open_id',
  unionId: 'union_id',
  userId: 'user_id',
  uuid: 'uuid',
  isClueCustomer: 'is_clue_customer',
  clueCustomerUuid: 'clue_customer_uuid',
} as const;

export type IdentifierName = keyof typeof IDENTIFIER_KEYS;
export type StoredIdentifiers = Partial<Record<IdentifierName, string>>;

/** Longer values are not identifiers (a corrupted or hostile entry): ignored. */
export const MAX_IDENTIFIER_LENGTH = 128;

export interface StorageLike {
  getItem(key: string): string | null;
}

/** Reads the identifiers defensively: a blocked storage, a throwing getter, a wrong type or an odd length yields nothing. */
export function readIdentifiers(storage: StorageLike | null | undefined): StoredIdentifiers {
  const out: StoredIdentifiers = {};
  if (!storage) return out;
  for (const [name, key] of Object.entries(IDENTIFIER_KEYS) as [IdentifierName, string][]) {
    let value: unknown;
    try {
      value = storage.getItem(key);
    } catch {
      continue;
    }
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (!trimmed || trimmed.length > MAX_IDENTIFIER_LENGTH || trimmed === 'undefined' || trimmed === 'null') continue;
    out[name] = trimmed;
  }
  return out;
}

export interface UserAttributes {
  openId: string;
  unionId: string;
  userId: string;
  uuid: string;
  appKey?: string;
  isClueCustomer?: string;
  clueCustomerUuid?: string;
}

/** The user attributes, only when open id, union id, user id and uuid all exist. */
export function userAttributes(ids: StoredIdentifiers): UserAttributes | null {
  const { openId, unionId, userId, uuid } = ids;
  if (!openId || !unionId || !userId || !uuid) return null;
  const attributes: UserAttributes = { openId, unionId, userId, uuid };
  if (ids.appKey) attributes.appKey = ids.appKey;
  if (ids.isClueCustomer) attributes.isClueCustomer = ids.isClueCustomer;
  if (ids.clueCustomerUuid) attributes.clueCustomerUuid = ids.clueCustomerUuid;
  return attributes;
}

export type AnalyticsEvent =
  | { type: 'start'; at: string; appName: string }
  | { type: 'pageview'; at: string; title: string; url: string }
  | { type: 'event'; at: string; name: string; properties: Record<string, string | number | boolean> };

export interface AnalyticsBatch {
  appName: string;
  user: UserAttributes | null;
  events: AnalyticsEvent[];
}

/** Sends one batch; resolves whether or not it arrived. */
export type AnalyticsTransport = (url: string, batch: AnalyticsBatch) => void;

function absolute(url: string): string {
  try {
    return new URL(url, window.location.href).toString();
  } catch {
    return url;
  }
}

/** sendBeacon where available (survives page unload), else fetch with keepalive. */
export const beaconTransport: AnalyticsTransport = (url, batch) => {
  const body = JSON.stringify(batch);
  const target = absolute(url);
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const blob = new Blob([body], { type: 'application/json' });
      if (navigator.sendBeacon(target, blob)) return;
    }
  } catch {
    // fall through to fetch
  }
  try {
    void fetch(target, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // analytics never surfaces a failure
  }
};

export interface AnalyticsOptions {
  /** Where batches go; empty turns analytics off (events are dropped, nothing is sent). */
  url: string;
  storage?: StorageLike | null;
  transport?: AnalyticsTransport;
  /** Events are sent together after this pause (or when the batch is full, or the page is hidden). */
  flushDelayMs?: number;
  maxBatch?: number;
  now?: () => Date;
}

export class Analytics {
  private started = false;
  private user: UserAttributes | null = null;
  private queue: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private options: Required<Omit<AnalyticsOptions, 'storage'>> | null = null;
  private readonly beforeStart: AnalyticsEvent[] = [];
  private detachPageHide: (() => void) | null = null;
  private readonly pageViewListeners = new Set<(url: string) => void>();

  get isStarted(): boolean {
    return this.started;
  }

  get identified(): boolean {
    return this.user !== null;
  }

  /** Starts with the app name; attaches the stored identifiers when all four exist. */
  start(options: AnalyticsOptions): { identified: boolean } {
    this.options = {
      url: options.url,
      transport: options.transport ?? beaconTransport,
      flushDelayMs: options.flushDelayMs ?? 1000,
      maxBatch: options.maxBatch ?? 20,
      now: options.now ?? (() => new Date()),
    };
    this.user = userAttributes(readIdentifiers(options.storage));
    this.started = true;
    this.push({ type: 'start', at: this.options.now().toISOString(), appName: ANALYTICS_APP_NAME });
    // Page views that happened while boot was still running.
    this.beforeStart.splice(0).forEach((event) => this.push(event));
    if (typeof window !== 'undefined' && !this.detachPageHide) {
      const onHide = () => {
        if (document.visibilityState === 'hidden') this.flush();
      };
      const onPageHide = () => this.flush();
      document.addEventListener('visibilitychange', onHide);
      window.addEventListener('pagehide', onPageHide);
      this.detachPageHide = () => {
        document.removeEventListener('visibilitychange', onHide);
        window.removeEventListener('pagehide', onPageHide);
      };
    }
    return { identified: this.user !== null };
  }

  /** Hears every page view's address as it is recorded (the field reporter follows navigations with it). */
  onPageView(listener: (url: string) => void): () => void {
    this.pageViewListeners.add(listener);
    return () => {
      this.pageViewListeners.delete(listener);
    };
  }

  pageView(title: string, url: string): void {
    this.pageViewListeners.forEach((listener) => {
      try {
        listener(url);
      } catch {
        // a listener never stops the page view
      }
    });
    const at = (this.options?.now() ?? new Date()).toISOString();
    const event: AnalyticsEvent = { type: 'pageview', at, title, url };
    if (!this.started) {
      this.beforeStart.push(event);
      return;
    }
    this.push(event);
  }

  track(name: string, properties: Record<string, string | number | boolean> = {}): void {
    const event: AnalyticsEvent = {
      type: 'event',
      at: (this.options?.now() ?? new Date()).toISOString(),
      name,
      properties,
    };
    if (!this.started) {
      this.beforeStart.push(event);
      return;
    }
    this.push(event);
  }

  /** Sends what is queued now. */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.options || this.queue.length === 0) return;
    const events = this.queue.splice(0);
    const batch: AnalyticsBatch = { appName: ANALYTICS_APP_NAME, user: this.user, events };
    try {
      this.options.transport(this.options.url, batch);
    } catch {
      // silent by design
    }
  }

  /** The app is gone: what is queued is dropped and the page's hiding is no longer heard. */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queue = [];
    this.beforeStart.length = 0;
    this.started = false;
    this.user = null;
    this.options = null;
    this.detachPageHide?.();
    this.detachPageHide = null;
  }

  private push(event: AnalyticsEvent): void {
    if (!this.options?.url) return;
    this.queue.push(event);
    if (this.queue.length >= this.options.maxBatch) {
      this.flush();
      return;
    }
    if (!this.timer) this.timer = setTimeout(() => this.flush(), this.options.flushDelayMs);
  }
}

/** localStorage, or null where it is blocked (private mode, sandboxed frames). */
export function safeLocalStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
