// The app shell in a real browser (mock build, 390×844 unless said): navigation bar and its rules,
// titles, kept-alive lists with their scroll position, analytics beacons, WeChat sharing with an
// injected SDK, and the bar's fit at 320 px.
import { describe, expect, it } from 'vitest';
import { checkA11y, goto, newPage, openPage, realErrors, screenshot, USER_AGENTS } from './support/browser';
import { FAKE_WX } from './support/wechat';

describe('app shell', () => {
  it('shows the navigation bar with the current link and the route title', async () => {
    const { page, consoleErrors } = await openPage('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['精品自营车', '特价专区', '车友圈', '我要卖车']);
    expect(await nav.getByRole('link', { name: '精品自营车' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.title()).toBe('首页 - 诺车自营');
    await nav.getByRole('link', { name: '车友圈' }).click();
    await expect.poll(() => page.title()).toBe('车友圈 - 诺车自营');
    expect(await nav.getByRole('link', { name: '车友圈' }).getAttribute('aria-current')).toBe('page');
    // Touch targets of the bar are at least 44 px high.
    const heights = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'shell-moments');
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it("the entry script opens with V8's compile hint (compiled while it streams in) and runs; lazy chunks keep lazy compilation", async () => {
    const { page, requests, consoleErrors } = await openPage('/');
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    const entry = await page.locator('script[type="module"]').first().getAttribute('src');
    // Parcel names the entry after the project (main, or the checkout folder): the one module script.
    expect(entry).toMatch(/^\/[\w.-]+\.[0-9a-f]{8}\.js$/);
    const code = await (await page.request.get(new URL(entry as string, page.url()).toString())).text();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const chunk = requests.find((url) => /\/home\.screen\.[0-9a-f]+\.js$/.test(new URL(url).pathname));
    expect(chunk).toBeDefined();
    expect((await (await page.request.get(chunk as string)).text()).startsWith('//# allFunctionsCalledOnLoad')).toBe(
      false,
    );
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('requests no image of its own at start: the favicon, the brand mark and the loading placeholder are inline (issue #10)', async () => {
    const { page, requests, consoleErrors } = await openPage('/');
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    await page.locator('article').first().waitFor();
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(await page.locator('header img').first().getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    const own = requests
      .map((url) => new URL(url).pathname)
      .filter((path) => /favicon|placeholder|\/icons\//.test(path));
    expect(own).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it.each(['/', '/car/C10001'])(
    "%s: Apollo's useQuery comes with the entry, not as a chunk of its own (decision note 077)",
    async (path) => {
      const { page, requests, consoleErrors } = await openPage(path);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      const scripts = requests.filter((url) => new URL(url).pathname.endsWith('.js') && !/mockServiceWorker/.test(url));
      const holding: string[] = [];
      for (const url of scripts)
        if ((await (await page.request.get(url)).text()).includes('"useQuery"')) holding.push(new URL(url).pathname);
      const entry = await page.evaluate(
        () => new URL((document.querySelector('script[type="module"][src]') as HTMLScriptElement).src).pathname,
      );
      expect(holding).toEqual([entry]);
      expect(realErrors(consoleErrors)).toEqual([]);
    },
  );

  it('constructs no Error while the entry evaluates (Chromium would re-parse the whole entry for its stack; decision note 077)', async () => {
    // Every Error constructed before DOMContentLoaded (the entry module runs before it), with its message.
    const COUNT_ERRORS = `(() => {
      const Original = Error; const early = (window.__earlyErrors = []); let loaded = false;
      document.addEventListener('DOMContentLoaded', () => { loaded = true; });
      const Counting = function (...args) {
        if (!loaded) early.push(String(args[0]));
        return Reflect.construct(Original, args, new.target || Counting);
      };
      Counting.prototype = Original.prototype; Object.setPrototypeOf(Counting, Original); window.Error = Counting;
    })();`;
    const { page, consoleErrors } = await openPage('/car/C10001', { initScript: COUNT_ERRORS });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __earlyErrors: string[] }).__earlyErrors)).toEqual([]);
    // React's sentinels still work: the lazy screen suspended and rendered, and navigating suspends again.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '车友圈' }).click();
    await expect.poll(() => page.title()).toBe('车友圈 - 诺车自营');
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('parses the entry once: nothing during its evaluation makes V8 parse it again (decision note 077)', async () => {
    const { page, context, consoleErrors } = await newPage();
    const session = await context.newCDPSession(page);
    const events: Array<{ name: string; ph: string; ts: number; dur?: number; tid: number }> = [];
    session.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as typeof events)));
    const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
    await session.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-v8.compile',
      transferMode: 'ReportEvents',
    });
    await goto(page, '/car/C10001');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await session.send('Tracing.end');
    await complete;
    const evaluation = events.find((event) => event.name === 'v8.evaluateModule' && event.ph === 'X');
    expect(evaluation).toBeDefined();
    const { ts, dur = 0, tid } = evaluation!;
    const reparses = events.filter(
      (event) => event.name === 'V8.ParseProgram' && event.tid === tid && event.ts >= ts && event.ts <= ts + dur,
    );
    expect(reparses).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('has no serious accessibility violations in the shell on the home page', async () => {
    const { page } = await openPage('/');
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    const violations = await checkA11y(page);
    const shellViolations = violations.filter((violation) =>
      violation.nodes.some((node) => /header|nav|aside|skip/.test(node)),
    );
    expect(shellViolations).toEqual([]);
  });

  it('fits the bar at 320 px in both languages', async () => {
    for (const path of ['/', '/?lang=en']) {
      const { page } = await openPage(path, { viewport: { width: 320, height: 640 } });
      await page.getByRole('banner').waitFor();
      const overflow = await page.evaluate(
        () => document.querySelector('header')!.scrollWidth - document.querySelector('header')!.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `shell-320${path.includes('en') ? '-en' : ''}`);
    }
  });

  it('hides the bar in a mini-program web view', async () => {
    const { page } = await openPage('/', { userAgent: USER_AGENTS.miniProgram });
    await page.getByRole('main').waitFor();
    expect(await page.getByRole('navigation', { name: '主导航' }).count()).toBe(0);
    expect(await page.getByRole('main').evaluate((main) => getComputedStyle(main).paddingTop)).toBe('0px');
  });

  it('brings a list back with its scroll position after a detail page', async () => {
    const { page } = await openPage('/');
    await page.locator('main a[href^="/car/"]').first().waitFor();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(600);
    const before = await page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/car/"]')].filter(
        (link) => link.getBoundingClientRect().top > 100,
      );
      links[0]!.click();
    });
    await expect.poll(() => page.evaluate(() => location.pathname)).toMatch(/^\/car\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
  });

  it('sends analytics batches (beacon or keepalive fetch) after navigations', async () => {
    // Playwright does not expose a beacon's body: the page keeps a copy of each one it sends.
    const { page, requests } = await openPage('/', {
      initScript: `(() => {
        const send = navigator.sendBeacon.bind(navigator);
        window.__beacons = [];
        navigator.sendBeacon = (url, body) => {
          if (body instanceof Blob) body.text().then((text) => window.__beacons.push(text));
          return send(url, body);
        };
      })();`,
    });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我要卖车' }).click();
    await page.waitForURL(/\/recycle$/);
    // Leaving the page sends what is queued, even when analytics was still waiting for idle time.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    type Batch = { appName: string; events: Array<{ type: string; url?: string }> };
    const sent = async () =>
      (await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons)).map(
        (text) => JSON.parse(text) as Batch,
      );
    const sentViews = async () =>
      (await sent()).flatMap((batch) =>
        batch.events
          .filter((event) => event.type === 'pageview')
          .map((event) => new URL(event.url ?? '', 'http://x').pathname),
      );
    await expect.poll(sentViews, { timeout: 10_000 }).toContain('/recycle');
    expect(await sentViews()).toContain('/');
    expect(requests.some((url) => url.includes('/analytics/events'))).toBe(true);
    const batches = await sent();
    expect(batches.every((batch) => batch.appName === 'self-operated car h5')).toBe(true);
  });

  it('configures WeChat sharing with the signature for the page address', async () => {
    const { page, alerts } = await openPage('/recycle#form', {
      userAgent: USER_AGENTS.wechatAndroid,
      initScript: FAKE_WX,
    });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __wxCalls: { config: unknown[] } }).__wxCalls.config.length),
      )
      .toBeGreaterThan(0);
    const calls = await page.evaluate(
      () =>
        (
          window as unknown as {
            __wxCalls: { config: Array<Record<string, unknown>>; appMessage: Array<Record<string, unknown>> };
          }
        ).__wxCalls,
    );
    expect(calls.config[0]).toMatchObject({
      jsApiList: ['previewImage', 'updateAppMessageShareData', 'updateTimelineShareData'],
    });
    expect(Object.keys(calls.config[0]!).sort()).toEqual([
      'appId',
      'debug',
      'jsApiList',
      'nonceStr',
      'signature',
      'timestamp',
    ]);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __wxCalls: { appMessage: unknown[] } }).__wxCalls.appMessage.length,
        ),
      )
      .toBeGreaterThan(0);
    const card = await page.evaluate(() =>
      (window as unknown as { __wxCalls: { appMessage: Array<Record<string, string>> } }).__wxCalls.appMessage.at(-1),
    );
    expect(card?.link).toMatch(/\/recycle$/);
    expect(alerts).toEqual([]);
  });

  it('signs the landing address on iOS WeChat, even after navigating', async () => {
    const { page, requests } = await openPage('/', { userAgent: USER_AGENTS.wechatIos, initScript: FAKE_WX });
    await expect.poll(() => requests.filter((url) => url.includes('/v1/getJsSDK')).length).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我要卖车' }).click();
    // The card follows the page; the signature stays the landing address's (Apollo keeps it, no new call needed).
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (window as unknown as { __wxCalls: { appMessage: Array<{ link: string }> } }).__wxCalls.appMessage.at(-1)
                ?.link ?? '',
          ),
        { timeout: 10_000 },
      )
      .toMatch(/\/recycle$/);
    const signed = requests
      .filter((url) => url.includes('/v1/getJsSDK'))
      .map((url) => new URL(url).searchParams.get('url') ?? '');
    for (const address of signed) expect(new URL(address).pathname).toBe('/');
  });

  it('signs the current address in WeCom (the enterprise variant) and configures the SDK', async () => {
    const { page, requests } = await openPage('/recycle', { userAgent: USER_AGENTS.wework, initScript: FAKE_WX });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __wxCalls: { config: unknown[] } }).__wxCalls.config.length),
      )
      .toBeGreaterThan(0);
    const signed = requests
      .filter((url) => url.includes('/v1/getJsSDK'))
      .map((url) => new URL(url).searchParams.get('url') ?? '');
    expect(signed.some((address) => new URL(address).pathname === '/recycle')).toBe(true);
  });

  it('hides the bar in the Douyin mini-app web view', async () => {
    const { page } = await openPage('/', { userAgent: USER_AGENTS.douyin });
    await page.getByRole('main').waitFor();
    expect(await page.getByRole('navigation', { name: '主导航' }).count()).toBe(0);
  });

  it('on a desktop browser: the bar and the QR-code aside show, and nothing of WeChat runs', async () => {
    // The aside is fixed in the right margin only where that margin holds it beside the page (1504px).
    const { page, requests, consoleErrors } = await openPage('/', {
      userAgent: USER_AGENTS.desktop,
      viewport: { width: 1600, height: 900 },
    });
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    await expect.poll(() => page.getByRole('complementary').count()).toBeGreaterThan(0);
    expect(await page.getByRole('complementary').first().getByRole('img').count()).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.includes('/v1/getJsSDK'))).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    await screenshot(page, 'shell-desktop');
  });

  it('hides the bar when framed by an internal business-system host', async () => {
    const opened = await openPage('/', { userAgent: USER_AGENTS.desktop, viewport: { width: 1024, height: 768 } });
    const app = new URL(opened.page.url()).origin;
    await opened.context.route('http://erp.mock-dealer.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>ERP</title><iframe title="storefront" src="${app}/" style="width:1000px;height:700px"></iframe>`,
      }),
    );
    await opened.page.goto('http://erp.mock-dealer.test/');
    const frame = opened.page.frameLocator('iframe[title="storefront"]');
    await frame.locator('main a[href^="/car/"]').first().waitFor({ timeout: 30_000 });
    expect(await frame.getByRole('navigation', { name: '主导航' }).count()).toBe(0);
    expect(await frame.locator('main').evaluate((main) => getComputedStyle(main).paddingTop)).toBe('0px');
  });
});
