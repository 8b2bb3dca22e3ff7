// @vitest-environment node
// The production build fails when its entry or its JavaScript as a whole outgrows the size budget.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkSizeBudget } from '../../scripts/size-budget.mjs';

interface SizeCheck {
  entryKib: number;
  allJsKib: number;
  over: string[];
}
const check = checkSizeBudget as (
  out: string,
  entry: string | undefined,
  budget?: { entry: number; allJs: number },
) => SizeCheck;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with one script per entry of `files` (incompressible bytes of the given KiB). */
function build(files: Record<string, number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-budget-'));
  dirs.push(dir);
  for (const [name, kib] of Object.entries(files))
    writeFileSync(join(dir, name), randomBytes(kib * 1024).toString('base64'));
  return dir;
}

describe('the size budget', () => {
  it('measures the entry and all scripts gzip, leaving out the mock worker and other files', () => {
    const dir = build({ 'main.js': 30, 'home.screen.js': 10, 'mockServiceWorker.js': 50 });
    writeFileSync(join(dir, 'main.css'), 'x'.repeat(100_000));
    const size = check(dir, 'main.js', { entry: 1000, allJs: 1000 });
    expect(size.over).toEqual([]);
    expect(size.entryKib).toBeGreaterThan(30);
    expect(size.allJsKib).toBeGreaterThan(size.entryKib + 9);
    expect(size.allJsKib).toBeLessThan(60);
  });

  it('names each budget crossed: the entry and the whole build apart', () => {
    const dir = build({ 'main.js': 30, 'report-a.js': 20, 'report-b.js': 20 });
    expect(check(dir, 'main.js', { entry: 20, allJs: 1000 }).over).toEqual([
      expect.stringMatching(/^the entry main\.js is \d+\.\d KiB gzip, over its budget of 20 KiB$/),
    ]);
    expect(check(dir, 'main.js', { entry: 1000, allJs: 60 }).over).toEqual([
      expect.stringMatching(/^the build's JavaScript is \d+\.\d KiB gzip, over its budget of 60 KiB$/),
    ]);
    expect(check(dir, 'main.js', { entry: 20, allJs: 60 }).over).toHaveLength(2);
  });
});
