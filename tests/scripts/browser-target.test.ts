// @vitest-environment node
// The build's check of the declared browser target (scripts/browser-target.mjs, decision note 160):
// from MDN's data, which built-ins the oldest engines lack; a scan of built scripts that names the
// ones called and not provided, and lets a hand-checked use through only in its checked shape.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkBrowserTarget, featuresNewerThan, targetFloor } from '../../scripts/browser-target.mjs';
import pkg from '../../package.json';

type Found = { name: string; files: string[] };
const check = checkBrowserTarget as (out: string, query: string) => { used: Found[]; unaccounted: Found[] };
const query = pkg.browserslist;

let out = '';
function build(files: Record<string, string>): string {
  out = mkdtempSync(join(tmpdir(), 'browser-target-'));
  for (const [file, code] of Object.entries(files)) writeFileSync(join(out, file), code);
  return out;
}
afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('the declared browser target', () => {
  it('covers iOS 15.0 and Chrome 107 (WeChat XWeb) at least', () => {
    const floor = (targetFloor as (query: string) => Record<string, number>)(query);
    expect(floor.safari_ios).toBeLessThanOrEqual(15);
    expect(floor.chrome).toBeLessThanOrEqual(107);
    expect(floor.webview_android).toBeLessThanOrEqual(107);
  });

  it("lists what the oldest engines lack from MDN's data", () => {
    const names = (featuresNewerThan as (floor: unknown) => Found[])(
      (targetFloor as (query: string) => unknown)(query),
    ).map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Object.hasOwn',
        'Array.prototype.at',
        'Array.prototype.findLast',
        'structuredClone',
        'Object.groupBy',
        'AbortSignal.timeout',
      ]),
    );
    // Present since long before the target.
    expect(names).not.toEqual(expect.arrayContaining(['Object.fromEntries']));
    expect(names).not.toContain('Array.prototype.map');
  });
});

describe('the scan of built scripts', () => {
  it('names each newer built-in called and not provided, with its files', () => {
    const dist = build({
      'a.js': 'let t=structuredClone(e),n=r.toSorted(),g=Object.groupBy(l,k);',
      'b.js': 'const s=AbortSignal.timeout(5e3);',
      'mockServiceWorker.js': 'structuredClone(e)',
    });
    const { unaccounted } = check(dist, query);
    expect(unaccounted.map(({ name, files }) => [name, files])).toEqual(
      expect.arrayContaining([
        ['structuredClone', ['a.js']],
        ['Array.prototype.toSorted', ['a.js']],
        ['Object.groupBy', ['a.js']],
        ['AbortSignal.timeout', ['b.js']],
      ]),
    );
  });

  it('lets provided built-ins through, minified as they come', () => {
    const dist = build({ 'a.js': 'a=Object.hasOwn(c,n)?c[n]:void 0;b=e.lng.at(-1)??m.east;' });
    const { used, unaccounted } = check(dist, query);
    expect(used.map(({ name }) => name)).toEqual(expect.arrayContaining(['Object.hasOwn', 'Array.prototype.at']));
    expect(unaccounted).toEqual([]);
  });

  it('lets a hand-checked use through in its checked shape only', () => {
    const guarded = build({
      'a.js': 'var ew="function"==typeof reportError?reportError:function(e){console.error(e)};',
    });
    expect(check(guarded, query).unaccounted).toEqual([]);
    rmSync(out, { recursive: true, force: true });
    const bare = build({ 'a.js': 'var ew="function"==typeof reportError?reportError:null;reportError(e);' });
    expect(check(bare, query).unaccounted.map(({ name }) => name)).toEqual(['reportError']);
  });

  it('does not take a quoted name, an object key or a property for a global', () => {
    // (A name in the middle of a message is taken for one: CHECKED_BY_HAND lists such messages.)
    const dist = build({ 'a.js': 'k="structuredClone";x={structuredClone:1};y.structuredClone;' });
    expect(check(dist, query).used).toEqual([]);
  });
});
