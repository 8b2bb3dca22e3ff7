// Production build: `npm run build` (API_MOCKS=off unless set) or `--mocks on` for a static QA demo.
// Cleans the output first (Parcel never does), keeps the MSW worker out of non-mock builds, writes the
// Content-Security-Policy into index.html, and fails when Parcel prints a warning or the bundle holds what
// it must not: MSW or QA-studio code in a production build, inline scripts, anything like a secret, a
// built-in newer than the browser target that nothing provides, or a dvh without its vh (decision note 160).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockAssetLeaks } from './mock-assets.mjs';
import { parcelWarnings } from './parcel-warnings.mjs';
import { precompress } from './precompress.mjs';
import { checkBrowserTarget, inlineShowroomPhone } from './browser-target.mjs';
import { addViewportFallbacks, dynamicUnitsWithoutFallback } from './css-fallbacks.mjs';
import { checkSizeBudget } from './size-budget.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const mocks = option('mocks', process.env.API_MOCKS === 'on' ? 'on' : 'off');
const out = option('out', 'dist');

const run = (command, commandArgs, env = {}) => {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
/** An SVG as a data: address (only the characters an address cannot carry are escaped). */
const svgDataUrl = (text) =>
  `data:image/svg+xml,${text.replace(/"/g, "'").replace(/[%#<>\n]/g, (c) => encodeURIComponent(c))}`;
const fail = (message) => {
  console.error(`build: ${message}`);
  process.exit(1);
};

run('node', ['--import', 'tsx', 'scripts/codegen.mjs']);
rmSync(out, { recursive: true, force: true });
// What identifies the build in field reports (settings.buildId): BUILD_ID when set, else the commit's
// short hash, else the time of the build. Only the bundle holds it; the checkout stays clean.
const gitHead = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
const buildId =
  (process.env.BUILD_ID ?? '').trim() ||
  (gitHead.status === 0 ? gitHead.stdout.trim() : '') ||
  new Date().toISOString().replace(/\D/g, '').slice(0, 12);
// The project's own Parcel, not through npx (which adds npm's own notices to the output checked below).
const parcel = spawnSync(
  join('node_modules', '.bin', 'parcel'),
  [
    'build',
    'src/index.html',
    '--dist-dir',
    out,
    '--no-autoinstall',
    '--public-url',
    '/',
    '--no-source-maps',
    // Parallel builds (several worktrees or helpers on one machine) each need a cache of their own.
    ...(process.env.PARCEL_CACHE_DIR ? ['--cache-dir', process.env.PARCEL_CACHE_DIR] : []),
  ],
  {
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, API_MOCKS: mocks, NODE_ENV: 'production', BUILD_ID: buildId },
  },
);
process.stderr.write(parcel.stderr ?? '');
if (parcel.status !== 0) process.exit(parcel.status ?? 1);
// A warning fails the build: left alone they pile up until nobody reads the output (there were 23 once).
const warnings = parcelWarnings(parcel.stderr ?? '');
if (warnings.length)
  fail(`Parcel printed ${warnings.length} warning(s); a clean build prints none:\n  ${warnings.join('\n  ')}`);

// The early paint (src/early/early-paint.ts, decision note 204): a script of its own, built apart from the
// page. Named in index.html, Parcel would let the entry take modules from it at run time (the scripts of
// one page share their modules), and an async script may run after the entry. Only in builds without
// mocks: with mocks the REST answers come from MSW's worker, which the entry starts, so it would stand aside.
let earlyScript = null;
if (mocks !== 'on') {
  const earlyOut = mkdtempSync(join(tmpdir(), 'early-paint-'));
  const early = spawnSync(
    join('node_modules', '.bin', 'parcel'),
    [
      'build',
      'src/early/early-paint.ts',
      '--dist-dir',
      earlyOut,
      '--no-autoinstall',
      '--public-url',
      '/',
      '--no-source-maps',
      ...(process.env.PARCEL_CACHE_DIR ? ['--cache-dir', process.env.PARCEL_CACHE_DIR] : []),
    ],
    {
      stdio: ['inherit', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, API_MOCKS: mocks, NODE_ENV: 'production', BUILD_ID: buildId },
    },
  );
  process.stderr.write(early.stderr ?? '');
  if (early.status !== 0) process.exit(early.status ?? 1);
  const earlyWarnings = parcelWarnings(early.stderr ?? '');
  if (earlyWarnings.length)
    fail(`Parcel printed ${earlyWarnings.length} warning(s) for the early paint:\n  ${earlyWarnings.join('\n  ')}`);
  const code = readFileSync(join(earlyOut, 'early-paint.js'));
  earlyScript = `early-paint.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(out, earlyScript), code);
  rmSync(earlyOut, { recursive: true, force: true });
}

// Each dvh/svh/lvh has a vh declaration before it in the sources (for the target's engines without them,
// decision note 160), but Parcel's CSS step keeps only the last of such a pair: put the pair back.
for (const file of readdirSync(out).filter((name) => name.endsWith('.css'))) {
  const path = join(out, file);
  const css = readFileSync(path, 'utf8');
  const fixed = addViewportFallbacks(css);
  if (fixed !== css) writeFileSync(path, fixed);
}

const originOf = (value) => {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
};

/** The policy for the built page. frame-ancestors and the other headers are the web server's (README). */
export function contentSecurityPolicy(env = process.env) {
  const apiOrigins = [
    'API_HOST',
    'INSPECTION_HOST',
    'OPTIONS_ROOT',
    'BUSINESS_API_HOST',
    'ANALYTICS_URL',
    'MAP_TILE_URL',
  ]
    .map((name) => originOf(env[name]))
    .filter(Boolean);
  const defaults = [
    'https://api.mock-dealer.test',
    'https://inspection.mock-dealer.test',
    'https://options.mock-dealer.test',
    'https://business.mock-dealer.test',
  ];
  const connect = [...new Set(["'self'", ...(apiOrigins.length ? apiOrigins : defaults)])];
  const sdk = originOf(env.WECHAT_JSSDK_URL);
  return [
    "default-src 'self'",
    `script-src 'self'${sdk ? ` ${sdk}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

const indexFile = join(out, 'index.html');
let html = readFileSync(indexFile, 'utf8');
// Parcel skips writing bundles it believes unchanged; with an output directory outside the project it
// cannot see that the directory was emptied (parcel-bundler/parcel#7186), so the page would point at
// files that are not there. Fail instead of shipping it.
const missing = [...html.matchAll(/\b(?:src|href)=("?)\/([\w.-]+\.(?:js|css))\1/g)]
  .map((match) => match[2])
  .filter((file) => !existsSync(join(out, file)));
if (missing.length)
  fail(
    `index.html names files the build did not write (${missing.join(', ')}): build inside the project or without the cache`,
  );
if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html))
  fail('index.html has an inline script; the Content-Security-Policy forbids it');
const csp = contentSecurityPolicy();
// Parcel's HTML minifier may drop the quotes: <meta charset=utf-8>.
html = html.replace(
  /<meta charset=("?)utf-8\1\s*\/?>/i,
  (match) => `${match}<meta http-equiv="Content-Security-Policy" content="${csp}">`,
);
if (!html.includes('Content-Security-Policy')) fail('could not place the Content-Security-Policy in index.html');
// The entry's stylesheets (the start-up skeleton, tokens and the shell: a few KiB) go inline, so the
// skeleton paints as soon as the HTML arrives instead of after two more round trips. style-src allows
// inline styles; screens' own stylesheets still load with their chunks.
const INLINE_CSS_LIMIT = 24 * 1024;
html = html.replace(/<link rel=("?)stylesheet\1 href=("?)\/([\w.-]+\.css)\2\s*\/?>/gi, (tag, _q1, _q2, file) => {
  const path = join(out, file);
  if (!existsSync(path)) return tag;
  const css = readFileSync(path, 'utf8');
  if (css.length > INLINE_CSS_LIMIT || /<\/style/i.test(css)) return tag;
  return `<style>${css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')}</style>`;
});
// Keep the document's metadata first: a stylesheet Parcel put before <meta charset> moves after it.
html = html.replace(
  /^(<!DOCTYPE html><html[^>]*>)(<style>[\s\S]*?<\/style>)(<meta charset=[^>]*>(?:<meta http-equiv="Content-Security-Policy"[^>]*>)?)/i,
  '$1$3$2',
);
// The favicon goes inline as well (a few hundred bytes): a page start then requests nothing beside its
// script, its screen and its data. The file stays for anything that links to it.
html = html.replace(/(<link rel=("?)icon\2[^>]*?href=)("?)\/([\w.-]+\.svg)\3/i, (tag, head, _q, _q2, file) => {
  const path = join(out, file);
  return existsSync(path) ? `${head}"${svgDataUrl(readFileSync(path, 'utf8').trim())}"` : tag;
});
// The early paint's tag, first of the scripts: async, so it runs as soon as it arrives, never waiting for
// the document or the entry, and blocks neither.
if (earlyScript) html = html.replace(/<script\b/, `<script async src=/${earlyScript}></script><script`);
writeFileSync(indexFile, html);

// V8's explicit compile hint for the entry: nearly all of it runs at start-up, and compiled lazily its
// functions were compiled one by one on the main thread as start-up called them (about a quarter of the
// entry's start-up task). With the hint Chrome compiles them while the file streams in, off the main
// thread. Only the entry: lazy chunks keep lazy compilation. (The comment must open the file.)
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const entryScripts = [...html.matchAll(/<script type=("?)module\1 src=("?)\/([\w.-]+\.js)\2/g)].map(
  (match) => match[3],
);
for (const entry of entryScripts) {
  const path = join(out, entry);
  const code = readFileSync(path, 'utf8');
  if (!code.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + code);
}

// The page for engines below the target gets the showroom's phone (scripts/browser-target.mjs).
for (const [, , file] of html.matchAll(/<script nomodule[^>]* src=("?)\/([\w.-]+\.js)\1/g)) {
  const path = join(out, file);
  writeFileSync(path, inlineShowroomPhone(readFileSync(path, 'utf8')));
}

const scripts = readdirSync(out).filter((file) => file.endsWith('.js') && file !== 'mockServiceWorker.js');
const matching = (pattern) => scripts.filter((file) => pattern.test(readFileSync(join(out, file), 'utf8')));

const secretLeaks = matching(
  /-----BEGIN [A-Z ]*PRIVATE KEY-----|AKIA[0-9A-Z]{16}|\bsk_(live|test)_[0-9a-zA-Z]{16,}|\bghp_[0-9A-Za-z]{30,}|xox[baprs]-[0-9A-Za-z-]{10,}|\bBearer [A-Za-z0-9._-]{20,}/,
);
if (secretLeaks.length) fail(`something that looks like a secret or token is in ${secretLeaks.join(', ')}`);

// WeChat's share card shows only a JPEG or PNG; the page's own picture falls back to this one.
const shareImage = (process.env.SHARE_IMAGE_URL ?? '').trim() || '/brand/share.png';
if (!/^(?:https:\/\/|\/(?!\/))[^?#]*\.(?:jpe?g|png)(?:[?#].*)?$/i.test(shareImage))
  fail(`SHARE_IMAGE_URL must name a JPEG or PNG, site-relative or https: ${shareImage}`);
if (shareImage.startsWith('/') && !existsSync(join(out, shareImage.split(/[?#]/)[0])))
  fail(`SHARE_IMAGE_URL names ${shareImage}, which is not in the build (put it in public/)`);

const worker = join(out, 'mockServiceWorker.js');
if (mocks !== 'on') {
  rmSync(worker, { force: true });
  const mswLeaks = matching(/mockServiceWorker|setupWorker|\[MSW\]/);
  if (mswLeaks.length) fail(`MSW code found in a build with API_MOCKS=off: ${mswLeaks.join(', ')}`);
  const qaLeaks = matching(/qa-studio-root/);
  if (qaLeaks.length) fail(`QA studio code found in a production build: ${qaLeaks.join(', ')}`);
  const mockArt = mockAssetLeaks(out);
  if (mockArt.copied.length)
    fail(`mock media copied into a production build: ${mockArt.copied.slice(0, 5).join(', ')}`);
  if (mockArt.referenced.length)
    fail(
      `a production bundle names mock media (mocks/public is in mock builds only): ${mockArt.referenced.slice(0, 5).join('; ')}`,
    );
  // The declared browser target (package.json "browserslist", decision note 160): no built-in newer than it
  // that src/platform/browser-support.ts does not provide, and no dynamic viewport unit without its vh.
  // Production builds only: a mock build's MSW is not what a visitor gets.
  const browserTarget = checkBrowserTarget(out, JSON.parse(readFileSync('package.json', 'utf8')).browserslist);
  if (browserTarget.unaccounted.length) {
    const list = browserTarget.unaccounted.map(
      ({ name, missing, files }) => `${name} (${missing.join(', ')}; in ${files.slice(0, 3).join(', ')})`,
    );
    fail(
      `the bundle calls built-ins newer than the browser target that nothing provides: ${list.join('; ')}. Provide them in src/platform/browser-support.ts (and PROVIDED in scripts/browser-target.mjs), stop calling them, or list a guarded use in CHECKED_BY_HAND`,
    );
  }
  const unitsWithoutFallback = readdirSync(out)
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) =>
      dynamicUnitsWithoutFallback(readFileSync(join(out, file), 'utf8')).map(
        (declaration) => `${file}: ${declaration}`,
      ),
    );
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].flatMap((match) =>
    dynamicUnitsWithoutFallback(match[1]).map((declaration) => `index.html: ${declaration}`),
  );
  if (unitsWithoutFallback.length || inlineStyles.length)
    fail(
      `a dynamic viewport unit without a vh declaration before it: ${[...unitsWithoutFallback, ...inlineStyles].slice(0, 5).join('; ')}`,
    );
  const size = checkSizeBudget(out, entryScripts[0]);
  if (size.over.length) fail(`${size.over.join('; ')} (scripts/size-budget.mjs, docs/performance.md)`);
  console.log(
    `build: ${out}/ without mocks (checked: no MSW, no QA studio, no mock media, no inline script, no secrets, no built-in or viewport unit newer than the browser target unprovided; CSP in index.html)`,
  );
  // frame-ancestors only works as a header: the line for deploy/nginx.conf with this build's hosts
  // (EMBED_HOSTS as src/config/env.ts reads it; the deployment test compares the two).
  const embedHosts = (process.env.EMBED_HOSTS || 'erp.mock-dealer.test,crm.mock-dealer.test,erp-test.mock-dealer.test')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  console.log(
    `build: web server header: add_header Content-Security-Policy "${csp}; frame-ancestors 'self' ${embedHosts.map((host) => `https://${host}`).join(' ')}" always;`,
  );
  console.log(
    `build: entry ${size.entryKib.toFixed(1)} KiB gzip, all JavaScript ${size.allJsKib.toFixed(1)} KiB gzip (within the size budget)`,
  );
} else {
  if (!existsSync(worker)) fail('the mock build has no mockServiceWorker.js');
  console.log(`build: ${out}/ with the mocked API (static QA demo; CSP in index.html)`);
}

// Last, when every file is final: Brotli and gzip copies for the web server to send as they are.
console.log(`build: ${precompress(out)} files precompressed (.br, .gz)`);
