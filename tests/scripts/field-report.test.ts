// scripts/field-report.ts: percentiles, the Core Web Vitals split, grouping by route name and platform,
// the most frequent errors and failing operations, and the recorded sample file read end to end.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildReport,
  formatReport,
  percentile,
  platformOf,
  rate,
  readEvents,
  summarize,
  type FieldEvent,
} from '../../scripts/field-report';

const wechatAndroid = { wechat: true, android: true, ios: false };
const wechatIos = { wechat: true, android: false, ios: true };
const vital = (route: string, metric: string, value: number, flags: Record<string, boolean> = {}): FieldEvent => ({
  name: 'web_vital',
  properties: { route, metric, value, build: 'b1', ...flags },
});
const view = (route: string, flags: Record<string, boolean> = {}): FieldEvent => ({
  name: 'field_view',
  properties: { route, build: 'b1', ...flags },
});

describe('percentiles (nearest rank)', () => {
  it('of 1..100 are the values themselves', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 75)).toBe(75);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 100)).toBe(100);
  });

  it('of few values take the value at or above the rank', () => {
    expect(percentile([900], 75)).toBe(900);
    expect(percentile([100, 200, 300, 400], 75)).toBe(300);
    expect(percentile([100, 200, 300, 400], 95)).toBe(400);
    expect(percentile([3, 1, 2], 75)).toBe(3);
    expect(percentile([], 75)).toBeNull();
  });
});

describe('ratings by the Core Web Vitals thresholds', () => {
  it('split each metric at its two thresholds, inclusive of good and needs-improvement', () => {
    expect([rate('LCP', 2500), rate('LCP', 2501), rate('LCP', 4000), rate('LCP', 4001)]).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect([rate('INP', 200), rate('INP', 201), rate('INP', 501)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rate('CLS', 0.1), rate('CLS', 0.11), rate('CLS', 0.3)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rate('FCP', 1800), rate('TTFB', 1801)]).toEqual(['good', 'poor']);
  });

  it('gives shares that sum to one', () => {
    const summary = summarize('LCP', [1000, 2000, 3000, 5000]);
    expect(summary).toEqual({
      metric: 'LCP',
      count: 4,
      p75: 3000,
      p95: 5000,
      split: { good: 0.5, 'needs-improvement': 0.25, poor: 0.25 },
    });
  });
});

describe('the report', () => {
  it('groups by route name and platform with views, and ranks errors and failing operations with their routes', () => {
    expect([
      platformOf(wechatAndroid),
      platformOf(wechatIos),
      platformOf({ wechat: false, android: true }),
      platformOf({}),
    ]).toEqual(['WeChat Android', 'WeChat iOS', 'other', 'other']);
    const events: FieldEvent[] = [
      view('Index', wechatAndroid),
      view('Index', wechatAndroid),
      view('Car', wechatIos),
      vital('Index', 'LCP', 2000, wechatAndroid),
      vital('Index', 'LCP', 4500, wechatAndroid),
      vital('Car', 'INP', 150, wechatIos),
      vital('Car', 'BOGUS', 1, wechatIos),
      {
        name: 'field_error',
        properties: { kind: 'rest', operation: 'cars', status: 500, fault: 'status', duration: 120, route: 'Index' },
      },
      {
        name: 'field_error',
        properties: { kind: 'rest', operation: 'cars', status: 500, fault: 'status', duration: 80, route: 'Index' },
      },
      {
        name: 'field_error',
        properties: { kind: 'rest', operation: 'car', fault: 'timeout', duration: 10000, route: 'Car' },
      },
      { name: 'field_error', properties: { kind: 'uncaught', message: 'TypeError: x is null', route: 'Car' } },
      { name: 'field_error', properties: { kind: 'uncaught', message: 'TypeError: x is null', route: 'Index' } },
      { name: 'field_error', properties: { kind: 'chunk', message: 'TypeError: Failed to fetch', route: 'Recycle' } },
    ];
    const report = buildReport(events);
    expect(report.groups.map(({ route, platform, views }) => [route, platform, views])).toEqual([
      ['Index', 'WeChat Android', 2],
      ['Car', 'WeChat iOS', 1],
    ]);
    expect(report.groups[0]?.vitals).toEqual([
      { metric: 'LCP', count: 2, p75: 4500, p95: 4500, split: { good: 0.5, 'needs-improvement': 0, poor: 0.5 } },
    ]);
    expect(report.groups[1]?.vitals.map((v) => v.metric)).toEqual(['INP']);
    expect(report.operations).toEqual([
      { what: 'cars HTTP 500', count: 2, routes: ['Index'], medianMs: 80 },
      { what: 'car timeout', count: 1, routes: ['Car'], medianMs: 10000 },
    ]);
    expect(report.errors[0]).toEqual({ what: 'uncaught: TypeError: x is null', count: 2, routes: ['Car', 'Index'] });
    expect(report.builds).toEqual([
      { build: 'b1', views: 3, lcpP75: 4500, inpP75: 150, errors: 0 },
      { build: '?', views: 0, lcpP75: null, inpP75: null, errors: 6 },
    ]);
    const printed = formatReport(report, { batches: 1, skipped: 0, events: events.length });
    expect(printed).toContain('Index · WeChat Android · 2 views');
    expect(printed).toMatch(/LCP\s+2\s+4500 ms\s+4500 ms\s+50%\s+0%\s+50%/);
  });

  it('skips lines that are not batches and events that are not field events', () => {
    const { events, batches, skipped } = readEvents(
      [
        'not json',
        '{"events":"no"}',
        '',
        JSON.stringify({
          appName: 'x',
          user: null,
          events: [
            { type: 'pageview', url: '/' },
            { type: 'event', name: 'field_view', properties: { route: 'Index' } },
          ],
        }),
      ].join('\n'),
    );
    expect({ batches, skipped }).toEqual({ batches: 1, skipped: 2 });
    expect(events).toEqual([{ name: 'field_view', properties: { route: 'Index' } }]);
  });

  it('reads the sample recorded from real browser visits: all three platforms, every vital, errors and a failing operation', () => {
    const { events, skipped } = readEvents(readFileSync('tests/fixtures/field-events.jsonl', 'utf8'));
    expect(skipped).toBe(0);
    const report = buildReport(events);
    const platforms = new Set(report.groups.map((group) => group.platform));
    expect([...platforms].sort()).toEqual(['WeChat Android', 'WeChat iOS', 'other']);
    const metrics = new Set(report.groups.flatMap((group) => group.vitals.map((v) => v.metric)));
    expect([...metrics].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(report.operations.some((row) => row.what === 'cars HTTP 500')).toBe(true);
    expect(report.errors.length).toBeGreaterThan(0);
    // Route names only: no address with an id anywhere in the field events.
    expect(JSON.stringify(events)).not.toMatch(/\/car\/C\d+/);
  });
});
