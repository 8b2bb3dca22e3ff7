// The JavaScript of the declared target's oldest engines (package.json "browserslist": iOS 15.0 and
// Chrome 107, decision note 160), for a Chromium page: an init script that, before any page script,
// deletes every built-in and web-platform global that MDN's data says one of those engines lacks.
// Used by the oldest-engine lane (browser-target.e2e.test.ts) and the early paint's tests.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
// @ts-expect-error plain ESM script without types
import { featuresNewerThan, targetFloor } from '../../../scripts/browser-target.mjs';

interface Feature {
  name: string;
  kind: 'global' | 'static' | 'prototype';
  owner: string;
  member?: string;
}

const query = (JSON.parse(readFileSync('package.json', 'utf8')) as { browserslist: string }).browserslist;
const features = (featuresNewerThan as (floor: unknown, options: { scannable: boolean }) => Feature[])(
  (targetFloor as (query: string) => unknown)(query),
  { scannable: false },
);

/** Deletes what the floor lacks: prototype members first, then statics, then the globals themselves. */
export const OLDEST_ENGINE = `(() => {
  const features = ${JSON.stringify(features.map(({ kind, owner, member }) => [kind, owner, member ?? null]))};
  const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  const prototypeOf = (owner) =>
    owner === 'TypedArray' ? Object.getPrototypeOf(Int8Array.prototype)
    : owner === 'Iterator' ? iteratorPrototype
    : globalThis[owner] && globalThis[owner].prototype;
  const removed = [];
  const remove = (target, key, name) => {
    if (!target || !Object.prototype.hasOwnProperty.call(target, key)) return;
    try { if (delete target[key]) removed.push(name); } catch {}
  };
  for (const [kind, owner, member] of features) if (kind === 'prototype') remove(prototypeOf(owner), member, owner + '.prototype.' + member);
  for (const [kind, owner, member] of features) if (kind === 'static') remove(globalThis[owner], member, owner + '.' + member);
  for (const [kind, owner] of features) if (kind === 'global') remove(globalThis, owner, owner);
  window.__removedBuiltIns = removed;
})();`;

/** What the init script removed in this page. */
export async function removedBuiltIns(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __removedBuiltIns: string[] }).__removedBuiltIns);
}
