// The declared browser target (package.json "browserslist", decision note 160) made true for
// JavaScript: which built-ins the production bundle calls that the target's oldest engines lack, from
// MDN's browser-compat-data. `scripts/build.mjs` fails the build when one is used and neither provided by
// src/platform/polyfills.ts nor listed below as checked by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import browserslist from 'browserslist';

const require = createRequire(import.meta.url);

/** browserslist's family names and MDN's. */
const FAMILY_TO_BCD = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  android: 'webview_android',
  ios_saf: 'safari_ios',
  safari: 'safari',
};

/**
 * What src/platform/polyfills.ts installs where it is missing. tests/platform/polyfills.test.ts deletes
 * each of these and checks the module puts it back.
 */
export const PROVIDED = [
  'Object.hasOwn',
  'Array.prototype.at',
  'String.prototype.at',
  'TypedArray.prototype.at',
  // web-vitals' attribution build (the field reporter's chunk, in builds with ANALYTICS_URL set)
  'Array.prototype.findLast',
  'Array.prototype.findLastIndex',
  'TypedArray.prototype.findLast',
  'TypedArray.prototype.findLastIndex',
];

/**
 * Names the scan finds in the bundle that need nothing on the target, checked by hand in the built code:
 * a name that is only read behind a feature test, or a method of the same name on something that is not
 * the built-in. Each with where it comes from and, where the use has a shape, `guarded`: the build blanks
 * out what it matches and scans again, so a new, unguarded call of the same built-in still fails.
 */
export const CHECKED_BY_HAND = {
  PerformanceEventTiming: {
    why: "web-vitals (the field reporter's chunk) reads it only behind `'PerformanceEventTiming' in self`: INP is not measured where it is missing",
  },
  PerformanceNavigationTiming: {
    why: "web-vitals' TTFB attribution tests `instanceof PerformanceNavigationTiming`; the field reporter asks for TTFB only where it exists (src/platform/field/field-reporter.ts)",
  },
  'Error.captureStackTrace': {
    why: "graphql's GraphQLError and Apollo's errors call it only where it exists (V8), else set the stack themselves",
    guarded: /Error\.captureStackTrace\?Error\.captureStackTrace\(/g,
  },
  SuppressedError: {
    why: "the TypeScript helpers' `using` support reads it behind a typeof test",
    guarded: /"function"==typeof SuppressedError(?:&&|\?)SuppressedError/g,
  },
  reportError: {
    why: "React's default for uncaught errors reads it behind a typeof test (and graphql's validation contexts have a method of that name)",
    guarded: /"function"==typeof reportError\?reportError:|(?<=[{}])reportError\([\w$,]*\)\{/g,
  },
  'ArrayBuffer.prototype.resize': {
    why: "`.resize(` is the lazy images' LRU cache (src/platform/lazy-image-loader.ts); no ArrayBuffer is resized",
  },
  Observable: {
    why: "only in rxjs' and Apollo's error messages (\"an Observable\"); the Observable they use is rxjs'",
    guarded: /(?:unknown|an) Observable\b/g,
  },
  Touch: {
    why: 'src/platform/touch-emulation.ts (desktop mouse to touch) constructs it only behind a typeof test',
  },
  TouchEvent: {
    why: 'src/platform/touch-emulation.ts (desktop mouse to touch) constructs it only behind a typeof test',
  },
};

/**
 * The page for engines below the target (src/platform/unsupported-page.js) is a classic script, and
 * Parcel inlines no setting into a classic script: the build writes its SHOWROOM_PHONE in, read as
 * src/config/env.ts reads its settings (trimmed, empty by default).
 */
export function inlineShowroomPhone(code, env = process.env) {
  return code.replaceAll('process.env.SHOWROOM_PHONE', JSON.stringify((env.SHOWROOM_PHONE ?? '').trim()));
}

/** The oldest version of each browser family in a browserslist query, as MDN names the families. */
export function targetFloor(query) {
  const floor = {};
  for (const entry of browserslist(query)) {
    const [family, version] = entry.split(' ');
    const bcd = FAMILY_TO_BCD[family];
    if (!bcd) continue;
    const number = Number.parseFloat(version.split('-')[0]);
    if (!(bcd in floor) || number < floor[bcd]) floor[bcd] = number;
  }
  // browserslist knows only the newest Chrome and WebView on Android (no usage data for older ones), so
  // "ChromeAndroid >= 107" names just the newest: Android's Chromium (WeChat's XWeb) starts where Chrome does.
  for (const family of ['chrome_android', 'webview_android']) {
    if (family in floor && 'chrome' in floor) floor[family] = Math.min(floor[family], floor.chrome);
  }
  return floor;
}

/** The version a browser first shipped a feature in (unprefixed, no flag), Infinity for never, null if unknown. */
function addedIn(statement) {
  const statements = (Array.isArray(statement) ? statement : [statement]).filter(
    // A partial implementation still defines the name, which is what a call needs.
    (s) => s && !s.flags && !s.prefix && !s.alternative_name,
  );
  if (!statements.length) return Infinity;
  const versions = statements.map((s) => s.version_added);
  if (versions.some((v) => v === null || v === true)) return null;
  const numbers = versions
    .filter((v) => typeof v === 'string' && v !== 'preview')
    .map((v) => Number.parseFloat(v.replace('≤', '')));
  return numbers.length ? Math.min(...numbers) : Infinity;
}

/** The families of the floor that lack a feature, as "safari_ios 15.4" (empty when all have it). */
function missingIn(compat, floor) {
  const missing = [];
  for (const [family, version] of Object.entries(floor)) {
    const added = addedIn(compat.support[family]);
    if (added !== null && added > version) missing.push(`${family} ${Number.isFinite(added) ? added : 'none'}`);
  }
  return missing;
}

const escape = (text) => text.replace(/[$.]/g, (c) => `\\${c}`);

/** An identifier read as a value: not a property (`.name`), not inside a string, not an object key. */
const identifierPattern = (name) => new RegExp(`(?<![\\w$.'"\`])${escape(name)}\\b(?!\\s*:)`);

/**
 * Every JavaScript built-in (and the web platform's globals and static methods) the floor lacks, with
 * the pattern that finds a use in minified code: a global by its name, a static method as
 * `Owner.name`, a prototype method as `.name(`. A prototype method whose name some built-in the floor
 * has also carries (Iterator.prototype.map and Array.prototype.map) cannot be told apart by a scan and
 * is left to the browser lane (tests/e2e/browser-target.e2e.test.ts); so are the members of a global
 * the floor lacks altogether, found by the global's own name. With `scannable: false` those are listed
 * too: the browser lane deletes every one of them.
 */
export function featuresNewerThan(floor, { scannable = true } = {}) {
  const bcd = require('@mdn/browser-compat-data');
  const features = [];
  const supportedMethods = new Set();
  const add = (feature, compat) => {
    if (!compat || compat.status?.deprecated) return false;
    const missing = missingIn(compat, floor);
    if (missing.length) features.push({ ...feature, missing });
    return missing.length > 0;
  };
  const prototypeMembers = [];
  for (const [global, tree] of Object.entries(bcd.javascript.builtins)) {
    if (!tree.__compat) continue;
    const globalMissing =
      global !== 'TypedArray' &&
      add({ name: global, kind: 'global', owner: global, pattern: identifierPattern(global) }, tree.__compat);
    for (const [member, node] of Object.entries(tree)) {
      const compat = node.__compat;
      if (member === '__compat' || !compat || !/^[A-Za-z_$][\w$]*$/.test(member)) continue;
      // MDN marks no member as static; the specification's anchor does (#sec-array.prototype.at).
      const prototype = compat.spec_url ? /\.prototype\./i.test(String(compat.spec_url)) : true;
      if (prototype) {
        if (!missingIn(compat, floor).length) supportedMethods.add(member);
        else if (!globalMissing || !scannable) prototypeMembers.push({ global, member, compat });
      } else if (!globalMissing && global !== 'TypedArray') {
        add(
          {
            name: `${global}.${member}`,
            kind: 'static',
            owner: global,
            member,
            pattern: new RegExp(`(?<![\\w$.])${escape(global)}\\.${escape(member)}\\b`),
          },
          compat,
        );
      }
    }
  }
  for (const { global, member, compat } of prototypeMembers) {
    if (scannable && supportedMethods.has(member)) continue;
    add(
      {
        name: `${global}.prototype.${member}`,
        kind: 'prototype',
        owner: global,
        member,
        pattern: new RegExp(`\\.${escape(member)}\\(`),
      },
      compat,
    );
  }
  // The window's own newer members are globals too (requestIdleCallback, scheduler, ...). Their names are
  // ordinary words (open, viewport, navigation) that a scan would find everywhere: the lane deletes them.
  for (const [member, node] of scannable ? [] : Object.entries(bcd.api.Window)) {
    if (member === '__compat' || member.endsWith('_event') || !node.__compat || !/^[a-z][\w$]*$/.test(member)) continue;
    add({ name: member, kind: 'global', owner: member, pattern: identifierPattern(member) }, node.__compat);
  }
  for (const [name, tree] of Object.entries(bcd.api)) {
    if (!tree.__compat) continue;
    if (add({ name, kind: 'global', owner: name, pattern: identifierPattern(name) }, tree.__compat)) continue;
    for (const [member, node] of Object.entries(tree)) {
      if (!member.endsWith('_static') || !node.__compat) continue;
      const method = member.slice(0, -'_static'.length);
      add(
        {
          name: `${name}.${method}`,
          kind: 'static',
          owner: name,
          member: method,
          pattern: new RegExp(`(?<![\\w$.])${escape(name)}\\.${escape(method)}\\b`),
        },
        node.__compat,
      );
    }
  }
  return features;
}

/** The built-ins newer than the floor that the build's scripts use, with the files that use each. */
export function scanBuild(out, floor) {
  const scripts = readdirSync(out).filter((file) => file.endsWith('.js') && file !== 'mockServiceWorker.js');
  const sources = scripts.map((file) => ({ file, code: readFileSync(join(out, file), 'utf8') }));
  const used = [];
  for (const feature of featuresNewerThan(floor)) {
    const files = sources.filter(({ code }) => feature.pattern.test(code)).map(({ file }) => file);
    if (files.length) used.push({ ...feature, files });
  }
  return used;
}

/** The check `scripts/build.mjs` runs: the built-ins used, newer than the target, and not accounted for. */
export function checkBrowserTarget(out, query, { provided = PROVIDED, checked = CHECKED_BY_HAND } = {}) {
  const used = scanBuild(out, targetFloor(query));
  const unaccounted = [];
  for (const feature of used) {
    if (provided.includes(feature.name)) continue;
    const hand = checked[feature.name];
    if (hand && !hand.guarded) continue;
    const files = hand
      ? feature.files.filter((file) =>
          feature.pattern.test(readFileSync(join(out, file), 'utf8').replace(hand.guarded, ' ')),
        )
      : feature.files;
    if (files.length) unaccounted.push({ ...feature, files });
  }
  return { used, unaccounted };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const query = JSON.parse(readFileSync('package.json', 'utf8')).browserslist;
  const out = process.argv[2] ?? 'dist';
  console.log('floor', targetFloor(query));
  for (const feature of scanBuild(out, targetFloor(query))) {
    console.log(
      `${feature.name} [${feature.missing.join(', ')}] in ${feature.files.length} file(s): ${feature.files.slice(0, 3).join(', ')}`,
    );
  }
}
