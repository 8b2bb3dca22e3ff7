// The production build as it will be deployed: dist/ (from `npm run build`, API_MOCKS off) served by
// Debian's nginx with deploy/nginx.conf (only `listen` and `root` replaced), started on a loopback
// port with a temporary prefix, and looked at by Chromium: the security headers, the cache rules, the
// SPA fallback for a deep link, Brotli and gzip copies, a page the policy does not get in the way of,
// and no mock media. CI installs nginx and its Brotli module (.ci/run).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { mockAssetLeaks } from '../../scripts/mock-assets.mjs';
// @ts-expect-error plain ESM script without types
import { HASHED_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../scripts/serve-static.mjs';
import { settings } from '../../src/config/env';
import { getBrowser, PHONE, screenshot, USER_AGENTS } from './support/browser';

const DIST = resolve('dist');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForPort(url: string, nginx: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${log()}`);
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url}: ${log()}`);
}

/** The policy the build put into index.html's <meta>, plus frame-ancestors for the embedding hosts. */
function expectedPolicy(html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
  if (!meta) throw new Error('dist/index.html has no Content-Security-Policy');
  return `${meta}; frame-ancestors 'self' ${settings.embedHosts.map((host) => `https://${host}`).join(' ')}`;
}

let prefix: string;
let nginx: ChildProcess;
let base: string;
let context: BrowserContext;

beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('dist/ has no production build: run `npm run build` first (`npm run test:e2e` does)');
  if (!existsSync(NGINX))
    throw new Error(`no nginx at ${NGINX}: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prefix = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \/srv\/storefront\/dist;$/m, `$1root ${DIST};`);
  expect(site).toContain(`root ${DIST};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(prefix, name)};`)
    .join('\n  ');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;
master_process off;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
${site}
}
`,
  );
  nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(base, nginx, () => stderr);
  const browser = await getBrowser();
  // Unlike the other browser tests, the page's policy is enforced here (no bypassCSP).
  context = await browser.newContext({
    viewport: PHONE,
    userAgent: USER_AGENTS.wechatAndroid,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  nginx?.kill('SIGTERM');
  if (nginx && nginx.exitCode === null) await new Promise((done) => nginx.once('exit', done));
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

describe('deployment: dist/ behind deploy/nginx.conf', () => {
  it('dist/ holds no mock media and names none', () => {
    const leaks = (mockAssetLeaks as (out: string) => { copied: string[]; referenced: string[] })(DIST);
    expect(leaks).toEqual({ copied: [], referenced: [] });
    expect(existsSync(join(DIST, 'brand', 'share.png'))).toBe(true);
  });

  it('sends the security headers and the page cache rule with the page, and the page runs under its policy', async () => {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto(`${base}/`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(headers['content-security-policy']).toBe(expectedPolicy(readFileSync(join(DIST, 'index.html'), 'utf8')));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    // The shell renders (the API itself is not reachable from here: production data is the dealer's).
    await page.getByRole('navigation', { name: '主导航' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'deploy-home');
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    // ANALYTICS_URL is unset in this build, so analytics is off: past its start (idle time plus the
    // batch pause) and a page hide that flushes the queue, nothing was posted to the static server.
    await page.waitForTimeout(2_500);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
    expect(requested.filter((url) => /analytics/.test(url))).toEqual([]);
    await page.close();
  });

  it('answers a deep link with the app (SPA fallback), and a missing hashed file with 404', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${base}/help/coupon-guide?from=timeline`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect((await response!.allHeaders())['content-type']).toMatch(/^text\/html/);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'deploy-help');
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect((await response!.allHeaders())['cache-control']).toBe(PAGE_CACHE_CONTROL);
    // A hashed file that is not there (yet: a release half uploaded) is a miss nobody keeps.
    const missing = await page.request.get(`${base}/main.0badc0de.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-content-type-options']).toBe('nosniff');
    expect(missing.headers()['cache-control']).toBe('no-cache');
    await page.close();
  });

  it('keeps the page for a buyer who comes back soon, and a reload asks the server again', async () => {
    /** Bytes the page's last navigation took from the network (0: the browser's cache answered). */
    const transferred = (page: Page) =>
      page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize);
    const url = `${base}/car/C10001`;
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    expect(await transferred(first)).toBeGreaterThan(0);
    await first.close();
    // The buyer opens the link again in a new tab (the context shares one HTTP cache). Leaving through
    // about:blank instead hung now and then in Chromium: its navigation never committed (CI 2026-11-28).
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    expect(await transferred(page)).toBe(0);
    await page.getByRole('navigation', { name: '主导航' }).waitFor({ timeout: 30_000 });
    await page.reload({ waitUntil: 'load' });
    expect(await transferred(page)).toBeGreaterThan(0);
    await page.close();
  });

  it('sends the precompressed copies: Brotli to the browser, gzip to a client without Brotli, and caches hashed files for a year', async () => {
    const page = await context.newPage();
    const scripts: Array<{ url: string; headers: Record<string, string> }> = [];
    // Late scripts (the idle preloads) can still answer while the page closes; their headers are not
    // needed, and reading them then would reject after the test.
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      response
        .allHeaders()
        .then((headers) => scripts.push({ url: response.url(), headers }))
        .catch(() => undefined);
    });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    const entry = scripts[0]!;
    expect(entry.url).toMatch(/\.[0-9a-f]{8}\.js$/);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(entry.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
    expect(entry.headers['content-security-policy']).toBeDefined();
    const gzip = await page.request.get(entry.url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    await page.close();
  });
});
