// Browser-test helpers: system Chromium through playwright-core at a phone viewport, console errors
// and alerts recorded, axe-core for accessibility, screenshots for people to look at.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { PHONE, USER_AGENTS } from './devices';

export { PHONE, USER_AGENTS };

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--lang=zh-CN',
      // The framed-from-an-internal-host test puts a routed intranet page around the loopback app;
      // Chrome's local-network checks would otherwise refuse the frame. The WebUIOmnibox features: this
      // Chromium gives every new context's window omnibox popups drawn as web pages (chrome://omnibox-popup),
      // a renderer process of their own that no test sees; without them a context and its first page
      // cost about a third less CPU (2026-11-25, 8 page loads: 14.5-16 CPU-s with them, 10-12 without).
      '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessForNavigations,BlockInsecurePrivateNetworkRequests,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
    ],
  });
  return browser;
}

/** Whether `work` settled within `ms` (it is not cancelled either way). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = work.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

// Closing a context or the browser is bounded: once in a few thousand closes Chromium never answers
// (CI 2026-11-25: a context close after a passing way-back test hung until the 60 s hook limit and
// failed the run). A browser that stalls on a close is dropped, and the next test launches a new one.
const CLOSE_DEADLINE_MS = 10_000;

async function dropBrowser(): Promise<void> {
  const stalled = browser;
  browser = undefined;
  if (stalled && !(await settlesWithin(stalled.close(), CLOSE_DEADLINE_MS))) {
    console.warn('Chromium did not close within 10 s; it is left to end with the test worker.');
  }
}

// Each test's pages close when it ends: a page left open keeps running (a map's pulsing marker costs a
// third of a core for as long as it lives) while later tests of the file compete for the same two cores.
afterEach(
  async () => {
    const closing = Promise.all(contexts.splice(0).map((context) => context.close()));
    if (!(await settlesWithin(closing, CLOSE_DEADLINE_MS))) {
      console.warn('A browser context did not close within 10 s; Chromium is replaced for the next test.');
      await dropBrowser();
    }
  },
  2 * CLOSE_DEADLINE_MS + 5_000,
);

afterAll(dropBrowser, CLOSE_DEADLINE_MS + 5_000);

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors. */
  consoleErrors: string[];
  /** Texts of window.alert dialogs (accepted automatically). */
  alerts: string[];
  /** URLs of requests the page sent to the network (mocked REST calls are answered by MSW in the page). */
  requests: string[];
}

export interface OpenOptions {
  userAgent?: string;
  viewport?: { width: number; height: number };
  locale?: 'zh-CN' | 'en-US';
  /** Script run before any page script (fake window.wx, framing flags ...). */
  initScript?: string;
  /** Wait for this selector after navigation (default: the <main> landmark). */
  waitFor?: string;
  /** Mocks: a `?scenario=` string applied before the app starts. */
  scenario?: string;
  hasTouch?: boolean;
}

export async function newPage(options: OpenOptions = {}): Promise<OpenedPage> {
  const b = await getBrowser();
  const viewport = options.viewport ?? PHONE;
  const mobile = viewport.width < 768;
  const context = await b.newContext({
    viewport,
    userAgent: options.userAgent ?? (mobile ? USER_AGENTS.androidChrome : USER_AGENTS.desktop),
    locale: options.locale ?? 'zh-CN',
    isMobile: mobile,
    hasTouch: options.hasTouch ?? mobile,
    deviceScaleFactor: 1,
    bypassCSP: true,
    serviceWorkers: 'allow',
  });
  contexts.push(context);
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const opened: OpenedPage = { page, context, consoleErrors: [], alerts: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') opened.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => opened.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    opened.alerts.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  });
  page.on('request', (request) => opened.requests.push(request.url()));
  return opened;
}

/** Opens `path` of the mock build and waits for the app to render. */
export async function openPage(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const opened = await newPage(options);
  await goto(opened.page, path, options);
  return opened;
}

export async function goto(page: Page, path: string, options: Pick<OpenOptions, 'waitFor' | 'scenario'> = {}) {
  const url = new URL(path, baseUrl());
  if (options.scenario) url.searchParams.set('scenario', options.scenario);
  await page.goto(url.toString(), { waitUntil: 'load' });
  await page.waitForSelector(options.waitFor ?? 'main', { timeout: 30_000 });
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Serious and critical axe-core violations on the page as it is now. */
export async function checkA11y(page: Page): Promise<AxeViolation[]> {
  // Injected once per page: axe-core is half a megabyte of script to evaluate (about 0.4 s here).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => JSON.stringify(node.target)),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

export const SCREENSHOT_DIR = 'tests/e2e/__screenshots__';

/**
 * Whether screenshots are taken: yes, unless E2E_SCREENSHOTS=off. CI turns them off: nobody looks at its
 * pictures, and each one waited about a second for the network and the images in view (99 of them, about
 * 50 s of the suite on two workers). What a test asserts does not depend on them.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/** Saves a screenshot of the viewport for people to look at (tests/e2e/__screenshots__/<name>.png). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  if (!SCREENSHOTS) return path;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let lazy images in view finish (the loader throttles by 200 ms), so the picture shows the page.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
  await page
    .evaluate(() =>
      Promise.all(
        [...document.images]
          // Only images drawn in the viewport: a lazy image that is not rendered (the desktop QR-code aside
          // is display:none on a phone) never loads, and waiting for it cost every screenshot 2 s.
          .filter((image) => {
            if (image.complete || !image.checkVisibility()) return false;
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .map(
            (image) =>
              new Promise((done) => {
                image.addEventListener('load', done, { once: true });
                setTimeout(done, 2_000);
              }),
          ),
      ),
    )
    .catch(() => undefined);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Console errors that matter: everything except the browser's own noise about blocked outside hosts. */
export function realErrors(errors: string[]): string[] {
  // The mock API's service worker checks for an update of itself on navigations; when two test workers
  // load the machine that check can lose a race with the registration and reject in the page. It is
  // MSW's own housekeeping in mock builds (production has no service worker), not the storefront's.
  return errors.filter(
    (text) => !/favicon\.ico/.test(text) && !/Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(text),
  );
}
