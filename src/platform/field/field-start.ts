// The field reporter's start (docs/decisions/175-field-measurement.md): one call from the entry after
// boot. It follows the page views from then on (route name and view kind, never the address), decides
// at idle whether this visit is measured (FIELD_SAMPLE_RATE, once per visit), and loads the reporter
// (field-reporter.ts, web-vitals with attribution) once the page has loaded and the browser is idle, so
// nothing of it runs before the first screen's largest paint. Its observers are buffered: what happened
// before it loaded is still reported.

import { settings } from '../../config/env';
import type { Analytics } from '../analytics';
import type { AppServices } from '../app-services';
import type { DeviceFlags } from '../device';
import { whenIdle } from '../idle';

/** A first visit, a repeat visit painted from the persisted graph, or a kept view shown again. */
export type ViewKind = 'first' | 'repeat' | 'kept';

export interface ViewMoment {
  /** performance.now() when the view was announced (0 for the landing view). */
  at: number;
  /** The route table's name (never the address). */
  route: string;
  kind: ViewKind;
  /** 1 for the landing view, then one more per page view. */
  view: number;
}

/** sessionStorage key holding this visit's sampling decision ('1' measured, '0' not). */
export const SAMPLE_KEY = 'field:sampled';
/** Marked by src/graph/persist.ts when the visit restored answers kept from an earlier one. */
export const RESTORED_MARK = 'graph:restored';
/** What src/app/keep-alive-outlet.tsx puts on each view it keeps (the shown one has no `hidden`). */
export const KEPT_VIEW_SELECTOR = '[data-kept-view]';
export const TIMELINE_LIMIT = 50;

export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether this visit is measured: the decision stored for the visit, else a draw against `rate` that
 * is stored for the rest of the visit. Without storage each page load draws anew.
 */
export function sampleVisit(
  rate: number,
  storage: SessionStorageLike | null,
  random: () => number = Math.random,
): boolean {
  let stored: string | null;
  try {
    stored = storage?.getItem(SAMPLE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored === '1' || stored === '0') return stored === '1';
  const sampled = rate >= 1 || (rate > 0 && random() < rate);
  try {
    storage?.setItem(SAMPLE_KEY, sampled ? '1' : '0');
  } catch {
    // a visit without storage is sampled per page load
  }
  return sampled;
}

/** Names an address by the route table (the app passes it in: platform code knows no routes). */
export type RouteNamer = (url: string) => string;

/** The views of this page's life, in order (bounded): which view a moment of the page belongs to. */
export class ViewTimeline {
  readonly moments: ViewMoment[] = [];
  /** Hears each view added after it is set (the reporter sends a view event for it). */
  onAdd: ((moment: ViewMoment) => void) | null = null;

  add(moment: ViewMoment): void {
    this.moments.push(moment);
    this.onAdd?.(moment);
    if (this.moments.length > TIMELINE_LIMIT) this.moments.splice(1, 1);
  }

  get landing(): ViewMoment {
    return this.moments[0] ?? { at: 0, route: 'Unknown', kind: 'first', view: 1 };
  }

  get current(): ViewMoment {
    return this.moments[this.moments.length - 1] ?? this.landing;
  }

  /** The view on show at `time` (performance.now() clock); the landing view before any other. */
  at(time: number | undefined): ViewMoment {
    if (time === undefined) return this.current;
    let found = this.landing;
    for (const moment of this.moments) if (moment.at <= time) found = moment;
    return found;
  }
}

/** The keys of the views keep-alive holds now, and the one on show (null when the page is no kept view). */
function keptViews(): { keys: Set<string>; shown: string | null } {
  try {
    const elements = Array.from(document.querySelectorAll(KEPT_VIEW_SELECTOR));
    const shown = elements.find((element) => !element.hasAttribute('hidden'));
    return {
      keys: new Set(elements.map((element) => element.getAttribute('data-kept-view') ?? '')),
      shown: shown?.getAttribute('data-kept-view') ?? null,
    };
  } catch {
    return { keys: new Set(), shown: null };
  }
}

function markCount(name: string): number {
  try {
    return performance.getEntriesByName(name, 'mark').length;
  } catch {
    return 0;
  }
}

function visitStorage(): SessionStorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Follows the app's page views into a timeline (landing view first). */
export function followViews(
  analytics: Analytics,
  timeline: ViewTimeline,
  landingUrl: string,
  routeNameOf: RouteNamer,
): () => void {
  // A kept view shown again: the view on show now was kept at the last page view and was not on show then.
  // (Page views are announced after the commit that shows them, so the document is up to date.)
  let before = keptViews();
  const kindNow = (): ViewKind => {
    const now = keptViews();
    const wasKept = now.shown !== null && now.shown !== before.shown && before.keys.has(now.shown);
    before = now;
    return wasKept ? 'kept' : markCount(RESTORED_MARK) > 0 ? 'repeat' : 'first';
  };
  timeline.add({ at: 0, route: routeNameOf(landingUrl), kind: kindNow(), view: 1 });
  let announced = 0;
  return analytics.onPageView((url) => {
    announced += 1;
    const route = routeNameOf(url);
    // The landing view's own announcement (the first render's); its kind is known by now.
    if (announced === 1 && route === timeline.landing.route) {
      timeline.landing.kind = kindNow();
      return;
    }
    timeline.add({ at: performance.now(), route, kind: kindNow(), view: timeline.current.view + 1 });
  });
}

/**
 * Waits until the first screen has been shown (src/platform/first-screen-shown.ts: its data answered,
 * the page loaded, the browser idle after that), then for idle time again. The page's load event alone
 * came before the first card's photo was painted in one load of five, once that render got shorter.
 */
function afterFirstScreenAndIdle(app: Pick<AppServices, 'firstScreen'>): Promise<void> {
  return app.firstScreen.whenShown().then(() => whenIdle(5000));
}

/** Starts field measurement for this visit when analytics is on and the visit is sampled. */
export function startFieldReporter(
  app: Pick<AppServices, 'analytics' | 'field' | 'firstScreen'>,
  flags: DeviceFlags,
  routeNameOf: RouteNamer,
): void {
  if (!settings.analyticsUrl || typeof window === 'undefined') return;
  const timeline = new ViewTimeline();
  const stop = followViews(app.analytics, timeline, window.location.href, routeNameOf);
  // Written out so that a build without analytics (ANALYTICS_URL unset) carries no reporter chunk at all.
  if (process.env.API_MOCKS === 'on' || process.env.ANALYTICS_URL) {
    void afterFirstScreenAndIdle(app)
      .then(() => {
        // The visit's decision is read from storage here, at idle, not before the first screen.
        if (sampleVisit(settings.fieldSampleRate, visitStorage())) return import('./field-reporter');
        stop();
        app.field.connect(() => undefined);
        return null;
      })
      .then((reporter) =>
        reporter?.startReporter({
          analytics: app.analytics,
          field: app.field,
          flags,
          timeline,
          buildId: settings.buildId,
        }),
      )
      .catch(() => undefined);
  }
}
