// The share poster when the car's photo cannot be drawn (src/screens/common/buyer/poster.ts): the cover is
// redirected to another origin that sends no CORS headers, so the loaded photo taints the canvas. The
// poster is still made, without the photo, says so, and is an untainted PNG the buyer can save (read
// back and drawn again without a SecurityError); no console errors, no alerts, axe clean.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, checkA11y, goto, newPage, realErrors, screenshot } from './support/browser';

describe('the share poster without CORS on the photo', () => {
  it('falls back to a poster without the photo, which still saves', async () => {
    const { page, context, consoleErrors, alerts } = await newPage();
    const base = new URL(baseUrl());
    // The same server under another name is another origin (localhost, not 127.0.0.1).
    const elsewhere = `http://localhost:${base.port}`;
    const redirected: string[] = [];
    // The page's covers move to the other origin, which answers without Access-Control-Allow-Origin;
    // an image from there taints a canvas it is drawn into. The context (not the page) sees the requests
    // the mock API's service worker passes through.
    await context.route(`${base.origin}/media/covers/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      redirected.push(path);
      return route.fulfill({ status: 302, headers: { location: `${elsewhere}${path}` } });
    });
    await context.route(`${elsewhere}/media/covers/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/jpeg',
        body: readFileSync(`dist-e2e${new URL(route.request().url()).pathname}`),
      }),
    );
    await goto(page, '/car/C10001');
    await page.waitForSelector('h1#car-title', { timeout: 20_000 });
    await page.getByRole('button', { name: '生成海报' }).click();

    const poster = page.getByRole('img', { name: /的分享海报$/ });
    await poster.waitFor({ timeout: 20_000 });
    expect(redirected.length).toBeGreaterThan(0);
    expect(await page.getByRole('status').filter({ hasText: '无法画进海报' }).count()).toBe(1);
    const src = await poster.getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,/);
    // Saving: the PNG reads back as a file and draws into a fresh canvas that exports again (not tainted).
    const saved = await poster.evaluate(async (image: HTMLImageElement) => {
      const blob = await (await fetch(image.src)).blob();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return {
        type: blob.type,
        size: blob.size,
        width: image.naturalWidth,
        again: canvas.toDataURL('image/png').slice(0, 22),
      };
    });
    expect(saved).toEqual({
      type: 'image/png',
      size: expect.any(Number) as number,
      width: 750,
      again: 'data:image/png;base64,',
    });
    expect(saved.size).toBeGreaterThan(10_000);
    await screenshot(page, 'buyer-poster-no-cors');
    expect(await checkA11y(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    expect(alerts).toEqual([]);
  }, 120_000);
});
