// Records the sample collector file the field report's tests read (tests/fixtures/field-events.jsonl):
// real visits to the mock build in Chromium at 4x CPU, as a WeChat Android, a WeChat iOS and a phone
// browser user agent, each hidden at the end; every batch the page sends is written as one JSON line,
// as a collector would store it.
//   node scripts/build.mjs --mocks on --out dist-e2e && node --import tsx scripts/field-sample.ts [out.jsonl]
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from './serve-static.mjs';
import { USER_AGENTS } from '../tests/e2e/support/devices';
import { FAKE_WX } from '../tests/e2e/support/wechat';

const OUT = process.argv[2] ?? 'tests/fixtures/field-events.jsonl';
const PORT = Number(process.env.FIELD_SAMPLE_PORT ?? 0);

const KEEP_BEACONS = `(() => {
  const send = navigator.sendBeacon.bind(navigator);
  window.__beacons = [];
  navigator.sendBeacon = (url, body) => {
    if (body instanceof Blob) body.text().then((text) => window.__beacons.push(text));
    return send(url, body);
  };
})();`;

// Strings, not functions, are evaluated in the page: tsx's helpers in a compiled function do not exist there.
async function hide(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  })()`);
  await page.waitForTimeout(800);
}

const reporterLoaded = (page: Page) =>
  page.waitForFunction(`performance.getEntriesByName('field:reporter').length > 0`, undefined, { timeout: 30_000 });

type Visit = (page: Page, origin: string) => Promise<void>;

const visits: Record<string, Visit> = {
  'browse, tap a car, back, sell form': async (page, origin) => {
    await page.goto(origin + '/');
    await page.waitForSelector('main article h3 a', { timeout: 30_000 });
    await reporterLoaded(page);
    await page.locator('main article h3 a').first().click();
    await page.waitForSelector('h1#car-title', { timeout: 30_000 });
    await page.goBack();
    await page.waitForSelector('main article h3 a');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我要卖车' }).click();
    const name = page.getByRole('textbox', { name: '您的称呼' });
    await name.waitFor({ timeout: 30_000 });
    await name.click();
    await page.keyboard.type('Chen');
  },
  'a shared car link': async (page, origin) => {
    await page.goto(origin + '/car/C10002');
    await page.waitForSelector('h1#car-title', { timeout: 30_000 });
    await reporterLoaded(page);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await page
      .locator('main button')
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  },
  'the list failing, a script error': async (page, origin) => {
    await page.goto(origin + '/?scenario=cars:http-500');
    await page.getByRole('main').getByRole('alert').first().waitFor({ timeout: 30_000 });
    await reporterLoaded(page);
    await page.evaluate(`setTimeout(() => null.id, 0)`);
  },
};

async function record(): Promise<void> {
  const server = (await startStaticServer({ root: 'dist-e2e', port: PORT })) as { url: string; close(): Promise<void> };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const lines: string[] = [];
  try {
    for (const [platform, userAgent] of [
      ['WeChat Android', USER_AGENTS.wechatAndroid],
      ['WeChat iOS', USER_AGENTS.wechatIos],
      ['phone browser', USER_AGENTS.androidChrome],
    ] as const) {
      for (const [name, visit] of Object.entries(visits)) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          userAgent,
          isMobile: true,
          hasTouch: true,
          locale: 'zh-CN',
          bypassCSP: true,
        });
        await context.addInitScript(KEEP_BEACONS);
        if (platform !== 'phone browser') await context.addInitScript(FAKE_WX);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        try {
          await visit(page, server.url);
          await hide(page);
          const batches = (await page.evaluate('window.__beacons')) as string[];
          lines.push(...batches);
          console.log(`${platform}, ${name}: ${batches.length} batches`);
        } catch (error) {
          console.warn(
            `${platform}, ${name}: failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  writeFileSync(OUT, lines.map((line) => JSON.stringify(JSON.parse(line) as unknown)).join('\n') + '\n');
  console.log(`${lines.length} batches written to ${OUT}`);
}

await record();
