// @vitest-environment node
// Mock media lives in mocks/public and reaches mock builds only; the production build fails when its
// output holds a mock file or names one (scripts/build.mjs). The browser suite runs the same check on
// the real dist/ (tests/e2e/deploy.e2e.test.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { mockAssetLeaks } from '../../scripts/mock-assets.mjs';

const leaks = mockAssetLeaks as (out: string, mockRoot?: string) => { copied: string[]; referenced: string[] };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-assets-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const mocks = () =>
  folder({ 'media/cars/suv-white-side.svg': '<svg/>', 'media/qr.svg': '<svg/>', 'mockServiceWorker.js': '' });

describe('mock media in a build', () => {
  it('finds nothing in a build of production files', () => {
    const out = folder({
      'index.html': '<link rel="icon" href="/icons/favicon.svg"><style>@media (min-width:600px){a{color:red}}</style>',
      'main.0123abcd.js': 'const share="/brand/share.png";const css="@media print";',
      'brand/share.png': 'PNG',
    });
    expect(leaks(out, mocks())).toEqual({ copied: [], referenced: [] });
  });

  it('finds a mock file copied into the output', () => {
    const out = folder({ 'index.html': '', 'media/cars/suv-white-side.svg': '<svg/>', 'mockServiceWorker.js': '' });
    expect(leaks(out, mocks()).copied).toEqual(['/media/cars/suv-white-side.svg', '/mockServiceWorker.js']);
  });

  it('finds a bundle that names a mock file or builds an address under a mock folder', () => {
    const out = folder({
      'main.0123abcd.js': 'img.src="/media/qr.svg";',
      'car.screen.89abcdef.js': 'const photo=`/media/cars/${body}-${color}.svg`;',
      'car.screen.89abcdef.css': '.a{background:url(/media/cars/x.svg)}',
    });
    expect(leaks(out, mocks()).referenced.sort()).toEqual([
      'car.screen.89abcdef.css: /media/cars/x.svg',
      'car.screen.89abcdef.js: /media/cars/${body}-${color}.svg',
      'main.0123abcd.js: /media/qr.svg',
    ]);
  });

  it('mock media is not in public/ (which every build copies) and the mock build copies it', () => {
    expect(existsSync(join(process.cwd(), 'public', 'media'))).toBe(false);
    expect(existsSync(join(process.cwd(), 'public', 'mockServiceWorker.js'))).toBe(false);
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
      staticFiles: { staticPath: string; env?: Record<string, string> }[];
    };
    expect(pkg.staticFiles).toContainEqual({ staticPath: 'mocks/public', env: { API_MOCKS: 'on' } });
  });
});
