// The benchmarks' reading of a Chrome trace (scripts/perf-compare.ts, traceFigures): thread time of the
// page's main-thread tasks before the largest paint, in all, and up to the task in which the page set a
// mark (the start-up guard's measure since the early paint: up to the app's own first screen).

import { describe, expect, it } from 'vitest';
import { traceFigures } from '../../scripts/perf-compare';

const ORIGIN = 'http://127.0.0.1:4190';
const MAIN = { pid: 7, tid: 1 };

function task(ts: number, tdurMs: number, where = MAIN) {
  return { name: 'RunTask', ph: 'X', ts, dur: tdurMs * 1000 + 500, tdur: tdurMs * 1000, ...where };
}

function trace(extra: object[]) {
  const events = [
    {
      name: 'navigationStart',
      ph: 'R',
      ts: 1_000_000,
      ...MAIN,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: `${ORIGIN}/car/C10001` } },
    },
    task(900_000, 40), // before the navigation: another page's work
    task(1_010_000, 10),
    task(1_100_000, 30),
    { name: 'largestContentfulPaint::Candidate', ph: 'R', ts: 1_150_000, ...MAIN },
    task(1_200_000, 50),
    task(1_300_000, 20, { pid: 7, tid: 2 }), // another thread
    task(1_400_000, 25),
    ...extra,
  ];
  return Buffer.from(JSON.stringify({ traceEvents: events }));
}

describe('traceFigures', () => {
  it('counts the main thread after the navigation: before the largest paint and in all', () => {
    const figures = traceFigures(trace([]), ORIGIN);
    expect(figures.cpuToLcpMs).toBe(40);
    expect(figures.cpuTotalMs).toBe(115);
    expect(figures.longestCpuMs).toBe(50);
    expect(figures.lcpMs).toBe(150);
    expect(figures).not.toHaveProperty('cpuToMarkMs');
  });

  it('counts up to the task in which the mark was set, that task included', () => {
    const marked = trace([{ name: 'guard:app-content', ph: 'R', ts: 1_210_000, ...MAIN }]);
    expect(traceFigures(marked, ORIGIN, 'guard:app-content').cpuToMarkMs).toBe(90);
    expect(traceFigures(marked, ORIGIN, 'another mark').cpuToMarkMs).toBeNaN();
  });
});
