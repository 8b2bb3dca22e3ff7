// The QA studio in the mock build: opened by ?qa=1, steps the sell-car machine (a sandbox whose calls
// wait for simulated answers), restores an earlier snapshot, switches the cars endpoint to HTTP 500 and
// sees the home list fail inline with the alert, and the override badge survive a reload (in English,
// ?lang=en); and, in a Chinese browser, the studio in Chinese at 390 px and by keyboard.
import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

describe('QA studio', () => {
  it('steps a machine, switches a scenario and shows its effect at once', async () => {
    const { page, alerts, consoleErrors } = await openPage('/?qa=1&lang=en');
    const studio = page.getByRole('dialog', { name: 'QA studio' });
    await studio.waitFor();
    expect(await checkA11y(page)).toEqual([]);

    // Machines: the boot actor is there; start a sell-car sandbox and walk options → edit → submit.
    await expect.poll(() => studio.getByRole('list', { name: 'Running actors' }).textContent()).toContain('appBoot');
    await studio.getByLabel(/Start a machine that is not running/).selectOption('sellCar');
    await studio.getByRole('button', { name: 'Start sandbox' }).click();
    const heading = studio.getByRole('heading', { name: /^sellCar \(sandbox\):/ });
    await expect.poll(() => heading.textContent()).toContain('loadingOptions');
    await studio.getByRole('button', { name: 'done: loadOptions…' }).click();
    await studio.getByRole('button', { name: 'Send xstate.done.actor.loadOptions' }).click();
    await expect.poll(() => heading.textContent()).toContain('editing');
    await studio.getByRole('button', { name: 'EDIT…' }).click();
    await studio.getByRole('button', { name: 'Send EDIT' }).click();
    await studio.getByRole('button', { name: 'SUBMIT' }).click();
    await expect.poll(() => heading.textContent()).toContain('submitting');
    expect(
      await studio.locator('[data-qa-diagram="sellCar"] [data-active="true"][data-state="sellCar.submitting"]').count(),
    ).toBe(1);
    await screenshot(page, 'qa-studio-machines');

    // Step back to the last editing snapshot: a fresh actor replaces the sandbox under the same name.
    await studio
      .getByRole('button', { name: /^Restore snapshot \d+ \(editing\)$/ })
      .first()
      .click();
    await expect.poll(() => heading.textContent()).toContain('editing');
    await expect.poll(() => studio.getByRole('list', { name: /Log of sellCar/ }).textContent()).toContain('restored');

    // Scenarios: the cars endpoint fails with HTTP 500; the list behind shows it straight away.
    await studio.getByRole('tab', { name: 'Scenarios' }).click();
    await studio.getByLabel('Fault for cars', { exact: true }).selectOption('http-500');
    await studio.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => alerts.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('status', { name: 'QA overrides on' }).textContent())
      .toContain('cars: http-500');
    await screenshot(page, 'qa-studio-cars-500');

    // Requests: the failed call is in the log.
    await page.getByRole('button', { name: 'QA studio' }).click();
    await studio.getByRole('tab', { name: 'Requests' }).click();
    await expect.poll(() => studio.getByRole('list', { name: 'Requests' }).textContent()).toContain('500');

    // The override survives a reload and "Clear all" brings the list back.
    await page.reload({ waitUntil: 'load' });
    const badge = page.getByRole('status', { name: 'QA overrides on' });
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toContain('cars: http-500');
    // ?qa=1 opens the studio again after the reload (its chunk loads after the page, so wait for it);
    // the badge is the way out with the studio closed.
    await studio.waitFor({ timeout: 15_000 });
    await studio.getByRole('button', { name: 'Close' }).click();
    await studio.waitFor({ state: 'detached' });
    await badge.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => badge.count()).toBe(0);
    await expect.poll(() => page.getByRole('main').getByRole('alert').count(), { timeout: 15_000 }).toBe(0);
    // The browser reports the 500s this test asked for; nothing else may reach the console.
    expect(realErrors(consoleErrors).filter((text) => !/status of 500/.test(text))).toEqual([]);
  });

  it('is usable at 390 px and by keyboard, in Chinese in a Chinese browser', async () => {
    const { page } = await openPage('/');
    const button = page.getByRole('button', { name: 'QA 工作台' });
    await button.focus();
    await page.keyboard.press('Enter');
    const studio = page.getByRole('dialog', { name: 'QA 工作台' });
    await studio.waitFor();
    expect(await studio.getByRole('heading', { level: 2 }).first().textContent()).toBe('QA 工作台');
    expect(await studio.getByRole('tab').allTextContents()).toEqual([
      '状态机',
      '场景',
      '请求',
      '现场数据',
      '图查询',
      '买家数据',
    ]);
    await expect.poll(() => studio.getByRole('list', { name: '运行中的 actor' }).textContent()).toContain('appBoot');
    expect(await studio.getByRole('button', { name: '启动沙盒' }).count()).toBe(1);
    await studio.getByRole('tab', { name: '状态机' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await studio.getByRole('tab', { name: '场景' }).getAttribute('aria-selected')).toBe('true');
    expect(await studio.getByRole('heading', { name: '接口故障' }).count()).toBe(1);
    expect(await studio.getByLabel('cars 的故障', { exact: true }).count()).toBe(1);
    expect(await checkA11y(page)).toEqual([]);
    await page.keyboard.press('End');
    expect(await studio.getByRole('tab', { name: '买家数据' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await studio.getByRole('tab', { name: '图查询' }).getAttribute('aria-selected')).toBe('true');
    await studio.getByRole('button', { name: '运行' }).click();
    await expect
      .poll(() => studio.getByRole('region', { name: '结果' }).textContent(), { timeout: 15_000 })
      .toContain('items');
    await screenshot(page, 'qa-studio-graph-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => studio.count()).toBe(0);
  });
});
