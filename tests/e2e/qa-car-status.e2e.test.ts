// One source for a car's status (mock build, 390×844): the QA studio's carStatus sandbox is told the
// first card's car was cut off, and the card says so at once; the car page, which reads the same graph
// field, shows the same status and follows the next event too.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkA11y, openPage, realErrors, screenshot } from './support/browser';

const SANDBOX = 'carStatus (sandbox)';

async function sendLabel(page: Page, studio: Locator, carId: string, label: string) {
  const sandbox = studio.getByRole('button', { name: new RegExp(`^${SANDBOX.replace(/[()]/g, '\\$&')}`) });
  if ((await sandbox.count()) === 0) {
    await studio.getByLabel(/Start a machine that is not running/).selectOption({ label: 'Car status (carStatus)' });
    await studio.getByRole('button', { name: 'Start sandbox' }).click();
  }
  await sandbox.click();
  await studio.getByRole('button', { name: 'LABEL_RECEIVED…' }).click();
  await studio.locator('#qa-payload').fill(JSON.stringify({ label, carId }));
  await studio.getByRole('button', { name: 'Send LABEL_RECEIVED' }).click();
  await studio.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'QA studio' }).count()).toBe(0);
}

describe('QA studio and the car status every screen reads', () => {
  it('a status the studio sets changes the card, and the car page shows it too', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await openPage('/?lang=en');
    const firstLink = page.locator('[role="listitem"] article h3 a').first();
    await firstLink.waitFor({ timeout: 20_000 });
    const href = (await firstLink.getAttribute('href')) ?? '';
    const carId = /\/car\/(C\d+)/.exec(href)?.[1] ?? '';
    expect(carId).not.toBe('');
    const card = page.locator('[role="listitem"] article').first();
    expect(await card.getAttribute('data-availability')).toBe('buyable');

    await page.getByRole('button', { name: 'QA studio' }).click();
    const studio = page.getByRole('dialog', { name: 'QA studio' });
    await studio.waitFor();
    await sendLabel(page, studio, carId, '被截胡');
    await expect.poll(() => card.getAttribute('data-availability')).toBe('unavailable');
    expect(await card.getByText('Taken by another buyer').count()).toBeGreaterThan(0);
    await screenshot(page, 'qa-car-status-card');

    // The car page reads the same field: cut off, with similar cars, no "notify me".
    await firstLink.click();
    const article = page.locator('article[data-status]');
    await article.waitFor({ timeout: 20_000 });
    await expect.poll(() => article.getAttribute('data-availability')).toBe('unavailable');
    await page.getByRole('heading', { level: 2, name: 'Another buyer got this car first' }).waitFor();
    expect(await page.getByRole('link', { name: /Notify me/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'QA studio' }).click();
    await studio.waitFor();
    await sendLabel(page, studio, carId, '已预定');
    await expect.poll(() => article.getAttribute('data-availability')).toBe('reserved');
    await page.getByRole('heading', { level: 2, name: 'This car is reserved' }).waitFor();
    await screenshot(page, 'qa-car-status-page');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});
