// The scenario rule in a real browser (README, "Mock mode"): ?scenario= wins and is stored, a plain
// load brings the stored choice back under the QA badge (never silently), and "Clear all" clears the
// stored choice and the address's, so the next reload is clean.
import { describe, expect, it } from 'vitest';
import { checkA11y, goto, openPage, realErrors } from './support/browser';

describe('the scenario choice', () => {
  it('comes from the address, is kept for a plain load under the badge, and clears everywhere', async () => {
    const { page, consoleErrors } = await openPage('/?lang=en', { scenario: 'cars:http-500' });
    const badge = page.getByRole('status', { name: 'QA overrides on' });
    const listError = page.getByRole('main').getByRole('alert');
    await expect.poll(() => listError.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toContain('cars: http-500');

    // A plain load: the stored choice applies, and the badge says so.
    await goto(page, '/?lang=en');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toContain('cars: http-500');
    await expect.poll(() => listError.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await checkA11y(page)).toEqual([]);

    // Opened from the address again, then cleared: the address loses it too, and a reload is clean.
    await goto(page, '/?lang=en', { scenario: 'cars:http-500' });
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toContain('cars: http-500');
    await badge.getByRole('button', { name: 'Clear all' }).click();
    // Like every wait here, a generous one: clearing reloads the mock API's choice, and under the CI's two
    // Chromiums the suite's default 5 s was once not enough (2026-11-28).
    await expect.poll(() => badge.count(), { timeout: 15_000 }).toBe(0);
    expect(new URL(page.url()).searchParams.has('scenario')).toBe(false);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('main');
    await expect
      .poll(() => page.getByRole('main').getByRole('article').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await badge.count()).toBe(0);
    expect(await listError.count()).toBe(0);
    expect(realErrors(consoleErrors).filter((text) => !/status of 500/.test(text))).toEqual([]);
    // Three cold loads and a reload of the mock build on a shared 2-core machine.
  }, 180_000);
});
