// The articles list and the configuration checklist at 390×844, each reached the way a buyer reaches
// it (tapping the link on the community tab, tapping the checklist link on the car page): real
// content, no console errors, no serious axe violations, and the back gesture returns.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

describe('articles and configuration pages at 390×844', () => {
  it('/articles: tapped from the community tab, lists articles, back returns to the community', async () => {
    const { page, consoleErrors, alerts } = await openPage('/moments');
    await page
      .getByRole('link', { name: /购车指南与车主故事/ })
      .first()
      .tap();
    await page.waitForURL('**/articles');
    const list = page.getByRole('list', { name: '购车指南与车主故事' });
    await expect.poll(() => list.getByRole('link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'articles-list');
    expect(await checkA11y(page)).toEqual([]);
    await page.goBack();
    await page.waitForURL('**/moments');
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /购车指南与车主故事/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('/car/:id/configuration: tapped from the car page, shows the checklist, back returns to the car', async () => {
    const { page, consoleErrors, alerts } = await openPage('/car/C10001');
    const link = page.getByRole('link', { name: /配置清单/ }).first();
    await link.waitFor({ timeout: 20_000 });
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await page.waitForURL('**/car/C10001/configuration');
    await page.getByRole('heading', { level: 1, name: '配置清单' }).waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: '安全配置' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'car-configuration');
    expect(await checkA11y(page)).toEqual([]);
    await page.goBack();
    await page.waitForURL('**/car/C10001');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });
});
