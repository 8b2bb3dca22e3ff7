// Runs before every other script (a deferred classic script placed before the entry module in
// index.html; the two run in document order). It makes the declared browser target true for JavaScript
// (package.json "browserslist", decision note 160):
// 1. installs the built-ins the target's oldest engines (iOS 15.0-15.3) lack and the production bundle
//    calls — exactly those scripts/browser-target.mjs finds and lists as PROVIDED; the build fails on a
//    newer one that is neither provided nor checked by hand;
// 2. shows the "update WeChat or your browser" page (platform/unsupported-page.js, the page no-module
//    engines get from its nomodule tag) where the engine is below the target: a built-in the storefront
//    needs and no polyfill here provides is missing, or the entry failed to parse (syntax newer than the
//    engine), instead of leaving the start-up skeleton up for good.
// A classic script cannot import, so it is one file, and it is written for ES2015 engines (no `?.`/`??`).

// The whole file is one function, so nothing it declares lands in the page's global scope.
(() => {
  interface Installable {
    [name: string]: unknown;
  }

  function install(owner: object | undefined, name: string, value: unknown): void {
    if (!owner || name in owner) return;
    Object.defineProperty(owner, name, { value, writable: true, configurable: true, enumerable: false });
  }

  function relativeIndex(length: number, index: number): number | undefined {
    const integer = Math.trunc(Number(index)) || 0;
    const at = integer < 0 ? length + integer : integer;
    return at < 0 || at >= length ? undefined : at;
  }

  function arrayAt(this: ArrayLike<unknown>, index: number): unknown {
    const list = Object(this) as ArrayLike<unknown>;
    const at = relativeIndex(list.length >>> 0, index);
    return at === undefined ? undefined : list[at];
  }

  function stringAt(this: string, index: number): string | undefined {
    if (this === null || this === undefined) throw new TypeError('String.prototype.at called on null or undefined');
    const text = String(this);
    const at = relativeIndex(text.length, index);
    return at === undefined ? undefined : text.charAt(at);
  }

  function arrayFindLast(
    this: ArrayLike<unknown>,
    predicate: (value: unknown, index: number, list: ArrayLike<unknown>) => unknown,
    thisArg?: unknown,
  ): unknown {
    const list = Object(this) as ArrayLike<unknown>;
    for (let index = (list.length >>> 0) - 1; index >= 0; index--) {
      if (predicate.call(thisArg, list[index], index, list)) return list[index];
    }
    return undefined;
  }

  function arrayFindLastIndex(
    this: ArrayLike<unknown>,
    predicate: (value: unknown, index: number, list: ArrayLike<unknown>) => unknown,
    thisArg?: unknown,
  ): number {
    const list = Object(this) as ArrayLike<unknown>;
    for (let index = (list.length >>> 0) - 1; index >= 0; index--) {
      if (predicate.call(thisArg, list[index], index, list)) return index;
    }
    return -1;
  }

  /** Installs every provided built-in that is missing (scripts/browser-target.mjs PROVIDED). */
  function installPolyfills(): void {
    install(Object, 'hasOwn', function hasOwn(object: object, key: PropertyKey): boolean {
      if (object === null || object === undefined) throw new TypeError('Cannot convert undefined or null to object');
      return Object.prototype.hasOwnProperty.call(Object(object), key);
    });
    install(Array.prototype, 'at', arrayAt);
    install(Array.prototype, 'findLast', arrayFindLast);
    install(Array.prototype, 'findLastIndex', arrayFindLastIndex);
    install(String.prototype, 'at', stringAt);
    // %TypedArray%.prototype, shared by Uint8Array and the others.
    if (typeof Uint8Array === 'function') {
      const typedArray = Object.getPrototypeOf(Uint8Array.prototype) as Installable;
      install(typedArray, 'at', arrayAt);
      install(typedArray, 'findLast', arrayFindLast);
      install(typedArray, 'findLastIndex', arrayFindLastIndex);
    }
  }

  /**
   * Built-ins the target's engines have, the storefront calls without a fallback, and a polyfill here
   * cannot give (or that would cost more than the few engines without them are worth).
   */
  function missingBuiltIns(): string[] {
    const scope = window as unknown as Installable;
    const required = [
      'Promise',
      'Proxy',
      'Reflect',
      'WeakMap',
      'Symbol',
      'IntersectionObserver',
      'ResizeObserver',
      'AbortController',
      'queueMicrotask',
      'globalThis',
    ];
    const missing = required.filter((name) => typeof scope[name] === 'undefined');
    if (typeof Object.fromEntries !== 'function') missing.push('Object.fromEntries');
    if (typeof Promise === 'function' && typeof Promise.allSettled !== 'function') missing.push('Promise.allSettled');
    if (typeof String.prototype.matchAll !== 'function') missing.push('String.prototype.matchAll');
    return missing;
  }

  /** Loads the page the nomodule tag gives engines without modules (it covers the app and says why). */
  function showUnsupportedPage(reason: string): void {
    const root = document.documentElement;
    if (root.hasAttribute('data-unsupported')) return;
    root.setAttribute('data-unsupported', reason);
    const legacy = document.querySelector('script[nomodule][src]') as HTMLScriptElement | null;
    if (!legacy) return;
    const script = document.createElement('script');
    script.src = legacy.src;
    document.head.appendChild(script);
  }

  installPolyfills();
  const missing = missingBuiltIns();
  if (missing.length) {
    showUnsupportedPage(`missing ${missing.join(', ')}`);
  } else {
    // The entry module runs before DOMContentLoaded; a SyntaxError reported until then is an entry the
    // engine cannot parse (a runtime SyntaxError in start-up code would leave a broken page anyway).
    const onError = (event: ErrorEvent): void => {
      const syntax =
        (typeof SyntaxError === 'function' && event.error instanceof SyntaxError) ||
        /SyntaxError/.test(String(event.message));
      if (syntax) showUnsupportedPage('the entry did not parse');
    };
    window.addEventListener('error', onError);
    document.addEventListener('DOMContentLoaded', () => window.removeEventListener('error', onError), { once: true });
  }
})();
