// Field measurement in the mock build (ANALYTICS_URL=/analytics/events, FIELD_SAMPLE_RATE 1.0): a visit
// that loads `/`, taps a car, goes back, types in the sell form and is hidden sends LCP, INP (with its
// target), CLS, FCP and TTFB tagged with route names, view kinds and device flags; a visit with a thrown
// error, a failed screen chunk and a failing REST call sends each once, without an address or a phone
// number; the QA studio's Field tab shows the session live, in Chinese and in English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

// Playwright does not expose a beacon's body: the page keeps a copy of each batch it sends.
const KEEP_BEACONS = `(() => {
  const send = navigator.sendBeacon.bind(navigator);
  window.__beacons = [];
  navigator.sendBeacon = (url, body) => {
    if (body instanceof Blob) body.text().then((text) => window.__beacons.push(text));
    return send(url, body);
  };
})();`;

type Properties = Record<string, string | number | boolean>;
interface Batch {
  appName: string;
  events: Array<{ type: string; name?: string; properties?: Properties }>;
}

async function sentEvents(page: Page, name: string): Promise<Properties[]> {
  const texts = await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
  return texts
    .map((text) => JSON.parse(text) as Batch)
    .flatMap((batch) => batch.events)
    .filter((event) => event.type === 'event' && event.name === name)
    .map((event) => event.properties ?? {});
}

/** The page as a phone hides it (app switched, screen off): what web-vitals and the transport listen to. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const reporterLoaded = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('field:reporter').length), { timeout: 20_000 })
    .toBe(1);

describe('field measurement', () => {
  it('sends LCP, INP with its target, CLS, FCP and TTFB with route names, view kinds and flags when the page is hidden', async () => {
    const { page, consoleErrors } = await openPage('/', { initScript: KEEP_BEACONS });
    await page.waitForSelector('main article h3 a', { timeout: 20_000 });
    await reporterLoaded(page);
    await page.locator('main article h3 a').first().click();
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我要卖车' }).click();
    const name = page.getByRole('textbox', { name: '您的称呼' });
    await name.waitFor({ timeout: 20_000 });
    await name.click();
    await page.keyboard.type('Chen');
    await hide(page);

    await expect
      .poll(async () => (await sentEvents(page, 'web_vital')).map((event) => event.metric).sort(), { timeout: 15_000 })
      .toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    const vitals = await sentEvents(page, 'web_vital');
    const byMetric = Object.fromEntries(vitals.map((event) => [event.metric, event]));
    expect(byMetric.LCP).toMatchObject({ route: 'Index', view: 'first', viewIndex: 1, rating: expect.any(String) });
    expect(byMetric.LCP?.target).toEqual(expect.any(String));
    expect(byMetric.LCP?.value).toBeGreaterThan(0);
    expect(byMetric.INP?.target).toEqual(expect.any(String));
    expect(byMetric.INP?.interaction).toMatch(/^(pointer|keyboard)$/);
    expect(['Index', 'Car', 'Recycle']).toContain(byMetric.INP?.route);
    expect(byMetric.CLS?.value).toEqual(expect.any(Number));
    for (const event of vitals) {
      // Device flags of the Android phone's browser, the build, and never an address with ids.
      expect(event).toMatchObject({
        android: true,
        ios: false,
        wechat: false,
        wework: false,
        miniProgram: false,
        build: expect.any(String),
      });
      expect(['Index', 'Car', 'Recycle']).toContain(event.route);
      expect(JSON.stringify(event)).not.toMatch(/\/car\/|Chen/);
      expect(JSON.stringify(event).length).toBeLessThanOrEqual(1024);
    }
    // One view event per page view: the list again after the car page is the kept view shown again.
    const views = (await sentEvents(page, 'field_view')).map(
      (event) => `${String(event.route)} ${String(event.view)} ${String(event.viewIndex)}`,
    );
    expect(views).toEqual(['Index first 1', 'Car first 2', 'Index kept 3', 'Recycle first 4']);
    const texts = await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
    expect(texts.every((text) => (JSON.parse(text) as Batch).appName === 'self-operated car h5')).toBe(true);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('sends a thrown error, a failed chunk and a failing REST call once each, without a phone number', async () => {
    const { page, context } = await openPage('/', { initScript: KEEP_BEACONS, scenario: 'cars:http-500' });
    await page.getByRole('main').getByRole('alert').first().waitFor({ timeout: 20_000 });
    await reporterLoaded(page);
    // The same error twice in one page view is sent once.
    await page.evaluate(() => {
      for (let i = 0; i < 2; i++) {
        setTimeout(() => {
          throw new Error('Field check failed for 13812345678');
        }, 0);
      }
    });
    // The sell form's screen chunk fails to load: the app offers a reload.
    await context.route(/\/recycle\.screen\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我要卖车' }).click();
    await page.getByRole('alert').filter({ hasText: '重新加载' }).first().waitFor({ timeout: 20_000 });
    await hide(page);

    await expect
      .poll(async () => (await sentEvents(page, 'field_error')).map((event) => event.kind).sort(), { timeout: 15_000 })
      .toEqual(['chunk', 'rest', 'uncaught']);
    const errors = await sentEvents(page, 'field_error');
    const byKind = Object.fromEntries(errors.map((event) => [event.kind, event]));
    expect(byKind.rest).toMatchObject({
      operation: 'cars',
      status: 500,
      fault: 'status',
      route: 'Index',
      duration: expect.any(Number),
    });
    expect(byKind.uncaught?.message).toBe('Error: Field check failed for #');
    expect(byKind.chunk).toMatchObject({ route: 'Recycle' });
    expect(JSON.stringify(errors)).not.toMatch(/13812345678|\/v1\/cars|http:/);
    await screenshot(page, 'field-errors-chunk');
  });

  it('shows the session in the QA studio Field tab, in Chinese and in English', async () => {
    for (const [lang, studioName, tabName, heading, errorsHeading] of [
      ['zh', 'QA 工作台', '现场数据', '网页性能指标（本次会话）', '错误记录（本次会话）'],
      ['en', 'QA studio', 'Field', 'Web vitals (this session)', 'Error log (this session)'],
    ] as const) {
      const { page, consoleErrors } = await openPage(`/?qa=1&lang=${lang}`, { scenario: 'cars:http-500' });
      const studio = page.getByRole('dialog', { name: studioName });
      await studio.waitFor({ timeout: 20_000 });
      await reporterLoaded(page);
      await studio.getByRole('tab', { name: tabName }).click();
      await studio.getByRole('heading', { name: heading }).waitFor();
      const vitals = studio.getByRole('list', { name: heading });
      await expect.poll(() => vitals.textContent(), { timeout: 15_000 }).toContain('LCP');
      expect(await vitals.textContent()).toContain('Index');
      await expect
        .poll(() => studio.getByRole('list', { name: errorsHeading }).textContent(), { timeout: 15_000 })
        .toContain('cars 500');
      await screenshot(page, `qa-studio-field-${lang}`);
      expect(await checkA11y(page)).toEqual([]);
      expect(realErrors(consoleErrors).filter((text) => !/status of 500/.test(text))).toEqual([]);
    }
  });
});
