// What the field reporter sends (docs/decisions/175-field-measurement.md): flat analytics events
// `web_vital` and `field_error`, each with the tags of its view, bounded in size; errors de-duplicated
// and bounded per page view. Pure functions: the reporter (field-reporter.ts) and the tests use them;
// scripts/field-report.ts reads the same names back.

import type { DeviceFlags } from '../device';
import type { FieldSignal } from './field-signals';
import type { ViewMoment } from './field-start';

export type FieldProperties = Record<string, string | number | boolean>;

export const VIEW_EVENT = 'field_view';
export const VITAL_EVENT = 'web_vital';
export const ERROR_EVENT = 'field_error';
/** The longest an event's properties may be as JSON (characters). */
export const FIELD_EVENT_MAX_CHARS = 1024;
/** The longest text value (a selector, a message) before it is cut. */
export const FIELD_TEXT_MAX = 160;
/** Distinct errors and failed calls reported per page view; more are counted, not sent. */
export const ERRORS_PER_VIEW = 10;

export interface FieldContext {
  flags: DeviceFlags;
  /** navigator.connection.effectiveType where the browser has it. */
  connection?: string | undefined;
  buildId: string;
  /** A random id of this page load (not stored, not a visitor's): groups a load's views and vitals. */
  pageId: string;
}

/** The tags every field event carries: the view's route name and kind, the device flags, connection, build. */
export function fieldTags(context: FieldContext, moment: ViewMoment): FieldProperties {
  const { flags } = context;
  const tags: FieldProperties = {
    route: moment.route,
    view: moment.kind,
    viewIndex: moment.view,
    wechat: flags.wechat,
    wework: flags.wework,
    ios: flags.ios,
    android: flags.android,
    miniProgram: flags.miniProgram,
    build: cut(context.buildId, 40),
    page: cut(context.pageId, 16),
  };
  if (context.connection && /^[a-z0-9-]{1,12}$/i.test(context.connection)) tags.ect = context.connection;
  return tags;
}

/**
 * Text safe to send: an address keeps only its last path segment (a chunk's file name), long digit
 * runs (a phone number, an id) become '#', e-mail addresses and query strings are dropped, and the
 * whole is cut to `max` characters.
 */
export function scrubText(value: string, max = FIELD_TEXT_MAX): string {
  const scrubbed = value
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"')]*/gi, (url) => (url.split(/[?#]/)[0] ?? '').split('/').pop() || '<url>')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/\?[^\s"')]*/g, '')
    .replace(/\d{5,}/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return cut(scrubbed, max);
}

function cut(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** An address as an LCP resource: origin and path only (no query, no fragment). */
function resourceOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('data:')) return 'data:';
  try {
    const parsed = new URL(url);
    return cut((parsed.origin + parsed.pathname).replace(/\d{5,}/g, '#'), 120);
  } catch {
    return undefined;
  }
}

/** The parts of a web-vitals metric (with attribution) the reporter reads. */
export interface VitalMetric {
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigationType?: string;
  attribution?: object;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** A vital's own properties: value, rating and its attribution, flat. */
export function vitalProperties(metric: VitalMetric): FieldProperties {
  const a = (metric.attribution ?? {}) as Record<string, unknown>;
  const props: FieldProperties = {
    metric: metric.name,
    value: round(metric.value, metric.name === 'CLS' ? 4 : 0),
    rating: metric.rating,
  };
  if (metric.navigationType) props.navigation = metric.navigationType;
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined)
      props[key] = typeof value === 'string' ? scrubText(value) : typeof value === 'number' ? round(value) : value;
  };
  switch (metric.name) {
    case 'LCP':
      put('target', str(a.target));
      {
        // An address of its own kind: origin and path, not reduced to a file name like text is.
        const resource = resourceOf(str(a.url));
        if (resource) props.resource = resource;
      }
      put('ttfb', num(a.timeToFirstByte));
      put('loadDelay', num(a.resourceLoadDelay));
      put('loadDuration', num(a.resourceLoadDuration));
      put('renderDelay', num(a.elementRenderDelay));
      break;
    case 'INP':
      put('target', str(a.interactionTarget));
      put('interaction', str(a.interactionType));
      put('inputDelay', num(a.inputDelay));
      put('processing', num(a.processingDuration));
      put('presentation', num(a.presentationDelay));
      put('loadState', str(a.loadState));
      break;
    case 'CLS': {
      put('target', str(a.largestShiftTarget));
      const shift = num(a.largestShiftValue);
      if (shift !== undefined) props.largestShift = round(shift, 4);
      put('loadState', str(a.loadState));
      break;
    }
    case 'FCP':
      put('ttfb', num(a.timeToFirstByte));
      put('firstByteToFcp', num(a.firstByteToFCP));
      put('loadState', str(a.loadState));
      break;
    case 'TTFB':
      put('waiting', num(a.waitingDuration));
      put('cache', num(a.cacheDuration));
      put('dns', num(a.dnsDuration));
      put('connection', num(a.connectionDuration));
      put('request', num(a.requestDuration));
      break;
  }
  return props;
}

/** An error's or failed call's own properties (never an address, a body or an answer). */
export function errorProperties(signal: FieldSignal): FieldProperties {
  if (signal.kind === 'rest') {
    const props: FieldProperties = {
      kind: 'rest',
      operation: scrubText(signal.operation, 60),
      fault: signal.fault,
      duration: Math.round(signal.durationMs),
    };
    if (signal.status !== undefined) props.status = signal.status;
    return props;
  }
  const props: FieldProperties = { kind: signal.source, message: scrubText(signal.message) };
  if (signal.where) props.where = scrubText(signal.where, 80);
  return props;
}

/**
 * Keeps an event within FIELD_EVENT_MAX_CHARS as JSON: the longest text values are cut further, and if
 * that is not enough the attribution goes (tags and the value stay).
 */
export function boundEvent(
  props: FieldProperties,
  keep: readonly string[],
  max = FIELD_EVENT_MAX_CHARS,
): FieldProperties {
  const out: FieldProperties = { ...props };
  const size = () => JSON.stringify(out).length;
  if (size() <= max) return out;
  for (const [key, value] of Object.entries(out))
    if (typeof value === 'string' && value.length > 40) out[key] = cut(value, 40);
  if (size() <= max) return out;
  for (const key of Object.keys(out)) if (!keep.includes(key)) delete out[key];
  for (const [key, value] of Object.entries(out)) if (typeof value === 'string') out[key] = cut(value, 24);
  return out;
}

/** What identifies an error as the same one within a page view. */
export function errorKey(signal: FieldSignal): string {
  return signal.kind === 'rest'
    ? `rest ${signal.operation} ${signal.status ?? signal.fault}`
    : `${signal.source} ${signal.message.slice(0, 200)}`;
}

/** Errors of the page views: each distinct one once per view, at most `limit` per view. */
export class ErrorBook {
  private view = -1;
  private readonly seen = new Set<string>();
  /** Errors of the current view that were not sent (repeats and those past the limit). */
  dropped = 0;

  constructor(private readonly limit = ERRORS_PER_VIEW) {}

  /** Whether to send this error, seen in view number `view`. */
  admit(signal: FieldSignal, view: number): boolean {
    if (view !== this.view) {
      this.view = view;
      this.seen.clear();
      this.dropped = 0;
    }
    const key = errorKey(signal);
    if (this.seen.has(key) || this.seen.size >= this.limit) {
      this.dropped += 1;
      return false;
    }
    this.seen.add(key);
    return true;
  }
}
