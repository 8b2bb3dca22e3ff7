// The WebKit lane's helpers: a fresh MiniBrowser session per test (WebKitGTK through WebKitWebDriver,
// selenium-webdriver as the client) in WeChat-on-iOS's user agent at 390×844, queries by role and
// accessible name (Testing Library's, run in the page), console errors from the recorder (recorder.ts),
// and screenshots for people to look at. A journey reads like the Chromium suite's tests:
//
//   const lane = useLane();   // one session for the file, storage cleared before each test
//   it('…', async () => {
//     await lane.open('/moments');
//     await lane.click(await lane.role('button', '筛选'));
//     await lane.text('查看结果');
//     expect(await lane.consoleErrors()).toEqual([]);
//   });
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { PHONE, USER_AGENTS } from '../../e2e/support/devices';
import { BLANK_PATH } from './recorder';

export const SCREENSHOT_DIR = 'tests/webkit/__screenshots__';

const TIMEOUT = 20_000;

const MULTIARCH: Partial<Record<NodeJS.Architecture, string>> = { x64: 'x86_64', arm64: 'aarch64' };
const BROWSER =
  process.env.WEBKIT_BROWSER ??
  `/usr/lib/${MULTIARCH[process.arch] ?? process.arch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`;

const require = createRequire(import.meta.url);
// Testing Library's browser build, put into a page the first time a role query runs on it: the lane
// finds elements by role and accessible name with the same rules as the unit and Chromium suites.
const TESTING_LIBRARY = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

type Name = string | RegExp;

export interface Lane {
  readonly driver: WebDriver;
  /** Opens `path` of the mock build, in Chinese, and waits for the app's <main>. */
  open(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The address bar's path and query, without the lane's own `lang`. */
  location(): Promise<string>;
  /** Waits until the address bar's path and query (as `location()` gives them) is `expected`. */
  at(expected: Name): Promise<void>;
  /** The first visible element with this role (and name), waiting for it to appear. */
  role(role: string, name?: Name, within?: WebElement): Promise<WebElement>;
  /** Visible elements with this role (and name) now, without waiting. */
  roles(role: string, name?: Name, within?: WebElement): Promise<WebElement[]>;
  /**
   * The innermost visible element whose text (all of it, or its own text beside child elements) is
   * `text`, waiting for it to appear.
   */
  text(text: Name, within?: WebElement): Promise<WebElement>;
  /**
   * Taps (clicks) an element, scrolled to the middle of the screen first so no sticky bar covers it,
   * waiting while it cannot take the tap yet.
   */
  click(element: WebElement): Promise<void>;
  /** Polls `check` until it returns something truthy; fails with `what` after the timeout. */
  until<T>(what: string, check: () => Promise<T | undefined | null | false>, timeout?: number): Promise<T>;
  /** console.error calls, uncaught errors and failed loads since the test opened its first page. */
  consoleErrors(): Promise<string[]>;
  /** Saves what the screen shows as tests/webkit/__screenshots__/<name>.png. */
  screenshot(name: string): Promise<string>;
}

async function startSession(): Promise<WebDriver> {
  if (!existsSync(BROWSER))
    throw new Error(`${BROWSER} is missing: apt-get install webkit2gtk-driver (or set WEBKIT_BROWSER)`);
  const driver = await new Builder()
    .usingServer(inject('webkitDriverUrl'))
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: BROWSER,
        // Full-screen hides MiniBrowser's toolbar, which would otherwise keep the window wider than a
        // phone; the window is then sized to the phone below.
        args: ['--automation', '--full-screen', `--user-agent=${USER_AGENTS.wechatIos}`],
      },
    })
    .build();
  await driver.manage().setTimeouts({ pageLoad: 60_000, script: 30_000 });
  await driver.manage().window().setRect({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  return driver;
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeout = TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      // Elements go stale while React re-renders: try again.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

function createLane(driver: WebDriver): Lane {
  const baseUrl = inject('webkitBaseUrl');

  const waitForApp = async (path: string) => {
    await until(
      `the app's <main> on ${path}`,
      async () => (await driver.findElements(By.css('main'))).length > 0,
      30_000,
    );
  };

  const roles = async (role: string, name?: Name, within?: WebElement): Promise<WebElement[]> => {
    const pattern =
      name === undefined
        ? null
        : typeof name === 'string'
          ? { text: name }
          : { source: name.source, flags: name.flags };
    const query = () =>
      driver.executeScript<WebElement[] | null>(
        `const [role, pattern, within] = arguments;
         const library = window.TestingLibraryDom;
         if (!library) return null;
         const name = !pattern ? undefined : pattern.text !== undefined ? pattern.text : new RegExp(pattern.source, pattern.flags);
         return library.queryAllByRole(within ?? document.body, role, name === undefined ? {} : { name });`,
        role,
        pattern,
        within ?? null,
      );
    const found = await query();
    if (found) return found;
    await driver.executeScript(TESTING_LIBRARY);
    return (await query()) ?? [];
  };

  const lane: Lane = {
    driver,
    async open(path) {
      const url = new URL(path, baseUrl);
      // WebKitGTK takes navigator.language from the C library's locale, which test machines often
      // lack (it falls back to en-US); WeChat on a Chinese phone says zh-CN, so the lane asks for it.
      url.searchParams.set('lang', 'zh-CN');
      await driver.get(url.toString());
      await waitForApp(path);
      const viewport = await driver.executeScript<[number, number]>('return [window.innerWidth, window.innerHeight]');
      if (viewport[0] !== PHONE.width || viewport[1] !== PHONE.height) {
        throw new Error(
          `the page is ${viewport.join('×')}, not ${PHONE.width}×${PHONE.height}: MiniBrowser did not go full-screen`,
        );
      }
    },
    async reload() {
      await driver.navigate().refresh();
      await waitForApp('the reloaded page');
    },
    async location() {
      const url = new URL(await driver.getCurrentUrl());
      url.searchParams.delete('lang');
      return url.pathname + url.search;
    },
    async at(expected) {
      let seen = '';
      await until(`the address ${String(expected)}`, async () => {
        seen = await lane.location();
        return typeof expected === 'string' ? seen === expected : expected.test(seen);
      }).catch((error: Error) => {
        throw new Error(`${error.message}; the address is ${seen}`);
      });
    },
    roles,
    role(role, name, within) {
      const label = `${role}${name === undefined ? '' : ` "${String(name)}"`}`;
      return until(label, async () => (await roles(role, name, within))[0]);
    },
    text(text, within) {
      const pattern = typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
      return until(`the text "${String(text)}"`, () =>
        driver.executeScript<WebElement | null>(
          `const [pattern, within] = arguments;
           const test = pattern.text !== undefined
             ? (value) => value === pattern.text
             : ((re) => (value) => re.test(value))(new RegExp(pattern.source, pattern.flags));
           const normal = (value) => value.replace(/\\s+/g, ' ').trim();
           const own = (element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
           const visible = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
           const hits = [...(within ?? document.body).querySelectorAll('*')].filter(
             (element) => (test(normal(element.textContent)) || test(normal(own(element)))) && visible(element),
           );
           return hits.find((element) => !hits.some((other) => other !== element && element.contains(other))) ?? null;`,
          pattern,
          within ?? null,
        ),
      );
    },
    async click(element) {
      // Tried again until it takes: an element in a sheet still sliding in is "not interactable" for a
      // moment (CI 2026-11-30, a brand in the filter sheet, on a slow machine).
      await until('the element to take a tap', async () => {
        await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "nearest" })', element);
        await element.click();
        return true;
      });
    },
    until,
    async consoleErrors() {
      return driver.executeScript<string[]>(
        'return typeof window.__webkitLaneErrors === "function" ? window.__webkitLaneErrors() : ["the console recorder is not on this page"]',
      );
    },
    async screenshot(name) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const path = `${SCREENSHOT_DIR}/${name}.png`;
      // Let images in view finish loading, so the picture shows the page.
      await driver
        .executeAsyncScript(
          `const done = arguments[arguments.length - 1];
           const pending = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < innerHeight);
           Promise.all(pending.map((image) => new Promise((loaded) => { image.addEventListener('load', loaded, { once: true }); image.addEventListener('error', loaded, { once: true }); }))).then(() => done());
           setTimeout(done, 2000);`,
        )
        .catch(() => undefined);
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
      return path;
    },
  };
  return lane;
}

/**
 * Registers the WebKit session around the tests of the file and returns the lane they drive. The
 * session is started once per file: a new MiniBrowser costs seconds of CPU, which the 2-core CI machines
 * feel. Before each test the session goes to a blank page of the app's origin and clears its storage,
 * so every journey starts like a visitor opening a shared link. A test that fails leaves a screenshot
 * named after it, and the next test gets a new session, whatever state the failure left behind.
 */
export function useLane(): Lane {
  let driver: WebDriver | undefined;
  let current: Lane | undefined;
  beforeEach(async () => {
    if (driver) {
      try {
        await driver.get(new URL(BLANK_PATH, inject('webkitBaseUrl')).toString());
        await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
      } catch {
        await driver.quit().catch(() => undefined);
        driver = undefined;
      }
    }
    driver ??= await startSession();
    current = createLane(driver);
  });
  afterEach(async (context) => {
    const lane = current;
    current = undefined;
    if (!lane || context.task.result?.state !== 'fail') return;
    try {
      await lane
        .screenshot(`failed-${context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}`)
        .catch(() => undefined);
    } finally {
      await lane.driver.quit().catch(() => undefined);
      driver = undefined;
    }
  });
  afterAll(async () => {
    await driver?.quit();
    driver = undefined;
  });
  return new Proxy({} as Lane, {
    get(_target, property) {
      if (!current) throw new Error('the WebKit lane is only there inside a test');
      return current[property as keyof Lane];
    },
  });
}
