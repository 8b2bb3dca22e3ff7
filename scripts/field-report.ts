// `npm run field-report -- <events.jsonl> [--top 5]`: reads what the analytics collector stored (one JSON
// batch a line, as src/platform/analytics.ts sends it) and prints, per route name and platform (WeChat
// Android, WeChat iOS, other): views, p75 and p95 of each web vital with the good / needs-improvement /
// poor split by the Core Web Vitals thresholds, then the most frequent errors and failing operations with
// their routes, and the vitals by build. Lines that are not such batches are counted and skipped.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Platform = 'WeChat Android' | 'WeChat iOS' | 'other';
export const PLATFORMS: readonly Platform[] = ['WeChat Android', 'WeChat iOS', 'other'];
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** The Core Web Vitals thresholds (web.dev): good up to the first, poor above the second. */
export const THRESHOLDS: Readonly<Record<MetricName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

type Properties = Record<string, unknown>;
export interface FieldEvent {
  name: string;
  properties: Properties;
}

/** The field events of a collector's file; what is not a batch of events is counted as skipped. */
export function readEvents(text: string): { events: FieldEvent[]; batches: number; skipped: number } {
  const events: FieldEvent[] = [];
  let batches = 0;
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let batch: unknown;
    try {
      batch = JSON.parse(line);
    } catch {
      skipped += 1;
      continue;
    }
    const list = (batch as { events?: unknown } | null)?.events;
    if (!Array.isArray(list)) {
      skipped += 1;
      continue;
    }
    batches += 1;
    for (const event of list as unknown[]) {
      const { type, name, properties } = (event ?? {}) as { type?: unknown; name?: unknown; properties?: unknown };
      if (type === 'event' && typeof name === 'string' && properties && typeof properties === 'object')
        events.push({ name, properties: properties as Properties });
    }
  }
  return { events, batches, skipped };
}

export function platformOf(properties: Properties): Platform {
  if (properties.wechat === true && properties.android === true) return 'WeChat Android';
  if (properties.wechat === true && properties.ios === true) return 'WeChat iOS';
  return 'other';
}

/** Nearest-rank percentile (p in 0..100) of the values; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

export type Rating = 'good' | 'needs-improvement' | 'poor';

export function rate(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

export interface VitalSummary {
  metric: MetricName;
  count: number;
  p75: number | null;
  p95: number | null;
  /** Shares of good, needs-improvement and poor, 0 to 1. */
  split: Record<Rating, number>;
}

export function summarize(metric: MetricName, values: readonly number[]): VitalSummary {
  const split: Record<Rating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
  for (const value of values) split[rate(metric, value)] += 1;
  if (values.length) for (const key of Object.keys(split) as Rating[]) split[key] /= values.length;
  return { metric, count: values.length, p75: percentile(values, 75), p95: percentile(values, 95), split };
}

export interface GroupReport {
  route: string;
  platform: Platform;
  views: number;
  vitals: VitalSummary[];
}

export interface ProblemRow {
  what: string;
  count: number;
  routes: string[];
  /** Failed calls: the median duration in ms. */
  medianMs?: number;
}

export interface FieldReport {
  groups: GroupReport[];
  errors: ProblemRow[];
  operations: ProblemRow[];
  builds: Array<{ build: string; views: number; lcpP75: number | null; inpP75: number | null; errors: number }>;
}

const text = (value: unknown, fallback = '?') => (typeof value === 'string' && value ? value : fallback);
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function problemRows(
  entries: Map<string, { count: number; routes: Map<string, number>; durations: number[] }>,
  top: number,
): ProblemRow[] {
  return [...entries.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([what, entry]) => {
      const row: ProblemRow = {
        what,
        count: entry.count,
        routes: [...entry.routes.entries()].sort((a, b) => b[1] - a[1]).map(([route]) => route),
      };
      const median = percentile(entry.durations, 50);
      if (median !== null) row.medianMs = median;
      return row;
    });
}

export function buildReport(events: readonly FieldEvent[], top = 5): FieldReport {
  const groups = new Map<
    string,
    { route: string; platform: Platform; views: number; values: Map<MetricName, number[]> }
  >();
  const group = (properties: Properties) => {
    const route = text(properties.route, 'Unknown');
    const platform = platformOf(properties);
    const key = `${route}\u0000${platform}`;
    let found = groups.get(key);
    if (!found) groups.set(key, (found = { route, platform, views: 0, values: new Map() }));
    return found;
  };
  const errors = new Map<string, { count: number; routes: Map<string, number>; durations: number[] }>();
  const operations = new Map<string, { count: number; routes: Map<string, number>; durations: number[] }>();
  const builds = new Map<string, { views: number; lcp: number[]; inp: number[]; errors: number }>();
  const build = (properties: Properties) => {
    const id = text(properties.build);
    let found = builds.get(id);
    if (!found) builds.set(id, (found = { views: 0, lcp: [], inp: [], errors: 0 }));
    return found;
  };
  const count = (table: typeof errors, key: string, route: string, duration: number | null) => {
    let entry = table.get(key);
    if (!entry) table.set(key, (entry = { count: 0, routes: new Map(), durations: [] }));
    entry.count += 1;
    entry.routes.set(route, (entry.routes.get(route) ?? 0) + 1);
    if (duration !== null) entry.durations.push(duration);
  };

  for (const { name, properties } of events) {
    if (name === 'field_view') {
      group(properties).views += 1;
      build(properties).views += 1;
    } else if (name === 'web_vital') {
      const metric = properties.metric as MetricName;
      const value = numberOf(properties.value);
      if (!METRICS.includes(metric) || value === null) continue;
      const values = group(properties).values;
      values.set(metric, [...(values.get(metric) ?? []), value]);
      if (metric === 'LCP') build(properties).lcp.push(value);
      if (metric === 'INP') build(properties).inp.push(value);
    } else if (name === 'field_error') {
      const route = text(properties.route, 'Unknown');
      build(properties).errors += 1;
      if (properties.kind === 'rest') {
        const outcome = properties.status !== undefined ? `HTTP ${String(properties.status)}` : text(properties.fault);
        count(operations, `${text(properties.operation)} ${outcome}`, route, numberOf(properties.duration));
      } else {
        count(errors, `${text(properties.kind)}: ${text(properties.message, '(no message)')}`, route, null);
      }
    }
  }

  const platformOrder = (platform: Platform) => PLATFORMS.indexOf(platform);
  return {
    groups: [...groups.values()]
      .sort(
        (a, b) =>
          b.views - a.views || a.route.localeCompare(b.route) || platformOrder(a.platform) - platformOrder(b.platform),
      )
      .map(({ route, platform, views, values }) => ({
        route,
        platform,
        views,
        vitals: METRICS.filter((metric) => values.has(metric)).map((metric) =>
          summarize(metric, values.get(metric) ?? []),
        ),
      })),
    errors: problemRows(errors, top),
    operations: problemRows(operations, top),
    builds: [...builds.entries()].map(([id, entry]) => ({
      build: id,
      views: entry.views,
      lcpP75: percentile(entry.lcp, 75),
      inpP75: percentile(entry.inp, 75),
      errors: entry.errors,
    })),
  };
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const formatValue = (metric: MetricName, value: number | null) =>
  value === null ? '-' : metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

export function formatReport(
  report: FieldReport,
  source: { batches: number; skipped: number; events: number },
): string {
  const out: string[] = [];
  out.push(
    `Field report: ${source.batches} batches, ${source.events} field events${source.skipped ? `, ${source.skipped} lines skipped` : ''}`,
  );
  for (const group of report.groups) {
    out.push('', `${group.route} · ${group.platform} · ${group.views} view${group.views === 1 ? '' : 's'}`);
    if (!group.vitals.length) {
      out.push('  (no vitals)');
      continue;
    }
    const rows = [['metric', 'n', 'p75', 'p95', 'good', 'needs impr.', 'poor']];
    for (const vital of group.vitals) {
      rows.push([
        vital.metric,
        String(vital.count),
        formatValue(vital.metric, vital.p75),
        formatValue(vital.metric, vital.p95),
        percent(vital.split.good),
        percent(vital.split['needs-improvement']),
        percent(vital.split.poor),
      ]);
    }
    out.push(table(rows).replace(/^/gm, '  '));
  }
  out.push('', 'Most frequent errors');
  out.push(
    report.errors.length
      ? table([
          ['count', 'error', 'routes'],
          ...report.errors.map((row) => [String(row.count), row.what, row.routes.join(', ')]),
        ]).replace(/^/gm, '  ')
      : '  (none)',
  );
  out.push('', 'Failing operations');
  out.push(
    report.operations.length
      ? table([
          ['count', 'operation', 'median', 'routes'],
          ...report.operations.map((row) => [
            String(row.count),
            row.what,
            row.medianMs === undefined ? '-' : `${row.medianMs} ms`,
            row.routes.join(', '),
          ]),
        ]).replace(/^/gm, '  ')
      : '  (none)',
  );
  out.push('', 'By build');
  out.push(
    table([
      ['build', 'views', 'LCP p75', 'INP p75', 'errors'],
      ...report.builds.map((row) => [
        row.build,
        String(row.views),
        formatValue('LCP', row.lcpP75),
        formatValue('INP', row.inpP75),
        String(row.errors),
      ]),
    ]).replace(/^/gm, '  '),
  );
  return out.join('\n');
}

function main(argv: string[]): void {
  const file = argv.find((arg) => !arg.startsWith('--'));
  const topIndex = argv.indexOf('--top');
  const top = topIndex >= 0 ? Number(argv[topIndex + 1]) || 5 : 5;
  if (!file) {
    console.error('usage: npm run field-report -- <events.jsonl> [--top 5]');
    process.exit(2);
  }
  const { events, batches, skipped } = readEvents(readFileSync(file, 'utf8'));
  const field = events.filter(
    (event) => event.name === 'field_view' || event.name === 'web_vital' || event.name === 'field_error',
  );
  console.log(formatReport(buildReport(field, top), { batches, skipped, events: field.length }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
