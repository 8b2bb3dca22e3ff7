// The sell form's model picker and stations in the browser at 390×844: search by brand, "other / not
// listed" with the owner's own words, stations that follow the chosen city; no console errors, no
// serious axe violations.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

describe('sell form picker at 390×844', () => {
  it('an owner of another make picks "other", types the model, and the stations follow the city', async () => {
    const { page, consoleErrors, alerts } = await openPage('/recycle');
    const model = page.getByRole('combobox', { name: '车型' });
    await model.waitFor({ timeout: 20_000 });
    await page.getByRole('searchbox', { name: '搜索车型' }).fill('宝马');
    await expect
      .poll(() => model.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))))
      .toEqual(['宝马']);
    await page.getByRole('searchbox', { name: '搜索车型' }).fill('林肯');
    await page.getByText('没有找到，可选“其他 / 未列出”自己填写').waitFor();
    await model.selectOption('__other__');
    await page.getByRole('textbox', { name: '您的车型' }).fill('林肯 航海家 2020款');

    const stations = page.getByRole('combobox', { name: '就近服务站' });
    const count = () => stations.locator('option').count();
    expect(await count()).toBe(8);
    await page.getByRole('combobox', { name: '车辆所在城市' }).selectOption('330100');
    await expect.poll(count).toBe(3);
    await page.getByText('杭州的服务站').waitFor();
    await page.getByRole('combobox', { name: '车辆所在城市' }).selectOption('330200');
    await expect.poll(count).toBe(8);
    await page.getByText('宁波暂无服务站，以下为全部服务站，顾问可上门评估').waitFor();
    await page.getByRole('textbox', { name: '您的车型' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await screenshot(page, 'service-recycle-other-model');
    await page.screenshot({ path: '/tmp/shots-h39b/recycle-other-model.png' });
    expect(await checkA11y(page)).toEqual([]);

    await page.getByRole('textbox', { name: '您的称呼' }).fill('林先生');
    await page.getByRole('textbox', { name: '手机号' }).fill('13812345678');
    await page.getByRole('combobox', { name: '上牌年份' }).selectOption('2020');
    await page.getByRole('combobox', { name: '表显里程' }).selectOption('30000-60000');
    await stations.selectOption('201');
    await page.getByRole('button', { name: '免费评估我的车' }).click();
    await page.getByRole('heading', { name: '提交成功' }).waitFor({ timeout: 20_000 });
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  });
});
