// The page for engines below the target (src/platform/unsupported-page.js, decision note 160): in
// Chinese and English, with the showroom's number as a link that dials when the build sets
// SHOWROOM_PHONE (scripts/build.mjs writes it in), covering the app and its start-up skeleton.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { inlineShowroomPhone } from '../../scripts/browser-target.mjs';

const source = readFileSync('src/platform/unsupported-page.js', 'utf8');

function showPage(phone?: string): HTMLElement {
  document.body.innerHTML = '<div id="root"><div class="boot-shell"></div></div>';
  const code = (inlineShowroomPhone as (code: string, env: Record<string, string | undefined>) => string)(source, {
    SHOWROOM_PHONE: phone,
  });
  new Function(code)();
  return document.getElementById('unsupported') as HTMLElement;
}

describe('the page for engines below the target', () => {
  afterEach(() => {
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-unsupported');
  });

  it('says what to do in Chinese and in English', () => {
    const page = showPage();
    const headings = [...page.querySelectorAll('h1, h2')].map((heading) => [
      heading.textContent,
      heading.closest('[lang]')?.getAttribute('lang'),
    ]);
    expect(headings).toEqual([
      ['请更新微信或手机浏览器', 'zh-CN'],
      ['Please update WeChat or your phone’s browser', 'en'],
    ]);
    expect(page.textContent).toContain('iOS 15');
    expect(document.title).toBe('请更新微信或浏览器 - 诺车自营');
    expect(document.documentElement.getAttribute('data-unsupported')).toBe('no ES modules');
    // The app and its skeleton are hidden behind it.
    expect(
      [...document.head.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('#root,.boot-shell{display:none!important}'),
      ),
    ).toBe(true);
  });

  it("offers the showroom's number, a link that dials, when the build has one", () => {
    const page = showPage('  400-820 8820 ');
    const call = page.querySelector('a') as HTMLAnchorElement;
    expect(call.getAttribute('href')).toBe('tel:4008208820');
    expect(call.textContent).toBe('致电门店 Call the showroom400-820 8820');
  });

  it('has no phone link without a number, and renders once', () => {
    const page = showPage('');
    expect(page.querySelector('a')).toBeNull();
    new Function(inlineShowroomPhone(source, {}) as string)();
    expect(document.querySelectorAll('#unsupported')).toHaveLength(1);
  });

  it('runs on ES5: no arrow functions, template strings, let or const', () => {
    const code = source.replace(/\/\/.*$/gm, '').replace(/'(?:[^'\\]|\\.)*'/g, "''");
    expect(code).not.toMatch(/=>|`|\blet\b|\bconst\b|\bclass\b|\.\.\./);
  });
});
