// The field reporter (docs/decisions/175-field-measurement.md), loaded by field-start.ts once the page
// has loaded and the browser is idle: web vitals with attribution (LCP, INP, CLS, FCP, TTFB; the
// library's observers are buffered, so what happened before it loaded is reported) and the errors noted
// by field-signals.ts, each tagged with its view and queued on the analytics transport, which batches
// them and sends them with sendBeacon when the page is hidden.

import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { Analytics } from '../analytics';
import type { DeviceFlags } from '../device';
import {
  boundEvent,
  ERROR_EVENT,
  ErrorBook,
  errorProperties,
  fieldTags,
  VIEW_EVENT,
  VITAL_EVENT,
  vitalProperties,
  type FieldContext,
  type FieldProperties,
  type VitalMetric,
} from './field-events';
import type { FieldSignal, FieldSignals } from './field-signals';
import type { ViewMoment, ViewTimeline } from './field-start';

export interface ReporterOptions {
  /** The app's analytics: the reporter's events are queued there. */
  analytics: Analytics;
  /** The app's field signals: the errors noted before and after the reporter loads, and its record. */
  field: FieldSignals;
  flags: DeviceFlags;
  timeline: ViewTimeline;
  buildId: string;
}

const TAG_KEYS = [
  'route',
  'view',
  'viewIndex',
  'wechat',
  'wework',
  'ios',
  'android',
  'miniProgram',
  'build',
  'page',
  'ect',
];
const KEEP_VITAL = ['metric', 'value', 'rating', ...TAG_KEYS];
const KEEP_ERROR = ['kind', 'operation', 'status', 'fault', 'duration', ...TAG_KEYS];

function randomPageId(): string {
  try {
    const bytes = crypto.getRandomValues(new Uint8Array(6));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return Math.random().toString(16).slice(2, 14);
  }
}

function connectionType(): string | undefined {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: unknown } }).connection;
  return typeof connection?.effectiveType === 'string' ? connection.effectiveType : undefined;
}

/** The moment of the page a metric belongs to: its interaction or shift for INP and CLS, else the landing view. */
function momentOf(metric: VitalMetric, timeline: ViewTimeline): ViewMoment {
  const a = (metric.attribution ?? {}) as Record<string, unknown>;
  if (metric.name === 'INP') return timeline.at(typeof a.interactionTime === 'number' ? a.interactionTime : undefined);
  if (metric.name === 'CLS')
    return timeline.at(typeof a.largestShiftTime === 'number' ? a.largestShiftTime : undefined);
  return timeline.landing;
}

export function startReporter({ analytics, field, flags, timeline, buildId }: ReporterOptions): void {
  performance.mark('field:reporter');
  const pageId = randomPageId();
  const context = (): FieldContext => ({ flags, connection: connectionType(), buildId, pageId });
  const queue = (name: string, properties: FieldProperties) => {
    analytics.track(name, properties);
    field.session.add(name, properties);
    // The last INP and CLS arrive as the page is hidden, after the transport's own flush on hiding.
    if (document.visibilityState === 'hidden') analytics.flush();
  };
  const report = (metric: VitalMetric) => {
    queue(
      VITAL_EVENT,
      boundEvent({ ...vitalProperties(metric), ...fieldTags(context(), momentOf(metric, timeline)) }, KEEP_VITAL),
    );
  };
  // One view event per page view (the report counts views by route and platform with them).
  const view = (moment: ViewMoment) => queue(VIEW_EVENT, fieldTags(context(), moment));
  timeline.moments.forEach(view);
  timeline.onAdd = view;
  const opts = { reportAllChanges: false };
  onLCP(report, opts);
  onINP(report, opts);
  onCLS(report, opts);
  onFCP(report, opts);
  // web-vitals' TTFB attribution tests `instanceof PerformanceNavigationTiming`, which iOS 15.0 lacks
  // (15.1 has it): there the page would throw, so TTFB is left out.
  if (typeof PerformanceNavigationTiming === 'function') onTTFB(report, opts);

  const errors = new ErrorBook();
  field.connect((signal: FieldSignal) => {
    const moment = timeline.at(signal.at);
    if (!errors.admit(signal, moment.view)) return;
    queue(ERROR_EVENT, boundEvent({ ...errorProperties(signal), ...fieldTags(context(), moment) }, KEEP_ERROR));
  });
  // After web-vitals' own listeners: whatever they queued on hiding leaves with this page.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.flush();
  });
}
