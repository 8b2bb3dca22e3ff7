// Every report route at 390×844 in the mock build: it renders its real content, with no console
// errors, no alerts and no serious axe violations; screenshots are saved for people to look at.
// Report ids follow the car stock: car C10001 names its report R700000 (mocks/fixtures/cars.ts).
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const INSPECTION = '/car/C10001/report-inspection/R700000/business/retail';

const routes: [path: string, name: string, ready: string][] = [
  ['/car/C10003/report/mileage', 'reports-mileage', 'text=里程存疑'],
  ['/car/C10001/mileage', 'reports-mileage-alias', 'text=里程可信'],
  ['/car/C10001/report/accessory', 'reports-accessory', 'text=项齐全'],
  ['/car/C10001/report/consumable', 'reports-consumable', 'text=机油滤清器'],
  ['/car/C10005/report/consumable', 'reports-consumable-empty', 'text=暂无易损耗件记录'],
  ['/car/C10001/report/preparation', 'reports-preparation', 'text=查看保养提醒'],
  ['/car/C10001/report/preparation/remind', 'reports-preparation-remind', 'text=按当前里程'],
  ['/car/C10001/report/flaw', 'reports-flaw', '[aria-label^="车身俯视图"]'],
  ['/car/C10001/report/chassis', 'reports-chassis', 'text=前悬挂'],
  ['/car/C10001/report/refurbish-list', 'reports-refurbish', 'text=整备合计'],
  ['/car/C10001/report/exterior', 'reports-category', 'text=只看问题项'],
  ['/car/C10001/report/sunroof', 'reports-category-unknown', 'text=可以查看的分类'],
  [INSPECTION, 'reports-inspection-index', 'text=车况等级'],
  [`${INSPECTION}/inspection-checklist`, 'reports-inspection-checklist', 'text=全部 150 项'],
  [`${INSPECTION}/inspection-checklist-table`, 'reports-inspection-table', 'table'],
  [`${INSPECTION}/inspection-checklist-detail?item_id=CP0101`, 'reports-inspection-detail', 'text=检测标准'],
  [
    `${INSPECTION}/maintenance-record`,
    'reports-inspection-maintenance',
    '[role="img"][aria-label^="里程随时间变化图"]',
  ],
  [`${INSPECTION}/mileage-analysis-basis`, 'reports-inspection-mileage', 'text=分析依据'],
  [`${INSPECTION}/accident-record`, 'reports-inspection-accident', 'text=泡水排查'],
  [`${INSPECTION}/report-inspection-notice`, 'reports-inspection-notice', 'text=关于这份检测报告'],
  ['/car/C10001/report-inspection-preview/R700000/business/retail', 'reports-inspection-preview', 'text=检测亮点'],
  // A visitor: the purchase report is for staff; staff-fields.e2e.test.ts opens it inside the embed.
  ['/oem/6f1c2a3e-8b4d-4c21-9e57-3a1f0c2b7d10/purchase', 'reports-purchase-visitor', 'text=这是内部页面'],
  ['/h/H10001/report/consumable', 'reports-hunt-consumable', 'text=机油滤清器'],
  ['/h/H10002/report/mileage', 'reports-hunt-mileage', 'text=分析依据'],
  ['/h/H10003/report/chassis', 'reports-hunt-chassis', 'text=前悬挂'],
];

describe('reports at 390×844', () => {
  it.each(routes)('%s renders cleanly', async (path, name, ready) => {
    const { page, consoleErrors, alerts } = await openPage(path);
    await page.waitForSelector(ready, { timeout: 20_000 });
    await page.waitForTimeout(300);
    await screenshot(page, name);
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('inspection pages hide the navigation bar and a hash scrolls to its section', async () => {
    const { page } = await openPage(`${INSPECTION}/inspection-checklist#section-flood`);
    await page.waitForSelector('text=全部 150 项', { timeout: 20_000 });
    expect(await page.locator('nav[aria-label="主导航"], header nav').count()).toBe(0);
    await expect
      .poll(async () =>
        page.evaluate(() => document.getElementById('section-flood')?.getBoundingClientRect().top ?? 9999),
      )
      .toBeLessThan(500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await screenshot(page, 'reports-inspection-checklist-hash');
  });

  it('a flaw marker opens its close-up photo', async () => {
    const { page } = await openPage('/car/C10001/report/flaw');
    await page.locator('[aria-label^="车身俯视图"] button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('img').first().waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    await screenshot(page, 'reports-flaw-sheet');
    expect(await checkA11y(page)).toEqual([]);
  });

  it('the early-access report fails quietly', async () => {
    const { page, alerts, consoleErrors } = await openPage(
      '/car/C10001/report-inspection-preview/R700000/business/retail',
      {
        scenario: 'forestall:http-500',
      },
    );
    await page.waitForSelector('text=抢先看报告暂未开放', { timeout: 20_000 });
    expect(alerts).toEqual([]);
    expect(realErrors(consoleErrors).filter((text) => !/status of 500/.test(text))).toEqual([]);
  });

  it('the long checklist renders without a long main-thread task', async () => {
    const { page } = await openPage(`${INSPECTION}/inspection-checklist`);
    await page.waitForSelector('text=全部 150 项', { timeout: 20_000 });
    const longest = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let max = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) max = Math.max(max, entry.duration);
          });
          observer.observe({ type: 'longtask', buffered: false });
          const button = [...document.querySelectorAll('button')].find((item) => item.textContent === '只看问题项');
          button?.click();
          setTimeout(() => {
            const all = button?.previousElementSibling;
            if (all instanceof HTMLElement) all.click();
            setTimeout(() => {
              observer.disconnect();
              resolve(max);
            }, 600);
          }, 600);
        }),
    );
    // Lab machine with 2 shared cores: generous, but a giant synchronous list would blow far past it.
    expect(longest).toBeLessThan(200);
  });
});
