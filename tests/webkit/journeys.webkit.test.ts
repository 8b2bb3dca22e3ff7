// The core journeys in WebKit, the engine of WeChat on iOS (about half of the visitors): the mock
// build at 390×844 in the iOS WeChat user agent, each journey in a fresh browser session, asserting
// what a visitor sees (accessible roles and names as WebKit computes them, visible text) and that no
// console error, uncaught error or failed load happened. A new journey is one more `it` with the
// lane's helpers (tests/webkit/support/webkit.ts); `npm run test:webkit` runs them.
import { By, Key } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { COMPARE_ROWS } from '../../src/domain/compare';
import { useLane } from './support/webkit';

const INSPECTION = '/car/C10001/report-inspection/R700000/business/retail';

describe('WeChat on iOS (WebKit) at 390×844', () => {
  const lane = useLane();

  it('the home list, and a filter from the sheet that lands in the address and the list', async () => {
    await lane.open('/');
    await lane.role('heading', '精品自营车');
    await lane.until('cars in the list', async () => (await lane.roles('article')).length > 2);
    await lane.screenshot('home');

    await lane.click(await lane.role('button', '价格最低'));
    await lane.at('/?sort=price_asc');

    await lane.click(await lane.role('button', '筛选'));
    const sheet = await lane.role('dialog', '筛选车源');
    await lane.click(await lane.role('button', '丰田', sheet));
    await lane.until(
      '丰田 chosen',
      async () => (await (await lane.role('button', '丰田', sheet)).getAttribute('aria-pressed')) === 'true',
    );
    await lane.screenshot('home-filter-sheet');
    await lane.click(await lane.role('button', /^查看(结果| \d+ 辆)$/, sheet));
    await lane.at('/?brand=B01&sort=price_asc');
    await lane.until('only Toyotas in the list', async () => {
      const titles = await Promise.all((await lane.roles('heading', /\d{4}款/)).map((heading) => heading.getText()));
      return titles.length > 0 && titles.every((title) => title.startsWith('丰田'));
    });
    await lane.text(/^在售 \d+ 辆$/);
    await lane.screenshot('home-filtered');
    expect(await lane.consoleErrors()).toEqual([]);
  });

  it('a car from the list, its gallery in the photo viewer, and back to the list', async () => {
    await lane.open('/');
    const link = await lane.role('link', /\d{4}款/);
    const title = await link.getText();
    await lane.click(link);
    await lane.at(/^\/car\/C\d+(\?|$)/);
    await lane.role('heading', title);
    const gallery = await lane.role('region', '车辆图片');
    await lane.screenshot('car');

    await lane.click(await lane.role('button', /^查看大图/, gallery));
    const viewer = await lane.role('dialog', '图片浏览');
    const counter = await lane.text(/^1 \/ \d+$/, viewer);
    await lane.screenshot('car-viewer');
    await lane.driver.actions().sendKeys(Key.ARROW_RIGHT).perform();
    await lane.until('the second photo', async () => /^2 \/ \d+$/.test(await counter.getText()));
    await lane.driver.actions().sendKeys(Key.ESCAPE).perform();
    await lane.until('the viewer to close', async () => (await lane.roles('dialog', '图片浏览')).length === 0);

    await lane.driver.navigate().back();
    await lane.at('/');
    await lane.role('link', title);
    expect(await lane.consoleErrors()).toEqual([]);
  });

  it('the buyer tools: a car saved from the list on 我的收藏, and two cars side by side', async () => {
    await lane.open('/');
    await lane.until('cars in the list', async () => (await lane.roles('article')).length > 2);
    const save = await lane.role('button', '收藏');
    await lane.click(save);
    await lane.until('the car saved', async () => (await save.getAttribute('aria-pressed')) === 'true');
    await lane.click(await lane.role('link', '我的收藏（1 辆）'));
    await lane.at('/favorites');
    await lane.role('heading', '收藏的车');
    await lane.until('the saved car listed', async () => (await lane.roles('button', /^移除/)).length === 1);
    await lane.screenshot('buyer-favorites');

    await lane.open('/compare?ids=C10001,C10002');
    await lane.until(
      'the comparison table',
      async () => (await lane.driver.findElements(By.css('tbody tr'))).length === COMPARE_ROWS.length,
    );
    await lane.screenshot('buyer-compare');
    expect(await lane.consoleErrors()).toEqual([]);
  });

  it('an inspection report, its checklist, and a flaw close-up', async () => {
    await lane.open(INSPECTION);
    await lane.text('车况等级');
    await lane.screenshot('report-inspection');
    await lane.open(`${INSPECTION}/inspection-checklist`);
    await lane.text('全部 150 项');
    await lane.screenshot('report-checklist');

    await lane.open('/car/C10001/report/flaw');
    const body = await lane.role('group', /^车身俯视图/);
    const markers = await body.findElements(By.css('button'));
    expect(markers.length).toBeGreaterThan(0);
    await lane.click(markers[0]!);
    const sheet = await lane.role('dialog');
    await lane.until('the close-up photo', async () => {
      const images = await sheet.findElements(By.css('img'));
      return (
        images.length > 0 &&
        (await lane.driver.executeScript<boolean>(
          'return arguments[0].complete && arguments[0].naturalWidth > 0',
          images[0],
        ))
      );
    });
    await lane.screenshot('report-flaw');
    expect(await lane.consoleErrors()).toEqual([]);
  });

  it('the sell form keeps its draft over a reload and submits', async () => {
    await lane.open('/recycle');
    await (await lane.role('textbox', '您的称呼')).sendKeys('陈先生');
    await (await lane.role('textbox', '手机号')).sendKeys('13812345678');
    for (const label of ['车型', '车辆所在城市', '上牌年份', '表显里程', '就近服务站']) {
      const select = await lane.role('combobox', label);
      const options = await select.findElements(By.css('option'));
      // WebKit scrolls nothing for an <option>: bring its select into view first (the last one sits
      // below the fold once the model picker's search box is above it).
      await lane.driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', select);
      await lane.click(options[1]!);
    }
    await lane.screenshot('sell-filled');

    await lane.reload();
    await lane.text('已为您恢复上次未提交的内容。');
    expect(await (await lane.role('textbox', '您的称呼')).getAttribute('value')).toBe('陈先生');
    expect(await (await lane.role('textbox', '手机号')).getAttribute('value')).toBe('13812345678');
    await lane.screenshot('sell-restored');

    await lane.click(await lane.role('button', '免费评估我的车'));
    await lane.role('heading', '提交成功');
    await lane.screenshot('sell-done');
    expect(await lane.driver.executeScript('return localStorage.getItem("sell-car-draft:v1")')).toBeNull();
    expect(await lane.consoleErrors()).toEqual([]);
  });

  it('the community feed pages in more posts and opens a photo', async () => {
    await lane.open('/moments');
    const feed = await lane.role('list', '车友圈动态列表');
    await lane.until(
      'the first posts',
      async () => (await feed.getAttribute('aria-busy')) === null && (await lane.roles('article')).length >= 10,
    );
    await lane.screenshot('moments');
    await lane.until('more posts after scrolling', async () => {
      await lane.driver.executeScript('window.scrollTo(0, document.documentElement.scrollHeight)');
      return (await lane.driver.findElements(By.css('main article'))).length >= 20;
    });

    await lane.driver.executeScript('window.scrollTo(0, 0)');
    await lane.click(await lane.role('button', /^查看大图，第 1 张/));
    await lane.role('dialog', '图片查看器');
    await lane.screenshot('moments-viewer');
    await lane.driver.actions().sendKeys(Key.ESCAPE).perform();
    await lane.until('the viewer to close', async () => (await lane.roles('dialog', '图片查看器')).length === 0);
    expect(await lane.consoleErrors()).toEqual([]);
  });

  it('tracking a waybill shows the route on the map, which unlocks on a tap', async () => {
    await lane.open('/tool/westard-tracking');
    await (await lane.role('textbox', '运单号')).sendKeys('YD20261120001');
    await lane.click(await lane.role('button', '查询'));
    await lane.at('/tool/westard-tracking?waybill=YD20261120001');
    await lane.role('group', /的运输路线地图，当前位置已标出$/);
    await lane.until(
      'the cities on the map',
      async () => (await lane.driver.findElements(By.css('.leaflet-container .transport-map-city'))).length >= 2,
    );
    await lane.screenshot('tracking');
    await lane.click(await lane.role('button', '点按地图以拖动和缩放'));
    await lane.role('button', '完成');
    await lane.screenshot('tracking-unlocked');
    expect(await lane.consoleErrors()).toEqual([]);
  });
});
