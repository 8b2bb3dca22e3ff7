// The lazy image loader's engine (spec section 9): preload ratio 1.3, 3 attempts, 200 ms throttle,
// a cache of 200 loaded addresses, one placeholder for loading and error; each attempt is also cut
// off after 15 s. No React here: each app has its own loader (src/app/services.ts, `images`), which the
// LazyImage component uses; what it knows (loaded addresses, loads in flight, the throttle) is that app's.

import { PLACEHOLDER_IMAGE } from './inline-images';

export interface LazyImageConfig {
  placeholder: string;
  attempts: number;
  /**
   * How long one attempt may take before it counts as failed. Not in the spec: a request that stalls
   * on a phone network fires neither load nor error, and without a limit its address would stay in
   * flight for the whole visit, so every image of that address would wait on it.
   */
  attemptTimeoutMs: number;
  throttleMs: number;
  preloadRatio: number;
  cacheSize: number;
}

export const lazyImageDefaults: LazyImageConfig = {
  placeholder: PLACEHOLDER_IMAGE,
  attempts: 3,
  attemptTimeoutMs: 15_000,
  throttleMs: 200,
  preloadRatio: 1.3,
  cacheSize: 200,
};

/** The observer's margin: an image within `preloadRatio` viewports starts loading. */
export function rootMarginFor(preloadRatio: number): string {
  const extra = Math.max(0, Math.round((preloadRatio - 1) * 100));
  return `${extra}% 0px ${extra}% 0px`;
}

/** A bounded set of addresses known to be loaded (least recently used evicted first). */
export class LoadedCache {
  private readonly entries = new Map<string, true>();

  constructor(private limit: number) {}

  has(url: string): boolean {
    if (!this.entries.has(url)) return false;
    this.entries.delete(url);
    this.entries.set(url, true);
    return true;
  }

  add(url: string): void {
    this.entries.delete(url);
    this.entries.set(url, true);
    this.trim();
  }

  resize(limit: number): void {
    this.limit = Math.max(0, limit);
    this.trim();
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private trim(): void {
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/**
 * Loads an address once. `signal` aborts when the attempt's time is up: the probe should drop its
 * request then (the attempt has already been counted as failed either way).
 */
export type ImageProbe = (url: string, signal: AbortSignal) => Promise<void>;

/** Loads an address off-screen with a detached Image. */
export const browserProbe: ImageProbe = (url, signal) =>
  new Promise<void>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image failed: ${url}`));
    signal.addEventListener(
      'abort',
      () => {
        image.onload = null;
        image.onerror = null;
        // Without a src the image has no request left, so the browser cancels the stalled download.
        image.removeAttribute('src');
        reject(new Error(`image timed out: ${url}`));
      },
      { once: true },
    );
    image.src = url;
  });

/** One attempt: the probe, failed when it has not settled within `timeoutMs`. */
function probeWithin(load: ImageProbe, url: string, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error(`image timed out: ${url}`)), { once: true });
  });
  return Promise.race([load(url, controller.signal), timedOut]).finally(() => clearTimeout(timer));
}

/**
 * Runs queued callbacks at most once per `throttleMs` (first at once, the rest batched), like the
 * classic scroll-throttled lazy loader, so a fast fling does not start dozens of downloads at once.
 */
export function createThrottledQueue(throttleMs: () => number) {
  const queue = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = -Infinity;

  const flush = () => {
    timer = null;
    last = Date.now();
    const jobs = [...queue];
    queue.clear();
    jobs.forEach((job) => job());
  };

  return {
    schedule(job: () => void): () => void {
      queue.add(job);
      if (!timer) {
        const wait = Math.max(0, last + throttleMs() - Date.now());
        if (wait === 0) flush();
        else timer = setTimeout(flush, wait);
      }
      return () => queue.delete(job);
    },
  };
}

export interface ImageLoader {
  config(): LazyImageConfig;
  /** The spec's settings with these changes (tests). */
  configure(overrides?: Partial<LazyImageConfig>): LazyImageConfig;
  /** Addresses known to be loaded: an image of one shows at once. */
  readonly loaded: LoadedCache;
  /** Resolves true once the image loaded (within the configured attempts), false when it never did. */
  load(url: string): Promise<boolean>;
  /** Queues a load behind the throttle; returns the function that takes it off the queue. */
  schedule(job: () => void): () => void;
  /**
   * Tests swap the network probe. Loads still in flight belong to the probe before, so they are
   * forgotten: jsdom's images never load, and a later load of the same address would wait on them.
   */
  setProbe(next: ImageProbe | null): void;
}

/** One app's image loader (src/app/services.ts makes it), with the spec's settings. */
export function createImageLoader(): ImageLoader {
  let config: LazyImageConfig = { ...lazyImageDefaults };
  let probe: ImageProbe = browserProbe;
  const loaded = new LoadedCache(config.cacheSize);
  const inFlight = new Map<string, Promise<boolean>>();
  const queue = createThrottledQueue(() => config.throttleMs);

  function load(url: string): Promise<boolean> {
    if (loaded.has(url)) return Promise.resolve(true);
    const pending = inFlight.get(url);
    if (pending) return pending;
    // Every attempt of this load uses the probe it started with, even after a test swaps the probe.
    const current = probe;
    const attempt = async (): Promise<boolean> => {
      for (let tries = 0; tries < Math.max(1, config.attempts); tries += 1) {
        try {
          await probeWithin(current, url, config.attemptTimeoutMs);
          loaded.add(url);
          return true;
        } catch {
          // try again, up to the configured number of attempts
        }
      }
      return false;
    };
    const promise: Promise<boolean> = attempt().finally(() => {
      if (inFlight.get(url) === promise) inFlight.delete(url);
    });
    inFlight.set(url, promise);
    return promise;
  }

  return {
    config: () => config,
    configure(overrides = {}) {
      config = { ...lazyImageDefaults, ...overrides };
      loaded.resize(config.cacheSize);
      return config;
    },
    loaded,
    load,
    schedule: (job) => queue.schedule(job),
    setProbe(next) {
      probe = next ?? browserProbe;
      inFlight.clear();
    },
  };
}
