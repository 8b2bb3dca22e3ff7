// The early paint (src/early, decision note 204) in the production build (dist/, from `npm run build`, or the
// build in EARLY_DIST: the early script is in builds without mocks only), served with its REST calls
// answered by the mock handlers (scripts/preview-server.ts). A car, and then `/`, is loaded cold with its
// REST answer delayed and the entry held back: the photo, title and price show before the entry has run;
// then React's first screen takes their place without a shift, from the same single REST request. An
// answer it cannot read paints nothing, and the app's own outcome shows.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer, type PreviewServer } from '../../scripts/preview-server';
import { newPage, screenshot, SCREENSHOT_DIR, SCREENSHOTS } from './support/browser';
import { OLDEST_ENGINE, removedBuiltIns } from './support/oldest-engine';

const DIST = process.env.EARLY_DIST ?? 'dist';
const CAR = 'C10001';
const HOSTILE = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

let server: PreviewServer;
let entry: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  if (!existsSync(`${DIST}/index.html`))
    throw new Error(`${DIST}/ has no production build: run \`npm run build\` first`);
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  if (!/<script async src=\/early-paint\.\w+\.js>/.test(html)) throw new Error(`${DIST}/index.html has no early paint`);
  entry = /<script type=module src=\/([\w.-]+\.js)>/.exec(html)![1]!;
  server = await startPreviewServer({ dist: DIST, port: await freePort() });
});

afterAll(async () => {
  await server?.close();
});

type Answer = (route: Route) => Promise<void>;

/** The car's REST answer as the server gives it, after `delayMs`, changed by `edit` where given. */
const delayed =
  (delayMs: number, edit?: (body: { data: Record<string, unknown> }) => void): Answer =>
  async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    edit?.(body);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  };

interface Loaded {
  page: Page;
  carRequests: string[];
  consoleErrors: string[];
  release: () => void;
}

/** The first screen's REST call of an address: its pattern for page.route and which requests are it. */
interface FirstCall {
  path: string;
  pattern: string;
  is: (url: URL) => boolean;
}

const CAR_CALL: FirstCall = {
  path: `/car/${CAR}`,
  pattern: `**/v1/car/${CAR}`,
  is: (url) => url.pathname === `/v1/car/${CAR}`,
};

/**
 * Opens the car (or `call.path`) cold with its REST answer given by `answer` and the entry held until
 * `release()`; `initScript` runs before any page script (the oldest engine's, below).
 */
async function openHeld(answer: Answer, call: FirstCall = CAR_CALL, initScript?: string): Promise<Loaded> {
  const { page, consoleErrors } = await newPage(initScript ? { initScript } : {});
  const carRequests: string[] = [];
  page.on('request', (request) => {
    if (call.is(new URL(request.url()))) carRequests.push(request.url());
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(call.pattern, answer);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${server.url}${call.path}`, { waitUntil: 'commit' });
  return { page, carRequests, consoleErrors, release };
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

const cls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));

describe('the early paint of a car page', () => {
  it('shows the photo, title and price before the entry runs, and the app takes their place from the same request', async () => {
    const { page, carRequests, consoleErrors, release } = await openHeld(delayed(600));
    await page.locator('.early-car h1').waitFor({ timeout: 15_000 });
    // The entry has not run: the shell is the page's, and React has rendered nothing.
    expect(await page.locator('#root > .boot-shell').count()).toBe(1);
    expect(await page.locator('h1#car-title').count()).toBe(0);
    const title = await page.locator('.early-car h1').textContent();
    expect(title).toBe('雷克萨斯ES 2023款 300h 豪华版');
    expect(await page.locator('.early-current').textContent()).toBe('23.83万');
    const photo = page.locator('.early-photo');
    expect(await photo.getAttribute('fetchpriority')).toBe('high');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const before = {
      photo: await box(page, '.early-photo'),
      title: await box(page, '.early-car h1'),
      price: await box(page, '.early-current'),
    };
    await screenshot(page, 'early-paint-car-before');

    release();
    await page.locator('h1#car-title').waitFor({ timeout: 20_000 });
    const after = {
      photo: await box(page, 'main img'),
      title: await box(page, 'h1#car-title'),
      price: await box(page, 'main h1#car-title + div span span'),
    };
    await screenshot(page, 'early-paint-car-after');
    for (const part of ['photo', 'title', 'price'] as const) {
      for (const edge of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(after[part][edge] - before[part][edge]), `${part} ${edge}`).toBeLessThanOrEqual(0.5);
      }
    }
    expect(await page.locator('h1#car-title').textContent()).toBe(title);
    // Let the page settle (the rest of the first screen, the calls below it) before counting.
    await page.waitForLoadState('networkidle');
    expect(await cls(page)).toBeLessThanOrEqual(0.02);
    expect(carRequests).toHaveLength(1);
    // dist/ keeps its default API hosts (https://api.mock-dealer.test …), which do not resolve here: the
    // calls below the first screen that go there fail to resolve, and nothing else may fail.
    expect(consoleErrors.filter((text) => !text.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });

  it('shows a hostile title as text, and the app shows the same text', async () => {
    const { page, carRequests, release } = await openHeld(
      delayed(300, (body) => {
        body.data.title = HOSTILE;
      }),
    );
    await page.locator('.early-car h1').waitFor({ timeout: 15_000 });
    expect(await page.locator('.early-car h1').textContent()).toBe(HOSTILE);
    expect(await page.locator('#root img:not(.early-photo), #root script').count()).toBe(0);
    release();
    await page.locator('h1#car-title').waitFor({ timeout: 20_000 });
    expect(await page.locator('h1#car-title').textContent()).toBe(HOSTILE);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(carRequests).toHaveLength(1);
  });

  it('leaves the photo frame empty for a car without photos, in the size the page gives it', async () => {
    const { page, release } = await openHeld(
      delayed(300, (body) => {
        body.data.images = {};
      }),
    );
    await page.locator('.early-car h1').waitFor({ timeout: 15_000 });
    expect(await page.locator('.early-photo').count()).toBe(0);
    const frame = await box(page, '.early-gallery');
    const title = await box(page, '.early-car h1');
    release();
    await page.locator('h1#car-title').waitFor({ timeout: 20_000 });
    expect(Math.abs((await box(page, 'h1#car-title')).y - title.y)).toBeLessThanOrEqual(0.5);
    expect(frame.height).toBeCloseTo((frame.width * 3) / 4, 0);
    await page.waitForLoadState('networkidle');
    expect(await cls(page)).toBeLessThanOrEqual(0.02);
  });

  it('paints nothing for a 404 or a 500, and the app shows its own page for each', async () => {
    for (const [status, expected] of [
      [404, /这辆车已经不在了/],
      [500, /重试|retry/i],
    ] as const) {
      const { page, carRequests, release } = await openHeld(async (route) => {
        await route.fulfill({ status, contentType: 'application/json', body: '{"status":"error","msg":"no"}' });
      });
      await page.waitForFunction(() => (window as unknown as { __early?: { url?: string } }).__early?.url);
      await page.waitForTimeout(300);
      expect(await page.locator('.early-car').count()).toBe(0);
      expect(await page.locator('#root .boot-main .boot-card').count()).toBeGreaterThan(0);
      release();
      await expect.poll(() => page.locator('main').textContent(), { timeout: 20_000 }).toMatch(expected);
      expect(await page.locator('.early-car').count()).toBe(0);
      // One request for the car: the app judged the early answer; a 500 is not retried (as before).
      expect(carRequests).toHaveLength(1);
      await page.close();
    }
  });

  it('paints nothing while the answer never comes, and the app keeps its skeleton', async () => {
    const { page, release } = await openHeld(() => new Promise<void>(() => undefined));
    await page.waitForFunction(() => (window as unknown as { __early?: { url?: string } }).__early?.url);
    release();
    await page.locator('main').waitFor({ timeout: 20_000 });
    expect(await page.locator('.early-car').count()).toBe(0);
    // The page's own loading state (its skeleton), not an early paint.
    expect(await page.locator('main [aria-busy="true"], main [role="status"]').count()).toBeGreaterThan(0);
  });
});

/** The home list's first page, as the list's query asks for it (premium, on sale, cars, 20). */
const HOME_CALL: FirstCall = {
  path: '/',
  pattern: '**/v1/cars?*',
  is: (url) =>
    url.pathname === '/v1/cars' &&
    url.searchParams.get('category') === 'premium' &&
    url.searchParams.get('page') === '1',
};

interface ListBody {
  data: { list: Record<string, unknown>[] };
}

/** The home list's REST answer as the server gives it, after `delayMs`, its cars changed by `edit`. */
const delayedList =
  (delayMs: number, edit?: (cars: Record<string, unknown>[]) => void): Answer =>
  async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ListBody;
    edit?.(body.data.list);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  };

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the first `count` cards' parts, painted (`early`) or the app's. */
async function cardBoxes(page: Page, count: number, early: boolean): Promise<Record<string, Box>[]> {
  const selectors = early
    ? { card: '.early-card', photo: '.early-card-image', title: '.early-card-title', price: '.early-card-current' }
    : {
        card: 'main article',
        photo: 'main article img',
        title: 'main article h3',
        price: 'main article span[lang] > span',
      };
  const out: Record<string, Box>[] = [];
  for (let index = 0; index < count; index++) {
    const parts: Record<string, Box> = {};
    for (const [part, selector] of Object.entries(selectors)) {
      // The app's price: the current price is the first span of the Price; its photo, the LazyImage's box.
      const locator = early
        ? page.locator(selector).nth(index)
        : part === 'price'
          ? page.locator('main article').nth(index).locator('span[lang] > span').first()
          : part === 'photo'
            ? page.locator('main article').nth(index).locator('img').first().locator('..')
            : page.locator(selector).nth(index);
      const found = await locator.boundingBox();
      if (!found) throw new Error(`${selector} ${index} has no box`);
      parts[part] = found;
    }
    out.push(parts);
  }
  return out;
}

/** The viewport as it is now (screenshot() waits for the network first: here the moment matters). */
async function viewportShot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

describe('the early paint of the home list', () => {
  it('shows the first cards before the entry runs, and the app puts its cards in their place from the same request', async () => {
    const { page, carRequests, consoleErrors, release } = await openHeld(delayedList(600), HOME_CALL);
    await page.locator('.early-home .early-card-title').first().waitFor({ timeout: 15_000 });
    // The entry has not run: the shell is the page's, and React has rendered nothing.
    expect(await page.locator('#root > .boot-shell').count()).toBe(1);
    expect(await page.locator('main').count()).toBe(0);
    const titles = await page.locator('.early-card-title').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(2);
    expect(titles[0]).toBe('雷克萨斯ES 2023款 300h 豪华版');
    expect(await page.locator('.early-card-current').first().textContent()).toBe('23.83万');
    const photo = page.locator('.early-card-photo').first();
    expect(await photo.getAttribute('fetchpriority')).toBe('high');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The cards in the first screen (at 390×844, the third shows its top).
    const shown = await page
      .locator('.early-card')
      .evaluateAll((cards) => cards.filter((card) => card.getBoundingClientRect().top < window.innerHeight).length);
    const before = await cardBoxes(page, shown, true);
    await viewportShot(page, 'early-paint-home-before');

    release();
    await page.locator('main article h3').first().waitFor({ timeout: 20_000 });
    await viewportShot(page, 'early-paint-home-after');
    const after = await cardBoxes(page, shown, false);
    expect(await page.locator('main article h3').first().textContent()).toBe(titles[0]);
    for (let index = 0; index < shown; index++) {
      for (const part of ['card', 'photo', 'title', 'price'] as const) {
        for (const edge of ['x', 'y', 'width', 'height'] as const) {
          expect(
            Math.abs(after[index]![part]![edge] - before[index]![part]![edge]),
            `card ${index} ${part} ${edge}`,
          ).toBeLessThanOrEqual(0.5);
        }
      }
    }
    await page.waitForLoadState('networkidle');
    expect(await cls(page)).toBeLessThanOrEqual(0.02);
    expect(carRequests).toHaveLength(1);
    expect(consoleErrors.filter((text) => !text.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });

  it('shows a hostile title as text and a car without a photo in the placeholder, and the app shows the same', async () => {
    const { page, carRequests, release } = await openHeld(
      delayedList(300, (cars) => {
        cars[0]!.title = HOSTILE;
        cars[1]!.cover = null;
      }),
      HOME_CALL,
    );
    await page.locator('.early-home .early-card-title').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.early-card-title').first().textContent()).toBe(HOSTILE);
    expect(await page.locator('#root script').count()).toBe(0);
    expect(await page.locator('#root img:not(.early-card-photo)').count()).toBe(0);
    expect(await page.locator('.early-card-image').nth(1).getAttribute('data-state')).toBe('error');
    const before = await cardBoxes(page, 2, true);
    release();
    await page.locator('main article h3').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('main article h3').first().textContent()).toBe(HOSTILE);
    const after = await cardBoxes(page, 2, false);
    for (let index = 0; index < 2; index++)
      expect(Math.abs(after[index]!.title!.y - before[index]!.title!.y), `card ${index}`).toBeLessThanOrEqual(0.5);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(carRequests).toHaveLength(1);
  });

  it('paints nothing for a 500 or a malformed answer, and the app shows its own error', async () => {
    for (const body of ['{"status":"error","msg":"no"}', '{"status":"success","data":']) {
      const status = body.endsWith(':') ? 200 : 500;
      const { page, carRequests, release } = await openHeld(async (route) => {
        await route.fulfill({ status, contentType: 'application/json', body });
      }, HOME_CALL);
      await page.waitForFunction(() => (window as unknown as { __early?: { url?: string } }).__early?.url);
      await page.waitForTimeout(300);
      expect(await page.locator('.early-home').count()).toBe(0);
      expect(await page.locator('#root .boot-main .boot-card').count()).toBeGreaterThan(0);
      release();
      await expect.poll(() => page.locator('main').textContent(), { timeout: 20_000 }).toMatch(/重试|retry/i);
      expect(await page.locator('.early-home').count()).toBe(0);
      // One request for the list: the app judged the early answer; neither a 500 nor bad JSON is retried.
      expect(carRequests).toHaveLength(1);
      await page.close();
    }
  });

  it('paints nothing while the answer never comes, and the app keeps its skeleton', async () => {
    const { page, release } = await openHeld(() => new Promise<void>(() => undefined), HOME_CALL);
    await page.waitForFunction(() => (window as unknown as { __early?: { url?: string } }).__early?.url);
    release();
    await page.locator('main').waitFor({ timeout: 20_000 });
    expect(await page.locator('.early-home').count()).toBe(0);
    expect(await page.locator('main [aria-busy="true"], main [role="status"]').count()).toBeGreaterThan(0);
  });

  it('stands aside for an address with filters: the app asks for its list itself', async () => {
    const { page, carRequests } = await openHeld(delayedList(0), { ...HOME_CALL, path: '/?sort=price_asc' });
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { __early?: { url?: string } }).__early?.url)).toBeFalsy();
    expect(await page.locator('.early-home').count()).toBe(0);
    expect(carRequests).toHaveLength(0);
  });
});

describe("the early paint with the oldest target engine's JavaScript (iOS 15.0, Chrome 107)", () => {
  it('paints the car and the home list before the entry runs, and the app takes over, without a page error', async () => {
    const car = await openHeld(delayed(300), CAR_CALL, OLDEST_ENGINE);
    await car.page.locator('.early-car h1').waitFor({ timeout: 15_000 });
    expect(await removedBuiltIns(car.page)).toContain('Object.hasOwn');
    expect(await car.page.locator('h1#car-title').count()).toBe(0);
    expect(await car.page.locator('.early-car h1').textContent()).toBe('雷克萨斯ES 2023款 300h 豪华版');
    expect(await car.page.locator('.early-current').textContent()).toBe('23.83万');
    car.release();
    await expect
      .poll(() => car.page.locator('h1#car-title').textContent(), { timeout: 20_000 })
      .toBe('雷克萨斯ES 2023款 300h 豪华版');
    expect(car.carRequests).toHaveLength(1);
    expect(car.consoleErrors.filter((text) => !text.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await car.page.close();

    const home = await openHeld(delayedList(300), HOME_CALL, OLDEST_ENGINE);
    await home.page.locator('.early-home .early-card-title').first().waitFor({ timeout: 15_000 });
    expect(await home.page.locator('main').count()).toBe(0);
    const first = await home.page.locator('.early-card-title').first().textContent();
    expect(first).toBe('雷克萨斯ES 2023款 300h 豪华版');
    home.release();
    await expect
      .poll(() => home.page.locator('main article h3').first().textContent(), { timeout: 20_000 })
      .toBe(first);
    expect(home.carRequests).toHaveLength(1);
    expect(home.consoleErrors.filter((text) => !text.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });
});
