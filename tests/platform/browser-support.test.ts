// @vitest-environment node
// src/platform/browser-support.ts, the script that runs before the entry: it puts back exactly the
// built-ins scripts/browser-target.mjs lists as PROVIDED where an engine lacks them, with the
// built-ins' behaviour, and leaves an engine's own ones alone; where a built-in no polyfill gives is
// missing it loads the page for engines below the target. Each case runs the script in a fresh realm
// (node:vm) with a small window, as an older engine would have it; its run in a browser is
// tests/e2e/browser-target.e2e.test.ts.
import { readFileSync } from 'node:fs';
import { createContext, runInContext, type Context } from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { PROVIDED } from '../../scripts/browser-target.mjs';

const script = ts.transpileModule(readFileSync('src/platform/browser-support.ts', 'utf8'), {
  compilerOptions: { target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.None },
}).outputText;

/** Where each provided built-in lives, as code in the realm. */
const HOMES: Record<string, [owner: string, key: string]> = {
  'Object.hasOwn': ['Object', 'hasOwn'],
  'Array.prototype.at': ['Array.prototype', 'at'],
  'String.prototype.at': ['String.prototype', 'at'],
  'TypedArray.prototype.at': ['Object.getPrototypeOf(Uint8Array.prototype)', 'at'],
  'Array.prototype.findLast': ['Array.prototype', 'findLast'],
  'Array.prototype.findLastIndex': ['Array.prototype', 'findLastIndex'],
  'TypedArray.prototype.findLast': ['Object.getPrototypeOf(Uint8Array.prototype)', 'findLast'],
  'TypedArray.prototype.findLastIndex': ['Object.getPrototypeOf(Uint8Array.prototype)', 'findLastIndex'],
};

/** A realm with a window of the target's globals; `setup` runs first (deleting what an engine lacks). */
function realm(setup = ''): Context {
  const context = createContext({});
  runInContext(
    `globalThis.window = globalThis;
     for (const name of ['IntersectionObserver', 'ResizeObserver', 'AbortController', 'queueMicrotask']) globalThis[name] = function () {};
     globalThis.loaded = [];
     globalThis.addEventListener = () => {};
     const attributes = {};
     globalThis.document = {
       documentElement: { hasAttribute: (n) => n in attributes, setAttribute: (n, v) => { attributes[n] = v; }, getAttribute: (n) => attributes[n] ?? null },
       querySelector: (selector) => selector === 'script[nomodule][src]' ? { src: '/unsupported-page.1234abcd.js' } : null,
       createElement: () => ({}),
       head: { appendChild: (node) => loaded.push(node.src) },
       addEventListener: () => {},
     };
     ${setup}`,
    context,
  );
  runInContext(script, context);
  return context;
}

const deleteAll = Object.values(HOMES)
  .map(([owner, key]) => `delete ${owner}.${key};`)
  .join('\n');

describe('browser-support: the polyfills', () => {
  it('cover every built-in the build check counts as provided', () => {
    expect(Object.keys(HOMES).sort()).toEqual([...(PROVIDED as string[])].sort());
  });

  it('put each back, not enumerable, where it was missing', () => {
    const context = realm(
      `${deleteAll}\nglobalThis.before = [${Object.values(HOMES)
        .map(([owner, key]) => `typeof ${owner}.${key}`)
        .join(', ')}];`,
    );
    expect(runInContext('before', context)).toEqual(Object.keys(HOMES).map(() => 'undefined'));
    for (const [name, [owner, key]] of Object.entries(HOMES)) {
      expect(runInContext(`typeof ${owner}.${key}`, context), name).toBe('function');
      expect(runInContext(`Object.getOwnPropertyDescriptor(${owner}, '${key}').enumerable`, context), name).toBe(false);
    }
    // A for-in over an array meets no `at` (what an enumerable polyfill would break).
    expect(runInContext(`const seen = []; for (const i in ['a']) seen.push(i); seen`, context)).toEqual(['0']);
  });

  it('behave as the built-ins do', () => {
    const context = realm(deleteAll);
    const run = (code: string): unknown =>
      JSON.parse(
        runInContext(`JSON.stringify(${code}, (k, v) => v === undefined ? '(undefined)' : v)`, context) as string,
      );
    expect(
      run(
        `[Object.hasOwn({ a: 1 }, 'a'), Object.hasOwn({ a: 1 }, 'toString'), Object.hasOwn(Object.create(null), 'a'), Object.hasOwn('abc', 'length')]`,
      ),
    ).toEqual([true, false, false, true]);
    expect(
      run(
        `(() => { try { Object.hasOwn(null, 'a'); return 'no error'; } catch (e) { return e.constructor.name; } })()`,
      ),
    ).toBe('TypeError');
    expect(
      run(
        `[[1, 2, 3].findLast((x) => x < 3), [1, 2, 3].findLastIndex((x) => x < 3), [1, 2].findLast((x) => x > 5), [1, 2].findLastIndex((x) => x > 5), new Uint8Array([4, 5]).findLast((x) => x > 0)]`,
      ),
    ).toEqual([2, 1, '(undefined)', -1, 5]);
    expect(
      run(
        `[[1, 2, 3].at(0), [1, 2, 3].at(-1), [1, 2, 3].at(3), [1, 2, 3].at(-4), [1, 2, 3].at(1.7), [1, 2, 3].at(NaN)]`,
      ),
    ).toEqual([1, 3, '(undefined)', '(undefined)', 2, 1]);
    expect(run(`Array.prototype.at.call({ length: 2, 0: 'x', 1: 'y' }, -1)`)).toBe('y');
    expect(run(`['ab'.at(-1), '诺车'.at(0), ''.at(0)]`)).toEqual(['b', '诺', '(undefined)']);
    expect(run(`[new Uint8Array([5, 6, 7]).at(-1), new Float64Array([0.5]).at(0)]`)).toEqual([7, 0.5]);
  });

  it("leave an engine's own built-ins alone, and show no page on an engine of the target", () => {
    const context = realm();
    for (const [name, [owner, key]] of Object.entries(HOMES)) {
      expect(runInContext(`${owner}.${key}.toString().includes('[native code]')`, context), name).toBe(true);
    }
    expect(runInContext('loaded', context)).toEqual([]);
    expect(runInContext(`document.documentElement.getAttribute('data-unsupported')`, context)).toBeNull();
  });
});

describe('browser-support: below the target', () => {
  it('loads the nomodule page where a built-in no polyfill gives is missing', () => {
    const context = realm('delete globalThis.ResizeObserver; delete Promise.allSettled;');
    expect(runInContext(`document.documentElement.getAttribute('data-unsupported')`, context)).toBe(
      'missing ResizeObserver, Promise.allSettled',
    );
    expect(runInContext('loaded', context)).toEqual(['/unsupported-page.1234abcd.js']);
  });
});
