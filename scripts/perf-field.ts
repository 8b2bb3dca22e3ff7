// The field reporter's check for `npm run perf` (README "Measuring the field", decision note 175): what
// it adds to the first screen and whether it works before the largest paint.
// - Size: the part that ships in the entry (src/platform/field/field-start.ts and field-signals.ts,
//   bundled and minified on their own, the modules the entry has anyway left out) in gzip bytes, against
//   3 KiB; and the reporter's own chunk (web-vitals), which no first screen requests.
// - Paired loads at 4x CPU: each page loaded with the reporter off and on (the visit's sampling decision
//   set before the app starts), alternating; in every load with it on, the reporter's chunk is requested
//   and its work starts (the mark `field:reporter`) after the last largest-contentful-paint candidate.
//   The LCP medians of both halves are printed side by side.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { PHONE_CONTEXT } from './perf-instant';

/** What the measured production build needs for the reporter to run (analytics on, every visit). */
export const FIELD_BUILD_ENV = { ANALYTICS_URL: '/analytics/events', FIELD_SAMPLE_RATE: '1' };
export const FIELD_ENTRY_BUDGET_BYTES = 3 * 1024;

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
];
const FIELD_DIR = resolve('src/platform/field');

export interface FieldLoad {
  page: string;
  reporter: boolean;
  lcpMs: number;
  /** When the reporter's chunk was requested and its work started (NaN with the reporter off). */
  chunkRequestedMs: number;
  reporterStartMs: number;
}

export interface FieldCheck {
  entryGzipBytes: number;
  chunkGzipBytes: number;
  loads: FieldLoad[];
}

/** The entry's field code alone: everything outside src/platform/field is left out (the entry has it anyway). */
async function entryBytes(): Promise<number> {
  const result = await build({
    entryPoints: [join(FIELD_DIR, 'field-start.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'chrome90',
    define: { 'process.env.API_MOCKS': '"off"' },
    plugins: [
      {
        name: 'entry-has-the-rest',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^\./ }, (args) => {
            const path = resolve(args.resolveDir, args.path);
            // The reporter is a chunk of its own; other modules are in the entry without field measurement too.
            if (!path.startsWith(FIELD_DIR) || path.endsWith('field-reporter'))
              return { path: args.path, external: true };
            return undefined;
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length;
}

function chunkBytes(dist: string): number {
  const file = existsSync(dist)
    ? readdirSync(dist).find((name) => /^field-reporter\.[0-9a-f]+\.js$/.test(name))
    : undefined;
  return file ? gzipSync(readFileSync(join(dist, file)), { level: 9 }).length : 0;
}

async function load(origin: string, path: string, reporter: boolean): Promise<FieldLoad> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  try {
    const context = await browser.newContext({
      ...PHONE_CONTEXT,
      locale: 'zh-CN',
      bypassCSP: true,
    });
    // Strings, not functions, run in the page (tsx's helpers do not exist there).
    await context.addInitScript(`sessionStorage.setItem('field:sampled', '${reporter ? '1' : '0'}');`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(origin + path, { waitUntil: 'load' });
    if (reporter)
      await page.waitForFunction(`performance.getEntriesByName('field:reporter').length > 0`, undefined, {
        timeout: 30_000,
      });
    else await page.waitForTimeout(3_000);
    const figures = (await page.evaluate(`new Promise((done) => {
      new PerformanceObserver((list) => {
        const lcp = list.getEntries().at(-1);
        const chunk = performance.getEntriesByType('resource').find((entry) => /field-reporter\\.[0-9a-f]+\\.js/.test(entry.name));
        const mark = performance.getEntriesByName('field:reporter')[0];
        done({ lcpMs: lcp ? lcp.startTime : NaN, chunkRequestedMs: chunk ? chunk.startTime : NaN, reporterStartMs: mark ? mark.startTime : NaN });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    })`)) as Omit<FieldLoad, 'page' | 'reporter'>;
    return { page: path, reporter, ...figures };
  } finally {
    await browser.close();
  }
}

export async function fieldReporterCheck(
  origin: string,
  dist: string,
  pages: readonly string[],
  runs = 5,
): Promise<FieldCheck> {
  const loads: FieldLoad[] = [];
  for (const path of pages) {
    for (let run = 0; run < runs; run++) {
      // Alternating which half goes first, so a machine that slows down over the run weighs on both.
      for (const reporter of run % 2 ? [true, false] : [false, true]) {
        try {
          loads.push(await load(origin, path, reporter));
        } catch (error) {
          console.error(
            `perf-field: a load failed and is left out: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        }
      }
    }
  }
  return { entryGzipBytes: await entryBytes(), chunkGzipBytes: chunkBytes(dist), loads };
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The check's rows for perf.ts's table: measure, value, target. */
export function fieldReporterRows(check: FieldCheck): string[][] {
  const rows = [
    ['field reporter in the entry (gzip)', `${(check.entryGzipBytes / 1024).toFixed(2)} KiB`, '<= 3 KiB'],
    [
      'field reporter chunk, web-vitals (gzip, after the first screen, at idle)',
      `${(check.chunkGzipBytes / 1024).toFixed(1)} KiB`,
      'not on a first screen',
    ],
  ];
  for (const page of [...new Set(check.loads.map((entry) => entry.page))]) {
    const on = check.loads.filter((entry) => entry.page === page && entry.reporter);
    const off = check.loads.filter((entry) => entry.page === page && !entry.reporter);
    const late = on.filter((entry) => entry.chunkRequestedMs > entry.lcpMs && entry.reporterStartMs > entry.lcpMs);
    rows.push([
      `${page}: LCP with / without the reporter (4x CPU, median of ${on.length} / ${off.length})`,
      `${Math.round(median(on.map((e) => e.lcpMs)))} / ${Math.round(median(off.map((e) => e.lcpMs)))} ms`,
      'the same',
    ]);
    rows.push([`${page}: loads whose reporter started after LCP`, `${late.length} of ${on.length}`, 'all']);
  }
  return rows;
}
