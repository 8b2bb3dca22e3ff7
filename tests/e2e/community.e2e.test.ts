// The community and article routes at 390×844 in the mock build: each renders real content, has no
// console errors and no serious axe violations; hostile posts never run; the feed pages as you scroll.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const routes: [string, string, string][] = [
  ['/moments', 'community-index', 'article'],
  ['/m', 'community-index-alias', 'article'],
  ['/moments/P1001', 'community-post', 'article'],
  ['/moments/topic/T01', 'community-topic', 'article'],
  ['/moments/user/U01a7', 'community-user', 'h2'],
  ['/article/A1002', 'article-detail', 'article h1'],
];

describe('community and articles at 390×844', () => {
  it.each(routes)('%s renders cleanly', async (path, name, ready) => {
    const { page, consoleErrors, alerts } = await openPage(path);
    await page.waitForSelector(ready, { timeout: 20_000 });
    await screenshot(page, name);
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
    const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    expect(flag).toBeUndefined();
  });

  it('loads more posts as the visitor scrolls, and hostile posts stay inert', async () => {
    const { page, consoleErrors } = await openPage('/moments');
    await page.waitForSelector('article');
    const count = () => page.locator('main article').count();
    // the first two posts render at once, the rest in a background pass, the list busy until then
    await page.waitForSelector('ul[aria-label="车友圈动态列表"]:not([aria-busy])');
    expect(await count()).toBe(10);
    // The visitor keeps scrolling to the end: each page arrives at the end of the list as it was, and
    // only scrolling on reaches the next (four fixed scrolls could all land before the second page did).
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000);
          return count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(30);
    expect(
      await page
        .locator('main .richText script, main .richText iframe, main .richText svg, main .richText style')
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('opens a photo in the in-page viewer and closes it with Escape', async () => {
    const { page } = await openPage('/moments');
    await page.waitForSelector('article');
    await page
      .getByRole('button', { name: /^查看大图，第 1 张/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '图片查看器' });
    await dialog.waitFor({ timeout: 15_000 });
    await screenshot(page, 'community-viewer');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('an unknown article shows the designed not-found page', async () => {
    const { page } = await openPage('/article/A0');
    await page.getByText('文章不存在或已下线').waitFor({ timeout: 20_000 });
    await screenshot(page, 'article-not-found');
  });
});
