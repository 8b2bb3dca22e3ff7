// The lazy image loader's engine (spec section 9): preload ratio 1.3, 3 attempts, 200 ms throttle,
// a cache of 200 loaded addresses, one placeholder for loading and error. No React here: the boot
// machine configures it, the LazyImage component uses it.

import { PLACEHOLDER_IMAGE } from '../ui/inline-images';

export interface LazyImageConfig {
  placeholder: string;
  attempts: number;
  throttleMs: number;
  preloadRatio: number;
  cacheSize: number;
}

export const lazyImageDefaults: LazyImageConfig = {
  placeholder: PLACEHOLDER_IMAGE,
  attempts: 3,
  throttleMs: 200,
  preloadRatio: 1.3,
  cacheSize: 200,
};

let config: LazyImageConfig = { ...lazyImageDefaults };

export function configureLazyImages(overrides: Partial<LazyImageConfig> = {}): LazyImageConfig {
  config = { ...lazyImageDefaults, ...overrides };
  loadedCache.resize(config.cacheSize);
  return config;
}

export function lazyImageConfig(): LazyImageConfig {
  return config;
}

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

export const loadedCache = new LoadedCache(lazyImageDefaults.cacheSize);

export type ImageProbe = (url: string) => Promise<void>;

/** Loads an address off-screen with a detached Image. */
export const browserProbe: ImageProbe = (url) =>
  new Promise<void>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image failed: ${url}`));
    image.src = url;
  });

let probe: ImageProbe = browserProbe;
const inFlight = new Map<string, Promise<boolean>>();

/**
 * Tests swap the network probe. Loads still in flight belong to the probe before, so they are
 * forgotten: jsdom's images never load, and a test file run after another in the same worker would
 * otherwise wait on the earlier file's load of the same address.
 */
export function setImageProbe(next: ImageProbe | null): void {
  probe = next ?? browserProbe;
  inFlight.clear();
}

/** Resolves true once the image loaded (within the configured attempts), false when it never did. */
export function loadImage(url: string): Promise<boolean> {
  if (loadedCache.has(url)) return Promise.resolve(true);
  const pending = inFlight.get(url);
  if (pending) return pending;
  const attempt = async (): Promise<boolean> => {
    for (let tries = 0; tries < Math.max(1, config.attempts); tries += 1) {
      try {
        await probe(url);
        loadedCache.add(url);
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

export const imageQueue = createThrottledQueue(() => config.throttleMs);
