// Paired comparison of builds (issue 23: is a start-up mechanism worth its code?). Each build is served
// by its own preview server; loads alternate between the builds (A B C…, then …C B A), so a machine
// that slows down or speeds up during the run weighs on every build alike. Per page and build:
//   - trace loads: a cold Chromium at 390x844 with 4x CPU slowdown and no network throttling, recording
//     a Chrome trace until the network is idle and 2 s more. From the page's renderer main thread:
//     "CPU to LCP" and "CPU total" are the thread time of its top-level tasks (what the CPU did for the
//     page; other processes on the machine do not inflate it) before the largest contentful paint and
//     in all; "longest" is the longest task's thread time; "LCP" is the observed (wall) LCP. At 4x, a
//     millisecond of thread time is about four of a phone's main thread.
//   - Lighthouse mobile (simulated slow 4G and 4x CPU): LCP, TBT and the score.
// Every figure is a median over the rounds; "Δ" is the median of each round's difference from the first
// build (its pair in that round). The load average is recorded with each load.
//   node --import tsx scripts/perf-compare.ts --builds base=.perf/v-base,other=.perf/v-other
//        [--pages /,/car/C10001] [--rounds 5] [--lighthouse-rounds 3] [--port 4300] [--cpu-rate 4] [--tls] [--json out.json]
// `--tls` serves every build over HTTP/2 with TLS (a certificate made for the run).
// `--network slow4g` applies Lighthouse's mobile network to the trace loads (MOBILE_NETWORK in
// scripts/perf-instant.ts): what a mechanism that moves a request
// earlier gains on a phone's network, which loopback does not show.
// `--instant tap,back,repeat,repeat-car` compares the returning buyer's measures instead (issue 24,
// scripts/perf-instant.ts): tap to content, back to the list, the repeat visit of `/` and of a car
// observed in the page, one run per build and round (use more rounds: `--rounds 10`).
// Build each variant with its hosts set to `/`, as scripts/perf.ts builds the storefront.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { BENCHMARK_CAR, backToList, median, MOBILE_NETWORK, repeatVisitObserved, tapToContent } from './perf-instant';
import { selfSignedCertificate, startPreviewServer, type PreviewServer } from './preview-server';
import { markdownTable } from './markdown-table';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? (args[index + 1] as string) : fallback;
};
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_RATE = Number(option('cpu-rate', '4'));
const SLOW_4G = option('network', '') === 'slow4g';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

interface TraceFigures {
  lcpMs: number;
  cpuToLcpMs: number;
  cpuTotalMs: number;
  longestCpuMs: number;
  load: number;
}
interface LighthouseFigures {
  lcpMs: number;
  tbtMs: number;
  performance: number;
  load: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean; isOutermostMainFrame?: boolean } };
}

/**
 * The page's main-thread figures from a trace of one load (see the header). With `mark`, also the thread
 * time of the tasks up to the one in which the page set that user-timing mark, that task included
 * (`cpuToMarkMs`; NaN when the page never set it; absent without `mark`).
 */
export function traceFigures(
  trace: Buffer,
  origin: string,
  mark?: string,
): Omit<TraceFigures, 'load'> & { cpuToMarkMs?: number } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcp = candidates.at(-1);
  if (!lcp) throw new Error('no largest contentful paint in the trace');
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === lcp.pid &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL?.startsWith(origin),
    )
    .at(-1);
  if (!navigation) throw new Error('no navigation start in the trace');
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.pid === lcp.pid &&
      e.tid === lcp.tid &&
      e.ts + (e.dur ?? 0) >= navigation.ts,
  );
  const cpu = (e: TraceEvent) => (e.tdur ?? 0) / 1000;
  const marked = mark ? events.find((e) => e.name === mark) : undefined;
  return {
    ...(mark && {
      cpuToMarkMs: marked ? tasks.filter((e) => e.ts <= marked.ts).reduce((total, e) => total + cpu(e), 0) : NaN,
    }),
    lcpMs: (lcp.ts - navigation.ts) / 1000,
    cpuToLcpMs: tasks.filter((e) => e.ts < lcp.ts).reduce((total, e) => total + cpu(e), 0),
    cpuTotalMs: tasks.reduce((total, e) => total + cpu(e), 0),
    longestCpuMs: Math.max(0, ...tasks.map(cpu)),
  };
}

async function traceLoad(url: string): Promise<TraceFigures> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    if (SLOW_4G) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    }
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
    });
    const load = loadavg()[0] as number;
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const trace = await browser.stopTracing();
    return { ...traceFigures(trace, new URL(url).origin), load };
  } finally {
    await browser.close();
  }
}

async function lighthouseLoad(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS, '--ignore-certificate-errors'],
  });
  try {
    const load = loadavg()[0] as number;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    return {
      lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Number(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      load,
    };
  } finally {
    await chrome.kill();
  }
}

/** The returning buyer's measures (`--instant`), one run each: the time in ms and the load average. */
const INSTANT = {
  tap: (origin: string) => tapToContent(origin, 1),
  back: (origin: string) => backToList(origin, 1),
  repeat: (origin: string) => repeatVisitObserved(origin + '/', 1),
  'repeat-car': (origin: string) => repeatVisitObserved(origin + BENCHMARK_CAR, 1),
} as const;

async function instantRun(measure: string, origin: string): Promise<{ ms: number; load: number }> {
  const run = INSTANT[measure as keyof typeof INSTANT];
  if (!run) throw new Error(`unknown --instant measure "${measure}" (${Object.keys(INSTANT).join(', ')})`);
  const load = loadavg()[0] as number;
  return { ms: (await run(origin)).median, load };
}

/** Runs `measure` on every build and page, alternating the builds' order each round. */
async function paired<T>(
  names: string[],
  pages: string[],
  rounds: number,
  measure: (build: string, page: string) => Promise<T>,
): Promise<Record<string, Record<string, T[]>>> {
  const results: Record<string, Record<string, T[]>> = {};
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...names].reverse() : names;
    for (const page of pages) {
      for (const name of order) {
        const figures = await measure(name, page);
        ((results[name] ??= {})[page] ??= []).push(figures);
        console.log(
          `round ${round + 1} ${name} ${page} ${JSON.stringify(figures, (_, value: unknown) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value))}`,
        );
      }
    }
  }
  return results;
}

function summary<T extends object>(
  results: Record<string, Record<string, T[]>>,
  reference: string,
  keys: (keyof T & string)[],
) {
  const rows: string[][] = [['build', 'page or measure', ...keys.flatMap((key) => [key, `Δ ${key}`]), 'load avg']];
  for (const [name, pages] of Object.entries(results)) {
    for (const [page, runs] of Object.entries(pages)) {
      const base = results[reference]?.[page] ?? [];
      const cells = keys.flatMap((key) => {
        const values = runs.map((run) => Number(run[key]));
        const deltas = values.map((value, i) => value - Number(base[i]?.[key] ?? NaN));
        return [
          String(Math.round(median(values))),
          name === reference ? '' : `${median(deltas) >= 0 ? '+' : ''}${Math.round(median(deltas))}`,
        ];
      });
      const loads = runs.map((run) => Number((run as { load?: number }).load));
      rows.push([name, page, ...cells, `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`]);
    }
  }
  return markdownTable(rows);
}

/** `--builds name=dist,name=dist…` as a list (a bare dist is its own name). */
export function parseBuilds(spec: string): { name: string; dist: string }[] {
  return spec
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [name, dist] = item.split('=') as [string, string | undefined];
      return { name, dist: dist ?? name };
    });
}

async function main() {
  const builds = parseBuilds(option('builds', ''));
  if (builds.length < 2) throw new Error('--builds needs at least two name=dist pairs (the first is the reference)');
  const pages = option('pages', `/,${BENCHMARK_CAR}`).split(',');
  const rounds = Number(option('rounds', '5'));
  const lighthouseRounds = Number(option('lighthouse-rounds', '3'));
  const port = Number(option('port', '4300'));
  const tls = args.includes('--tls') ? selfSignedCertificate() : undefined;
  const servers = new Map<string, PreviewServer>();
  for (const [i, build] of builds.entries())
    servers.set(build.name, await startPreviewServer({ dist: build.dist, port: port + i, ...(tls ? { tls } : {}) }));
  const names = builds.map((build) => build.name);
  const reference = names[0] as string;
  const started = new Date().toISOString();
  const instant = option('instant', '');
  if (instant) {
    try {
      const measures = instant.split(',');
      const results = await paired(names, measures, rounds, (name, measure) =>
        instantRun(measure, servers.get(name)!.url),
      );
      console.log(`\nThe returning buyer at 4x CPU (ms; median of ${rounds}; Δ against ${reference}, paired by round)`);
      console.log(summary(results, reference, ['ms']));
    } finally {
      for (const server of servers.values()) await server.close();
    }
    return;
  }
  try {
    const traces = await paired(names, pages, rounds, (name, page) => traceLoad(servers.get(name)!.url + page));
    const lighthouse = lighthouseRounds
      ? await paired(names, pages, lighthouseRounds, (name, page) => lighthouseLoad(servers.get(name)!.url + page))
      : {};
    console.log(
      `\nTrace loads at ${CPU_RATE}x CPU${SLOW_4G ? ', slow 4G' : ''} (ms; median of ${rounds}; Δ against ${reference}, paired by round)`,
    );
    console.log(summary(traces, reference, ['cpuToLcpMs', 'cpuTotalMs', 'longestCpuMs', 'lcpMs']));
    if (lighthouseRounds) {
      console.log(`\nLighthouse mobile (median of ${lighthouseRounds}; Δ against ${reference})`);
      console.log(summary(lighthouse, reference, ['lcpMs', 'tbtMs', 'performance']));
    }
    const out = option('json', `.perf/compare-${started.replace(/[:.]/g, '-')}.json`);
    mkdirSync('.perf', { recursive: true });
    writeFileSync(
      out,
      JSON.stringify({ started, finished: new Date().toISOString(), builds, pages, traces, lighthouse }, null, 2),
    );
    console.log(`\nAll runs: ${out}`);
  } finally {
    for (const server of servers.values()) await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
