// Lab measure for issue #6: main-thread long tasks (> 50 ms) on every report route, at 390x844 with no
// CPU throttling, recorded by a PerformanceObserver({ type: 'longtask', buffered: true }) installed
// before any page script runs. Two modes per route:
//   navigate: a client-side navigation from `/` (history.pushState + popstate, as perf.ts carVisits
//             does) until the network is idle: the report screen's own work (its chunk, resolvers,
//             query and render);
//   load:     a full page load of the route. Its first tasks are the app's start-up (entry parse,
//             GraphQL schema, first render), which is not the report's: tasks that start before the
//             report's first REST request is sent (or, on a page without one, before the first lazy
//             chunk has arrived) count as start-up and are reported in `attribution`, not in
//             longestMs / over50. What follows (response, mapping, cache, the report's render) is
//             the report's own.
// `attribution` names what ran in each report task over 50 ms, from the overlapping long animation
// frame (its scripts by invoker and file, and style/layout time), and the task's thread (CPU) time
// from a Chrome trace ("cpu N ms"): on a shared machine a task's wall time includes the time the OS
// gave the core to other processes, its thread time does not.
// `longest task (trace)` is the longest main-thread task of the report's own part in the same trace,
// whatever its length, with its thread time: the observer reports only tasks over 50 ms, this shows
// the margin under that line (median of the runs, and the longest of any run).
//   node --import tsx scripts/perf-long-tasks.ts --origin http://127.0.0.1:4220 [--runs 1] [--only <part of a path>] [--json <file>]
// The ids are the fixture data set's longest reports (mocks/fixtures/reports.ts): the car with the
// most mileage readings and flaws, its inspection report (~150 check points in 9 sections).
import { chromium, type Browser, type Page } from 'playwright-core';
import { flaws, huntIds, mileageReport, purchaseUuids, reportRefForCar } from '../mocks/fixtures/reports';
import { markdownTable } from './markdown-table';

export interface LongTaskRow {
  path: string;
  mode: 'load' | 'navigate';
  longestMs: number;
  over50: number;
  attribution: string;
  /**
   * The longest main-thread task of the report's own part from the trace, whatever its length (the
   * observer sees only tasks over 50 ms): wall ms and thread (CPU) ms. Absent when no trace was taken.
   */
  longestTask?: { ms: number; cpu: number };
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const LONG = 50;

/** The fixture car whose reports are longest (mileage readings, then flaws), and its inspection report. */
export function longestFixtureReports() {
  let best = { n: 10001, size: -1 };
  for (let n = 10001; n <= 10140; n++) {
    const size = mileageReport(n).readings.length * 100 + flaws(n).length;
    if (size > best.size) best = { n, size };
  }
  const carId = `C${best.n}`;
  const ref = reportRefForCar(carId) ?? { report_id: `R${best.n}`, business: 'retail' };
  return {
    carId,
    reportId: ref.report_id,
    business: ref.business,
    purchaseUuid: purchaseUuids[0] as string,
    huntId: huntIds[0] as string,
  };
}

/** Every report route of issue #6 with long-report fixture ids. */
export function reportPaths(): string[] {
  const { carId, reportId, business, purchaseUuid, huntId } = longestFixtureReports();
  const car = `/car/${carId}`;
  const inspection = `${car}/report-inspection/${reportId}/business/${business}`;
  return [
    ...[
      'mileage',
      'accessory',
      'consumable',
      'preparation',
      'preparation/remind',
      'flaw',
      'chassis',
      'refurbish-list',
      'exterior',
      'accident',
    ].map((name) => `${car}/report/${name}`),
    inspection,
    ...[
      'inspection-checklist',
      'inspection-checklist-table',
      'inspection-checklist-detail?item_id=CP0101',
      'maintenance-record',
      'mileage-analysis-basis',
      'accident-record',
      'report-inspection-notice',
    ].map((child) => `${inspection}/${child}`),
    `${car}/report-inspection-preview/${reportId}/business/${business}`,
    `/oem/${purchaseUuid}/purchase`,
    ...['consumable', 'mileage', 'chassis'].map((name) => `/h/${huntId}/report/${name}`),
  ];
}

interface Recorded {
  tasks: { start: number; duration: number; cpu?: number }[];
  /** Every main-thread task of the trace (page clock), filled in by threadTimes. */
  traceTasks?: { start: number; duration: number; cpu: number }[];
  frames: {
    start: number;
    duration: number;
    styleAndLayout: number;
    scripts: { invoker: string; source: string; fn: string; duration: number }[];
  }[];
  lazyScriptAt: number | null;
  firstApiAt: number | null;
  anchor: number;
}

// Runs in the page before any of its scripts (addInitScript): collects long tasks and long animation
// frames, and (for the start-up split) when the first script not named by the entry HTML arrived.
function installObservers() {
  const store = {
    tasks: [] as { start: number; duration: number }[],
    frames: [] as Recorded['frames'],
    entryScripts: [] as string[],
    lazyScriptAt: null as number | null,
    firstApiAt: null as number | null,
    anchor: 0,
  };
  (window as unknown as { __longTasks: typeof store }).__longTasks = store;
  // The same instant in the trace's clock: a TimeStamp event (see threadTimes).
  store.anchor = performance.now();
  console.timeStamp('perf-long-tasks-anchor');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        duration: number;
        styleAndLayoutStart: number;
        renderStart: number;
        scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
      }[]) {
        store.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          styleAndLayout: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
          scripts: entry.scripts.map((s) => ({
            invoker: s.invoker,
            source: s.sourceURL,
            fn: s.sourceFunctionName,
            duration: s.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Long animation frames are only for attribution.
  }
  new PerformanceObserver((list) => {
    if (!store.entryScripts.length)
      store.entryScripts = [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src);
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (
        /^\/(v1|gcar|get_option)\b/.test(new URL(entry.name).pathname) &&
        (store.firstApiAt === null || entry.startTime < store.firstApiAt)
      ) {
        store.firstApiAt = entry.startTime;
      }
      if (entry.initiatorType !== 'script' || store.entryScripts.includes(entry.name)) continue;
      if (store.lazyScriptAt === null || entry.responseEnd < store.lazyScriptAt) store.lazyScriptAt = entry.responseEnd;
    }
  }).observe({ type: 'resource', buffered: true });
}

async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const store = (window as unknown as { __longTasks: Recorded }).__longTasks;
    return {
      tasks: [...store.tasks],
      frames: [...store.frames],
      lazyScriptAt: store.lazyScriptAt,
      firstApiAt: store.firstApiAt,
      anchor: store.anchor,
    };
  });
}

async function resetTasks(page: Page) {
  await page.evaluate(() => {
    const store = (window as unknown as { __longTasks: Recorded }).__longTasks;
    store.tasks.length = 0;
    store.frames.length = 0;
    store.anchor = performance.now();
    console.timeStamp('perf-long-tasks-anchor');
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

/**
 * Thread (CPU) time of each observed long task, from a trace of the same page: the renderer's main
 * thread task that covers it. The trace clock is tied to performance.now() by the anchor TimeStamp
 * the init script logs (the last one: a navigation logs a new one).
 */
function threadTimes(trace: Buffer | null, recorded: Recorded): void {
  if (!trace) return;
  let events: TraceEvent[];
  try {
    events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } catch {
    return;
  }
  const anchors = events.filter((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'perf-long-tasks-anchor');
  const anchor = anchors[anchors.length - 1];
  if (!anchor) return;
  const main = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === anchor.pid && e.tid === anchor.tid,
  );
  recorded.traceTasks = main.map((e) => ({
    start: recorded.anchor + (e.ts - anchor.ts) / 1000,
    duration: (e.dur ?? 0) / 1000,
    cpu: (e.tdur ?? 0) / 1000,
  }));
  const runs = main.filter((e) => (e.dur ?? 0) > 30_000);
  for (const task of recorded.tasks) {
    const at = anchor.ts + (task.start - recorded.anchor) * 1000;
    const run = runs.find((e) => Math.abs(e.ts - at) < 3_000 && Math.abs((e.dur ?? 0) - task.duration * 1000) < 5_000);
    if (run?.tdur !== undefined) task.cpu = run.tdur / 1000;
  }
}

const file = (url: string) => (url ? (url.split('?')[0]?.split('/').pop() ?? url) : '(inline)');

function describe(task: { start: number; duration: number; cpu?: number }, frames: Recorded['frames']): string {
  const frame =
    frames.find((f) => f.start <= task.start + 1 && f.start + f.duration >= task.start + task.duration - 1) ??
    frames.find((f) => f.start < task.start + task.duration && f.start + f.duration > task.start);
  const head = `${Math.round(task.duration)} ms${task.cpu !== undefined ? ` (cpu ${Math.round(task.cpu)} ms)` : ''}`;
  if (!frame) return head;
  const scripts = frame.scripts
    .filter((s) => s.duration >= 5)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 2)
    .map((s) => `${s.invoker.slice(0, 40)} ${file(s.source)}${s.fn ? ` ${s.fn}` : ''} ${Math.round(s.duration)}`);
  const layout = frame.styleAndLayout >= 5 ? [`style+layout ${Math.round(frame.styleAndLayout)}`] : [];
  const parts = [...scripts, ...layout];
  return parts.length ? `${head} (${parts.join('; ')})` : head;
}

function summarise(
  path: string,
  mode: LongTaskRow['mode'],
  tasks: Recorded['tasks'],
  frames: Recorded['frames'],
  extra = '',
  traceTasks?: Recorded['traceTasks'],
): LongTaskRow {
  const long = tasks.filter((task) => task.duration > LONG).sort((a, b) => b.duration - a.duration);
  const longestMs = Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
  const own = long.length
    ? long
        .slice(0, 3)
        .map((task) => describe(task, frames))
        .join(' | ')
    : 'none';
  const row: LongTaskRow = {
    path,
    mode,
    longestMs,
    over50: long.length,
    attribution: extra ? `${own}; ${extra}` : own,
  };
  const longest = traceTasks?.reduce<{ duration: number; cpu: number } | null>(
    (best, task) => (!best || task.duration > best.duration ? task : best),
    null,
  );
  if (longest) row.longestTask = { ms: Math.round(longest.duration), cpu: Math.round(longest.cpu) };
  return row;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Progressive rendering goes on after the network is quiet: wait for 300 ms in which a 20 ms timer
  // always ran on time (nothing long in between), at most 8 s.
  // (A string, so the bundler's helpers for function names never reach the page.)
  await page.evaluate(`new Promise((resolve) => {
    const started = performance.now();
    let last = started;
    let quietSince = started;
    const watch = () => {
      const now = performance.now();
      if (now - last > 60) quietSince = now;
      last = now;
      if (now - quietSince > 300 || now - started > 8000) resolve();
      else setTimeout(watch, 20);
    };
    setTimeout(watch, 20);
  })`);
}

async function startTrace(browser: Browser, page: Page): Promise<boolean> {
  try {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    return true;
  } catch {
    return false;
  }
}

async function stopTrace(browser: Browser, started: boolean): Promise<Buffer | null> {
  return started ? browser.stopTracing().catch(() => null) : null;
}

async function withPage<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    await context.addInitScript(installObservers);
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

async function measureNavigate(browser: Browser, origin: string, path: string): Promise<LongTaskRow> {
  return withPage(browser, async (page) => {
    await page.goto(origin + '/', { waitUntil: 'networkidle' });
    await settle(page);
    const tracing = await startTrace(browser, page);
    await resetTasks(page);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await settle(page);
    const data = await recorded(page);
    threadTimes(await stopTrace(browser, tracing), data);
    // The trace's tasks from the navigation on (the anchor was logged just before it).
    const after = data.traceTasks?.filter((task) => task.start >= data.anchor);
    return summarise(path, 'navigate', data.tasks, data.frames, '', after);
  });
}

async function measureLoad(browser: Browser, origin: string, path: string): Promise<LongTaskRow> {
  return withPage(browser, async (page) => {
    const tracing = await startTrace(browser, page);
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await settle(page);
    const data = await recorded(page);
    threadTimes(await stopTrace(browser, tracing), data);
    const { tasks, frames, lazyScriptAt, firstApiAt } = data;
    const boundary = firstApiAt ?? lazyScriptAt ?? Infinity;
    const startUp = tasks.filter((task) => task.start < boundary);
    const own = tasks.filter((task) => task.start >= boundary);
    const startUpLong = startUp.filter((task) => task.duration > LONG).map((task) => Math.round(task.duration));
    const note = `start-up (before the first REST request, not counted): ${startUpLong.length ? `${startUpLong.length} over 50 ms [${startUpLong.join(', ')}]` : 'none over 50 ms'}`;
    const ownTrace = data.traceTasks?.filter((task) => task.start >= boundary);
    return summarise(path, 'load', own, frames, note, ownTrace);
  });
}

export async function reportLongTasks(origin: string, paths: string[] = reportPaths()): Promise<LongTaskRow[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const rows: LongTaskRow[] = [];
    for (const path of paths) {
      rows.push(await measureNavigate(browser, origin, path));
      rows.push(await measureLoad(browser, origin, path));
    }
    return rows;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? (args[index + 1] as string) : fallback;
  };
  const origin = option('origin', `http://127.0.0.1:${process.env.PERF_PORT ?? 4173}`);
  const runs = Math.max(1, Number(option('runs', '1')));
  const only = option('only', '');
  const paths = reportPaths().filter((path) => path.includes(only));
  const all: LongTaskRow[][] = [];
  for (let run = 0; run < runs; run++) all.push(await reportLongTasks(origin, paths));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number;
  const merged = all[0]!.map((row, index) => {
    const same = all.map((rows) => rows[index]!);
    const pick = same.find((r) => r.longestMs === median(same.map((s) => s.longestMs))) ?? row;
    const traced = same.flatMap((r) => (r.longestTask ? [r.longestTask] : []));
    const longestTask = traced.length
      ? {
          ms: median(traced.map((t) => t.ms)),
          cpu: median(traced.map((t) => t.cpu)),
          max: Math.max(...traced.map((t) => t.ms)),
        }
      : undefined;
    return {
      ...row,
      longestMs: median(same.map((r) => r.longestMs)),
      over50: median(same.map((r) => r.over50)),
      attribution: pick.attribution,
      longestTask,
    };
  });
  if (option('json', '')) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(option('json', ''), JSON.stringify({ runs: all, median: merged }, null, 2));
  }
  console.log(
    `Long tasks (> ${LONG} ms) on report routes, 390x844, no CPU throttling${runs > 1 ? `, median of ${runs} runs` : ''}`,
  );
  console.log(
    markdownTable([
      ['path', 'mode', 'longest ms', '> 50 ms', 'longest task (trace) ms', 'attribution'],
      ...merged.map((row) => [
        row.path,
        row.mode,
        String(row.longestMs),
        String(row.over50),
        row.longestTask
          ? `${row.longestTask.ms} (cpu ${row.longestTask.cpu}${runs > 1 ? `, max ${row.longestTask.max}` : ''})`
          : '—',
        row.attribution,
      ]),
    ]),
  );
}
