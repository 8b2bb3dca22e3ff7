// The buyer's tap journey (issue #49): twelve taps a buyer makes on a phone, each timed at 4x CPU slowdown
// in Chromium at 390x844 with touch, from the input to the paint that shows the tap's answer.
//
// A tap's figure is the browser's Event Timing duration of its interaction (the longest of its
// pointerdown, pointerup and click entries: input to the next frame's presentation, in steps of 8 ms, as
// INP counts it) whenever that frame showed the answer. Where the answer came later (a chunk or an
// answer from the network first), the frame after the answer counts, from the input. Taps under 16 ms
// leave no entry (the browser's floor); they count from the input to the frame after the answer.
//
// One run is one fresh browser walking the whole journey from a cold `/`; the steps between the measured
// taps (typing, a brand chosen in the filter sheet, closing what was opened) are not timed.
//   node --import tsx scripts/perf-journey.ts --builds base=.perf/v-base,head=.perf/v-head [--rounds 5] [--breakdown]
// Builds as scripts/perf.ts makes them (hosts set to `/`); `npm run perf` runs it on the storefront alone.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type CDPSession, type Locator, type Page } from 'playwright-core';
import { parseBuilds } from './perf-compare';
import { median, PHONE_CONTEXT } from './perf-instant';
import { markdownTable } from './markdown-table';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];
const CPU_RATE = 4;
/** The longest wait for a tap's answer: past it the tap counts as failed (NaN, left out of medians). */
const ANSWER_TIMEOUT_MS = 15_000;

/** The journey's taps, in the order they are made. */
export const JOURNEY_TAPS = [
  'save a car in the list',
  'add a car to compare',
  'search: a suggested brand',
  'open the filters',
  'apply the filters',
  'open a car from the list',
  'open the gallery viewer',
  'open the booking sheet',
  'choose a loan term',
  'back to the list',
  'open a post',
  'open the model picker',
] as const;
export type JourneyTap = (typeof JOURNEY_TAPS)[number];
/**
 * What a tap starts and shows later, from the same input: not a tap's answer (that is the paint which
 * shows the tap was taken), so not counted among the taps over 200 ms.
 */
export const JOURNEY_FOLLOW_UPS = ['search: the new list', 'apply the filters: the new list'] as const;
export type JourneyFollowUp = (typeof JOURNEY_FOLLOW_UPS)[number];
export type JourneyRun = Record<JourneyTap | JourneyFollowUp, number> & { load: number };

/** Installed once per page: every interaction's Event Timing entries, and the input's own time. */
export const COLLECT = `(() => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, start: e.startTime, end: e.processingEnd, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => { window.__input = event.timeStamp; }, { capture: true });
})(); 0`;

// Whether an element matching the selector is on show (kept-alive pages sit under a `hidden` ancestor).
const SHOWN = `(selector) => [...document.querySelectorAll(selector)].some((element) => !element.closest('[hidden]') && element.getClientRects().length > 0)`;

/** A second answer, shown later than the tap's: the time after the frame that first shows it has painted. */
function watch(name: string, answer: string): string {
  return `window.${name} = new Promise((resolve) => {
    const shown = ${SHOWN};
    const answer = () => { try { return Boolean((${answer})(shown)); } catch { return false; } };
    const check = () => {
      if (!Number.isNaN(window.__input) && answer()) { const shownAt = performance.now(); setTimeout(() => resolve({ shownAt, paintedAt: performance.now() })); return; }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });`;
}

/**
 * Arms the page for one tap: the frame in which `answer()` first holds is kept, and the time after that
 * frame's paint. Checked once per frame, in the animation callbacks of the frame after something changed
 * (the document, a scroll, the focus, the pointer's release). It used to be checked on every change: each
 * check then forced a style and layout pass of its own, the journey's work counted in the tap (45 ms of
 * the booking sheet's at 4x in a profile, 2026-11-29). In the frame's own callbacks it costs the layout
 * the frame does anyway.
 */
export function arm(answer: string, later?: string): string {
  return `${later ? watch('__later', later) : 'window.__later = null;'} window.__answer = new Promise((resolve) => {
    const shown = ${SHOWN};
    const answer = () => { try { return Boolean((${answer})(shown)); } catch { return false; } };
    window.__input = NaN;
    performance.mark('journey:armed');
    const since = performance.now();
    let scheduled = false;
    let found = false;
    const check = () => {
      scheduled = false;
      if (found || Number.isNaN(window.__input) || !answer()) return;
      found = true;
      observer.disconnect();
      removeEventListener('scroll', schedule);
      removeEventListener('focusin', schedule, true);
      const shownAt = performance.now();
      // After this frame's paint.
      setTimeout(() => { performance.mark('journey:painted'); resolve({ since, shownAt, paintedAt: performance.now() }); });
    };
    const schedule = () => { if (!scheduled && !found) { scheduled = true; requestAnimationFrame(check); } };
    const observer = new MutationObserver(schedule);
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('focusin', schedule, true);
    addEventListener('pointerup', schedule, { capture: true, once: true });
  }); 0`;
}

/**
 * The tap's figure, read once its answer has painted and the browser has had time to report: the
 * interaction's Event Timing duration when the answer was in the frame that duration ends with (found
 * in an animation callback before that frame was presented), else the input to the paint after the answer.
 */
export const READ = `(async () => {
  const { since, shownAt, paintedAt } = await window.__answer;
  await new Promise((resolve) => setTimeout(resolve, 400));
  const entries = window.__events.filter((e) => e.start >= since - 1);
  const id = entries[0]?.id;
  const own = entries.filter((e) => e.id === id);
  const input = own.length ? Math.min(...own.map((e) => e.start)) : window.__input;
  window.__tapInput = input;
  const duration = Math.max(...own.map((e) => e.duration));
  return own.length && shownAt <= input + duration ? duration : paintedAt - input;
})()`;

/** The later answer's figure (after READ): from the tap's input to the paint after the frame that showed it. */
const READ_LATER = `window.__later.then(({ paintedAt }) => paintedAt - window.__tapInput)`;

/** A tap on `target`, or (a string) the phone's back gesture, which has no Event Timing entry. */
export async function timedTap(
  page: Page,
  target: Locator | 'back',
  answer: string,
  trace?: (buffer: Buffer) => void,
  profile?: { cdp: CDPSession; report: (text: string) => void },
  later?: { answer: string; figure: (ms: number) => void },
): Promise<number> {
  if (target !== 'back') {
    await target.waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    await target.scrollIntoViewIfNeeded();
  }
  await page.waitForTimeout(300);
  const browser = page.context().browser();
  if (trace && browser)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
    });
  await page.evaluate(arm(answer, later?.answer));
  if (profile) {
    await profile.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await profile.cdp.send('Profiler.start');
  }
  if (target === 'back') await page.evaluate('window.__input = performance.now(); history.back(); 0');
  else await target.tap();
  if (profile) {
    // Stopped once the answer has painted, so the profile holds the tap's own work.
    await Promise.race([page.evaluate('window.__answer.then(() => 0)'), page.waitForTimeout(ANSWER_TIMEOUT_MS)]);
    const { profile: taken } = (await profile.cdp.send('Profiler.stop')) as { profile: CpuProfile };
    profile.report(profileSummary(taken));
  }
  const ms = Number(
    await Promise.race([
      page.evaluate(READ),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), ANSWER_TIMEOUT_MS)),
    ]),
  );
  if (later)
    later.figure(
      Number(
        await Promise.race([
          page.evaluate(READ_LATER),
          new Promise((_, reject) => setTimeout(() => reject(new Error('no later answer')), ANSWER_TIMEOUT_MS)),
        ]),
      ),
    );
  if (trace && browser) trace(await browser.stopTracing());
  return ms;
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * A tap's JavaScript sampling profile (PERF_JOURNEY_PROFILE=1): the functions that took the most time,
 * by their own time and with what they called (ms at the slowed CPU; in a minified build, the position
 * in the chunk names the function; PERF_JOURNEY_TOP: how many, 12 by default).
 */
export function profileSummary(profile: CpuProfile, top = Number(process.env.PERF_JOURNEY_TOP ?? 12)): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const name = (id: number) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.replace(/^https?:\/\/[^/]+\//, '');
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  };
  const ownTime = new Map<string, number>();
  const totalTime = new Map<string, number>();
  const walk = (id: number, onStack: Set<string>): number => {
    const node = byId.get(id)!;
    let total = self.get(id) ?? 0;
    for (const child of node.children ?? []) total += walk(child, new Set([...onStack, name(id)]));
    const key = name(id);
    ownTime.set(key, (ownTime.get(key) ?? 0) + (self.get(id) ?? 0));
    // A recursive function counts once on a stack.
    if (!onStack.has(key)) totalTime.set(key, (totalTime.get(key) ?? 0) + total);
    return total;
  };
  const root = profile.nodes[0];
  if (root) walk(root.id, new Set());
  const list = (map: Map<string, number>) =>
    [...map]
      .filter(([key]) => !/^\((root|program|idle|garbage collector)\)/.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `      ${Math.round(ms)} ${key}`)
      .join('\n');
  const gc = [...ownTime].filter(([key]) => key.startsWith('(garbage collector)')).reduce((s, [, ms]) => s + ms, 0);
  return `    own time (gc ${Math.round(gc)}):\n${list(ownTime)}\n    with callees:\n${list(totalTime)}`;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; type?: string } };
}

/** What the main thread did for a tap, by kind of work (ms of wall time at the slowed CPU). */
const WORK: Record<string, string[]> = {
  'load code': ['v8.compile', 'v8.compileModule', 'EvaluateScript', 'v8.evaluateModule', 'v8.produceCache'],
  script: ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.callFunction'],
  'style and layout': ['UpdateLayoutTree', 'Layout', 'RecalculateStyles'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'Commit', 'PaintImage', 'Decode Image'],
  'parse HTML/CSS': ['ParseHTML', 'ParseAuthorStyleSheet'],
};

/**
 * A tap's trace, read between its marks (armed before the input, painted after the answer): the main
 * thread's work by kind (outermost events of each kind), the time it was not busy (waiting for the
 * network or a timer), and the requests made.
 */
export function tapBreakdown(buffer: Buffer): string {
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = (name: string) => events.find((e) => e.name === name && e.ph !== 'X');
  const armed = mark('journey:armed');
  const painted = mark('journey:painted');
  if (!armed || !painted) return 'no marks in the trace';
  const main = (e: TraceEvent) => e.pid === armed.pid && e.tid === armed.tid;
  const inside = (e: TraceEvent) => e.ts >= armed.ts && e.ts <= painted.ts;
  const spans = events.filter((e) => e.ph === 'X' && main(e) && inside(e) && e.dur);
  const tasks = spans.filter((e) => e.name === 'RunTask');
  const busy = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const window = (painted.ts - armed.ts) / 1000;
  const kinds = Object.entries(WORK).map(([kind, names]) => {
    const own = spans.filter((e) => names.includes(e.name));
    // Outermost only: an event inside another of the listed kinds is counted by its container.
    const listed = spans.filter((e) => Object.values(WORK).flat().includes(e.name));
    const outer = own.filter(
      (e) =>
        !listed.some(
          (o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    return `${kind} ${Math.round(outer.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000)}`;
  });
  const requests = events
    .filter((e) => e.name === 'ResourceSendRequest' && inside(e))
    .map((e) => (e.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, ''));
  const longest = Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000));
  // The long tasks in order (from the arming, ms), each with what started it.
  const starters = [
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'FunctionCall',
    'ParseHTML',
    'v8.evaluateModule',
  ];
  const long = tasks
    .filter((task) => (task.dur ?? 0) >= 30_000)
    .map((task) => {
      const first = spans.find((e) => starters.includes(e.name) && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
      const type = first?.args?.data?.type;
      return `+${Math.round((task.ts - armed.ts) / 1000)} ${Math.round((task.dur ?? 0) / 1000)} ${first ? first.name + (type ? ` ${type}` : '') : '?'}`;
    });
  return (
    `${Math.round(window)} ms from arming to the answer's paint: busy ${Math.round(busy)} (${kinds.join(', ')}; ` +
    `longest task ${Math.round(longest)}), not busy ${Math.round(window - busy)}; requests: ${requests.join(' ') || 'none'}; ` +
    `long tasks: ${long.join(', ') || 'none'}`
  );
}

/** Waits until the page has had an idle moment (its own work after a step done). */
async function settle(page: Page, ms = 800) {
  await page.waitForTimeout(ms);
}

const LIST_CARD = 'main [role="listitem"] article';

/** One walk through the journey on a fresh phone; a tap that fails is NaN and the walk goes on where it can. */
export async function tapJourney(
  origin: string,
  breakdown?: (tap: JourneyTap, text: string) => void,
): Promise<JourneyRun> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  const figures = { load: loadavg()[0] as number } as JourneyRun;
  let cdp: CDPSession | undefined;
  const tap = async (
    name: JourneyTap,
    target: (page: Page) => Locator | 'back',
    answer: string,
    page: Page,
    later?: { name: JourneyFollowUp; answer: string },
  ) => {
    if (later) figures[later.name] = NaN;
    try {
      figures[name] = await timedTap(
        page,
        target(page),
        answer,
        breakdown &&
          ((buffer) => {
            // PERF_JOURNEY_TRACES=<dir> (with --breakdown): each tap's whole trace, to open in DevTools.
            if (process.env.PERF_JOURNEY_TRACES)
              writeFileSync(`${process.env.PERF_JOURNEY_TRACES}/${JOURNEY_TAPS.indexOf(name) + 1}.json`, buffer);
            breakdown(name, tapBreakdown(buffer));
          }),
        // PERF_JOURNEY_PROFILE=1 (with --breakdown): each tap's JavaScript profile too.
        breakdown && cdp && process.env.PERF_JOURNEY_PROFILE
          ? { cdp, report: (text) => breakdown(name, `profile\n${text}`) }
          : undefined,
        later && { answer: later.answer, figure: (ms) => (figures[later.name] = ms) },
      );
    } catch (error) {
      figures[name] = NaN;
      console.error(`perf-journey: "${name}" failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
    await settle(page);
    // PERF_JOURNEY_SHOTS=<dir>: a screenshot after each tap, to see what the journey saw.
    if (process.env.PERF_JOURNEY_SHOTS)
      await page.screenshot({ path: `${process.env.PERF_JOURNEY_SHOTS}/${JOURNEY_TAPS.indexOf(name) + 1}.png` });
  };
  try {
    const context = await browser.newContext({ ...PHONE_CONTEXT, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(origin + '/', { waitUntil: 'networkidle' });
    await page.waitForSelector(`${LIST_CARD} h3 a`);
    await page.waitForTimeout(1500);
    await page.evaluate(COLLECT);
    cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const card = (n: number) => page.locator(LIST_CARD).nth(n);

    // The answer to a toggle is its pressed state; what else it changes (counts, the tray) may come later.
    const pressed = (n: number, label: string) =>
      `() => [...(document.querySelectorAll('${LIST_CARD}')[${n}]?.querySelectorAll('button[aria-pressed="true"]') ?? [])].some((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes('${label}'))`;
    await tap('save a car in the list', () => card(0).getByRole('button', { name: '收藏' }), pressed(0, '收藏'), page);
    await tap('add a car to compare', () => card(1).getByRole('button', { name: '对比' }), pressed(1, '对比'), page);
    await page.getByRole('combobox', { name: '搜索车源' }).fill('ft');
    await tap(
      'search: a suggested brand',
      (p) => p.getByRole('option', { name: '品牌：丰田' }),
      // The chip, over cards marked out of date, a skeleton, or the new cards (unmarked cards under the
      // new chip are the new list).
      `(shown) => shown('[aria-label="移除条件：丰田"]') && (shown('${LIST_CARD} h3 a') || shown('main [role="status"][aria-busy="true"]'))`,
      page,
      {
        name: 'search: the new list',
        answer: `(shown) => shown('[aria-label="移除条件：丰田"]') && shown('main [role="list"]:not([aria-busy]) article h3 a')`,
      },
    );
    await tap(
      'open the filters',
      (p) => p.getByRole('button', { name: /^筛选/ }),
      `(shown) => shown('[role="dialog"] button[aria-pressed]')`,
      page,
    );
    await page.getByRole('dialog', { name: '筛选车源' }).getByRole('button', { name: '本田' }).tap();
    await settle(page, 400);
    // The tap's answer: the sheet closed, the new chip, and the list saying it is no longer that of the
    // filters before (marked out of date while the new page is on its way, or already the new list). The
    // cards as they were, unmarked, under the new chip, do not count (they did until 2026-11-29: see
    // docs/performance.md, twelfth round). The new list itself (its first card another car than before:
    // the Toyotas alone; with the Hondas a newer car leads) is measured from the same input, as a follow-up.
    const firstCar = `() => [...document.querySelectorAll('${LIST_CARD} h3 a')].find((a) => !a.closest('[hidden]') && a.getClientRects().length > 0)?.getAttribute('href')`;
    const newList = `(shown) => Boolean((${firstCar})()) && (${firstCar})() !== window.__firstCar && !shown('[role="list"][aria-busy="true"]')`;
    await page.evaluate(`window.__firstCar = (${firstCar})(); 0`);
    await tap(
      'apply the filters',
      (p) => p.getByRole('dialog', { name: '筛选车源' }).getByRole('button', { name: /^查看(结果| \d+ 辆)$/ }),
      `(shown) => !shown('[role="dialog"]') && shown('[aria-label="移除条件：本田"]') && (shown('main [role="list"][aria-busy="true"]') || shown('main [role="status"][aria-busy="true"]') || (${newList})(shown))`,
      page,
      {
        name: 'apply the filters: the new list',
        answer: `(shown) => !shown('[role="dialog"]') && (${newList})(shown)`,
      },
    );
    await tap(
      'open a car from the list',
      () => page.locator(`${LIST_CARD} h3 a`).first(),
      `(shown) => shown('h1#car-title') && shown('article[aria-labelledby="car-title"] section')`,
      page,
    );
    await tap(
      'open the gallery viewer',
      (p) => p.locator('[aria-roledescription="carousel"] button[aria-label^="查看大图"]').first(),
      `(shown) => shown('[role="dialog"][aria-label="图片浏览"] img')`,
      page,
    );
    await page.goBack();
    await page.getByRole('dialog', { name: '图片浏览' }).waitFor({ state: 'detached' });
    await settle(page);
    await tap(
      'open the booking sheet',
      (p) => p.getByRole('navigation', { name: '购车操作' }).getByRole('button', { name: '预约看车' }),
      `(shown) => shown('[role="dialog"] input')`,
      page,
    );
    await page.goBack();
    await page.getByRole('dialog', { name: '预约看车' }).waitFor({ state: 'detached' });
    await page.locator('a[href$="/loans"]').first().tap();
    await page.getByTestId('monthly-payment').waitFor();
    await settle(page);
    const monthly = await page.getByTestId('monthly-payment').textContent();
    await tap(
      'choose a loan term',
      (p) => p.getByRole('radio', { name: '60 期' }),
      `(shown) => document.querySelector('[data-testid="monthly-payment"]')?.textContent !== ${JSON.stringify(monthly)}`,
      page,
    );
    await page.goBack();
    await page.locator('h1#car-title').waitFor();
    await settle(page);
    await tap(
      'back to the list',
      () => 'back',
      `(shown) => !shown('h1#car-title') && shown('${LIST_CARD} h3 a')`,
      page,
    );
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '车友圈' }).tap();
    const post = (p: Page) =>
      p
        .locator('main article a[href^="/moments/"]:not([href*="/topic/"]):not([href*="/user/"])')
        .filter({ visible: true })
        .first();
    await post(page).waitFor();
    await settle(page);
    await tap(
      'open a post',
      post,
      `(shown) => /^\\/moments\\/[^/]+$/.test(location.pathname) && shown('main article time')`,
      page,
    );
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我要卖车' }).tap();
    await page.getByRole('combobox', { name: '车型' }).waitFor();
    await settle(page);
    await tap(
      'open the model picker',
      (p) => p.getByRole('combobox', { name: '车型' }),
      `() => document.activeElement?.getAttribute('aria-label') === '车型' || document.activeElement?.id === document.querySelector('label')?.htmlFor || document.activeElement?.tagName === 'SELECT'`,
      page,
    );
  } finally {
    await browser.close();
  }
  return figures;
}

/** Per tap: each build's median and, after the first build, the median of each round's difference. */
export function journeyTable(results: Record<string, JourneyRun[]>): string {
  const names = Object.keys(results);
  const reference = names[0] as string;
  const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
  const rows: string[][] = [['tap (ms, 4x CPU)', ...names.flatMap((name, i) => (i ? [name, `Δ ${name}`] : [name]))]];
  for (const tap of [...JOURNEY_TAPS, ...JOURNEY_FOLLOW_UPS]) {
    const cells = names.flatMap((name, i) => {
      const values = (results[name] ?? []).map((run) => run[tap]);
      if (!i) return [round(median(values))];
      const base = results[reference] ?? [];
      const deltas = values.map((value, k) => value - (base[k]?.[tap] ?? NaN));
      const delta = median(deltas);
      return [round(median(values)), Number.isFinite(delta) ? `${delta >= 0 ? '+' : ''}${Math.round(delta)}` : '–'];
    });
    rows.push([JOURNEY_FOLLOW_UPS.includes(tap as JourneyFollowUp) ? `${tap} (not a tap)` : tap, ...cells]);
  }
  for (const limit of [200, 100]) {
    rows.push([
      `taps over ${limit} ms (median tap)`,
      ...names.flatMap((name, i) => {
        const count = String(
          JOURNEY_TAPS.filter((tap) => median((results[name] ?? []).map((run) => run[tap])) > limit).length,
        );
        return i ? [count, ''] : [count];
      }),
    ]);
  }
  const loads = Object.values(results).flatMap((runs) => runs.map((run) => run.load));
  rows.push(['load average', `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`]);
  return markdownTable(rows);
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] ? (args[index + 1] as string) : fallback;
  };
  const builds = parseBuilds(option('builds', ''));
  if (!builds.length) throw new Error('--builds name=dist[,name=dist…] (the first is the reference)');
  const rounds = Number(option('rounds', '5'));
  const port = Number(option('port', '4400'));
  // --breakdown: a Chrome trace around each tap, read into what the main thread did and what was asked
  // for (the trace itself slows the page: these walks' times are not the journey's figures).
  const breakdown = args.includes('--breakdown')
    ? (tap: JourneyTap, text: string) => console.log(`  ${tap}: ${text}`)
    : undefined;
  const { startPreviewServer } = await import('./preview-server');
  const servers = await Promise.all(builds.map((build, i) => startPreviewServer({ dist: build.dist, port: port + i })));
  const results: Record<string, JourneyRun[]> = Object.fromEntries(builds.map((build) => [build.name, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      // Alternating order (A B, then B A): a machine that slows down weighs on every build alike.
      const order = round % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
      for (const i of order) {
        if (breakdown) console.log(`${builds[i]!.name}, round ${round + 1}:`);
        const run = await tapJourney(servers[i]!.url, breakdown);
        results[builds[i]!.name]!.push(run);
        console.log(
          `round ${round + 1} ${builds[i]!.name} ${JSON.stringify(run, (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.close();
  }
  console.log(`\nThe tap journey at ${CPU_RATE}x CPU (median of ${rounds}; Δ paired by round)`);
  console.log(journeyTable(results));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
