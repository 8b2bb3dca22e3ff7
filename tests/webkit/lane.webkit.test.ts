// The lane checks itself: the console recorder it relies on (WebKitWebDriver has no log endpoint) sees
// every kind of error the journeys assert to be absent, and keeps them over a reload.
import { describe, expect, inject, it } from 'vitest';
import { BLANK_PATH } from './support/recorder';
import { useLane } from './support/webkit';

describe('the WebKit lane', () => {
  const lane = useLane();

  it('records console errors, uncaught errors, unhandled rejections and failed loads, across a reload', async () => {
    await lane.driver.get(new URL(BLANK_PATH, inject('webkitBaseUrl')).toString());
    expect(await lane.consoleErrors()).toEqual([]);
    await lane.driver.executeScript(`
      console.error('lane check: console.error', { field: 1 });
      setTimeout(() => { throw new Error('lane check: uncaught'); });
      Promise.reject(new Error('lane check: rejection'));
      const image = document.createElement('img');
      image.src = '/__webkit-lane/missing.png';
      document.body.append(image);`);
    const expected = [
      /^lane check: console\.error \{"field":1\}$/,
      /^uncaught: .*lane check: uncaught/,
      /^unhandled rejection: .*lane check: rejection/,
      /^failed to load img: .*\/__webkit-lane\/missing\.png$/,
    ];
    const all = (errors: string[]) => expected.every((pattern) => errors.some((error) => pattern.test(error)));
    await lane.until('the four errors', async () => all(await lane.consoleErrors()));
    await lane.driver.navigate().refresh();
    expect(all(await lane.consoleErrors())).toBe(true);
  });
});
