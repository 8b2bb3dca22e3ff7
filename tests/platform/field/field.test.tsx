// Field measurement (src/platform/field): the visit's sampling, the tags of each event, the bounds on
// size and on errors per page view, what a failed REST call and an error boundary report, and which
// view a moment of the page belongs to.

import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../../../src/config/env';
import { ErrorBoundary } from '../../../src/app/error-boundary';
import { createAppServices } from '../../../src/app/services';
import { AppServicesProvider } from '../../../src/platform/app-services';
import { RestClient } from '../../../src/graph/rest/http';
import { Analytics } from '../../../src/platform/analytics';
import { desktopFlags, type DeviceFlags } from '../../../src/platform/device';
import {
  boundEvent,
  ErrorBook,
  errorProperties,
  ERRORS_PER_VIEW,
  FIELD_EVENT_MAX_CHARS,
  fieldTags,
  scrubText,
  vitalProperties,
} from '../../../src/platform/field/field-events';
import { createFieldSignals, EARLY_SIGNAL_LIMIT, type FieldSignal } from '../../../src/platform/field/field-signals';
import { dispatchPreloadError } from '../../../src/platform/preload-error';
import { routeNameOf } from '../../../src/routes/match';
import {
  followViews,
  RESTORED_MARK,
  SAMPLE_KEY,
  sampleVisit,
  ViewTimeline,
  type SessionStorageLike,
} from '../../../src/platform/field/field-start';

function memoryStorage(values: Record<string, string> = {}): SessionStorageLike & { values: Record<string, string> } {
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

const wechatAndroid: DeviceFlags = { ...desktopFlags, android: true, mobile: true, wechat: true };
const landing = { at: 0, route: 'Index', kind: 'first' as const, view: 1 };

afterEach(() => {
  performance.clearMarks(RESTORED_MARK);
  document.body.innerHTML = '';
});

describe('sampling, once per visit', () => {
  it('measures every visit at 1 and none at 0, and stores the decision for the visit', () => {
    const storage = memoryStorage();
    expect(sampleVisit(1, storage, () => 0.99)).toBe(true);
    expect(storage.values[SAMPLE_KEY]).toBe('1');
    const other = memoryStorage();
    expect(sampleVisit(0, other, () => 0)).toBe(false);
    expect(other.values[SAMPLE_KEY]).toBe('0');
  });

  it('draws against the rate once; later page loads of the visit keep the decision', () => {
    const storage = memoryStorage();
    expect(sampleVisit(0.25, storage, () => 0.2)).toBe(true);
    expect(sampleVisit(0.25, storage, () => 0.9)).toBe(true);
    const out = memoryStorage();
    expect(sampleVisit(0.25, out, () => 0.3)).toBe(false);
    expect(sampleVisit(1, out, () => 0)).toBe(false);
  });

  it('draws per page load where storage throws or holds something else', () => {
    const throwing: SessionStorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(sampleVisit(0.5, throwing, () => 0.1)).toBe(true);
    expect(sampleVisit(0.5, throwing, () => 0.9)).toBe(false);
    expect(sampleVisit(0.5, memoryStorage({ [SAMPLE_KEY]: 'yes' }), () => 0.9)).toBe(false);
    expect(sampleVisit(0.5, null, () => 0.1)).toBe(true);
  });

  it('is 1.0 in mock builds and off without an analytics address', () => {
    // Unit tests run without API_MOCKS and without ANALYTICS_URL: a production default, analytics off.
    expect(settings.analyticsUrl).toBe('');
    expect(settings.fieldSampleRate).toBeGreaterThanOrEqual(0);
    expect(settings.fieldSampleRate).toBeLessThanOrEqual(1);
    expect(settings.buildId).toBe('dev');
  });
});

describe('tags', () => {
  it('carry the route name, the view kind, the device flags, the build and a known connection type', () => {
    expect(
      fieldTags(
        { flags: wechatAndroid, connection: '3g', buildId: 'abc1234', pageId: 'p1' },
        { at: 5, route: 'Car', kind: 'kept', view: 3 },
      ),
    ).toEqual({
      route: 'Car',
      view: 'kept',
      viewIndex: 3,
      wechat: true,
      wework: false,
      ios: false,
      android: true,
      miniProgram: false,
      build: 'abc1234',
      page: 'p1',
      ect: '3g',
    });
    expect(
      fieldTags({ flags: desktopFlags, connection: 'not a <type>', buildId: 'b', pageId: 'p' }, landing),
    ).not.toHaveProperty('ect');
    expect(fieldTags({ flags: desktopFlags, buildId: 'b', pageId: 'p' }, landing)).not.toHaveProperty('ect');
  });

  it('name routes by the route table, never by the address', () => {
    expect(routeNameOf('https://shop.test/car/C10001?from=share')).toBe('Car');
    expect(routeNameOf('/recycle')).toBe('Recycle');
    expect(routeNameOf('/')).toBe('Index');
  });
});

describe('vital properties', () => {
  it('flatten LCP attribution: element, resource without its query, load phases', () => {
    const props = vitalProperties({
      name: 'LCP',
      value: 1834.56,
      rating: 'needs-improvement',
      navigationType: 'navigate',
      attribution: {
        target: 'main>article>img.photo',
        url: 'https://img.test/cars/C10001/front.jpg?token=secret&w=640',
        timeToFirstByte: 120.4,
        resourceLoadDelay: 300.2,
        resourceLoadDuration: 900.7,
        elementRenderDelay: 513.3,
        lcpEntry: { huge: 'object' },
      },
    });
    expect(props).toEqual({
      metric: 'LCP',
      value: 1835,
      rating: 'needs-improvement',
      navigation: 'navigate',
      target: 'main>article>img.photo',
      resource: 'https://img.test/cars/C#/front.jpg',
      ttfb: 120,
      loadDelay: 300,
      loadDuration: 901,
      renderDelay: 513,
    });
  });

  it('flatten INP (target, type, phases) and CLS (largest shift source)', () => {
    expect(
      vitalProperties({
        name: 'INP',
        value: 264,
        rating: 'needs-improvement',
        attribution: {
          interactionTarget: 'main>article>h3>a',
          interactionType: 'pointer',
          inputDelay: 12,
          processingDuration: 200,
          presentationDelay: 52,
          loadState: 'complete',
        },
      }),
    ).toMatchObject({
      metric: 'INP',
      target: 'main>article>h3>a',
      interaction: 'pointer',
      inputDelay: 12,
      processing: 200,
      presentation: 52,
    });
    expect(
      vitalProperties({
        name: 'CLS',
        value: 0.123456,
        rating: 'needs-improvement',
        attribution: { largestShiftTarget: 'main>div.banner', largestShiftValue: 0.1, loadState: 'complete' },
      }),
    ).toEqual({
      metric: 'CLS',
      value: 0.1235,
      rating: 'needs-improvement',
      target: 'main>div.banner',
      largestShift: 0.1,
      loadState: 'complete',
    });
  });
});

describe('bounds', () => {
  it('scrub phone numbers, addresses and e-mail from text, and cut it', () => {
    expect(scrubText('Error: no car 13812345678 for chen@example.com')).toBe('Error: no car # for <email>');
    expect(
      scrubText(
        'TypeError: Failed to fetch dynamically imported module: http://127.0.0.1:5600/recycle.screen.9575e8ec.js?x=1',
      ),
    ).toBe('TypeError: Failed to fetch dynamically imported module: recycle.screen.9575e8ec.js');
    expect(scrubText('x'.repeat(500))).toHaveLength(160);
  });

  it('keep every event within the size limit, the tags and the value first', () => {
    const tags = fieldTags({ flags: wechatAndroid, buildId: 'abc', pageId: 'p' }, landing);
    const huge = {
      metric: 'INP',
      value: 300,
      rating: 'poor',
      ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`extra${i}`, 'y'.repeat(150)])),
      ...tags,
    };
    const bounded = boundEvent(huge, ['metric', 'value', 'rating', ...Object.keys(tags)]);
    expect(JSON.stringify(bounded).length).toBeLessThanOrEqual(FIELD_EVENT_MAX_CHARS);
    expect(bounded).toMatchObject({ metric: 'INP', value: 300, rating: 'poor', route: 'Index', wechat: true });
    const small = { metric: 'LCP', value: 1 };
    expect(boundEvent(small, [])).toEqual(small);
  });

  it('send each distinct error once per page view, at most ten per view', () => {
    const book = new ErrorBook();
    const thrown: FieldSignal = { kind: 'error', source: 'uncaught', message: 'Error: boom', at: 1 };
    expect(book.admit(thrown, 1)).toBe(true);
    expect(book.admit({ ...thrown, at: 2 }, 1)).toBe(false);
    expect(book.admit(thrown, 2)).toBe(true);
    for (let i = 0; i < ERRORS_PER_VIEW + 5; i++)
      book.admit({ kind: 'rest', operation: `op${i}`, fault: 'network', durationMs: 1, at: 3 }, 3);
    expect(book.dropped).toBe(5);
    expect(book.admit({ kind: 'rest', operation: 'cars', status: 500, fault: 'status', durationMs: 1, at: 4 }, 3)).toBe(
      false,
    );
    expect(book.admit({ kind: 'rest', operation: 'cars', status: 500, fault: 'status', durationMs: 1, at: 4 }, 4)).toBe(
      true,
    );
  });

  it('keep a bounded number of signals until the reporter connects, then hand them over in order', () => {
    const field = createFieldSignals();
    for (let i = 0; i < EARLY_SIGNAL_LIMIT + 10; i++) field.noteError('rejection', new Error(`early ${i}`));
    const received: FieldSignal[] = [];
    field.connect((signal) => received.push(signal));
    expect(received).toHaveLength(EARLY_SIGNAL_LIMIT);
    expect(received[0]).toMatchObject({ kind: 'error', source: 'rejection', message: 'Error: early 0' });
    field.signal({ kind: 'rest', operation: 'car', fault: 'timeout', durationMs: 5, at: 1 });
    expect(received).toHaveLength(EARLY_SIGNAL_LIMIT + 1);
  });

  it('bound the session record the QA studio shows', () => {
    const { session } = createFieldSignals();
    for (let i = 0; i < 150; i++) session.add('web_vital', { metric: 'LCP', value: i });
    expect(session.records()).toHaveLength(100);
    expect(session.records().at(-1)?.properties.value).toBe(149);
  });
});

describe('what is observed', () => {
  const hosts = {
    main: 'https://api.test',
    inspection: 'https://inspection.test',
    options: 'https://options.test',
    business: 'https://business.test',
  };

  it('a failed REST call: operation, status or fault, duration, never its address or answer', async () => {
    const field = createFieldSignals();
    const received: FieldSignal[] = [];
    field.connect((signal) => received.push(signal));
    const fail = vi.fn(async () => new Response('{"msg":"phone 13812345678"}', { status: 500 }));
    const rest = new RestClient({
      hosts,
      presenter: { alert: () => undefined },
      fetch: fail as unknown as typeof fetch,
      onFailure: field.noteRestFailure,
    });
    await expect(rest.call('provinces')).rejects.toThrow();
    const timeout = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = new RestClient({
      hosts,
      presenter: { alert: () => undefined },
      fetch: timeout as unknown as typeof fetch,
      retryDelaysMs: [0],
      onFailure: field.noteRestFailure,
    });
    await expect(offline.call('provinces')).rejects.toThrow();
    expect(received).toEqual([
      {
        kind: 'rest',
        operation: 'provinces',
        status: 500,
        fault: 'status',
        durationMs: expect.any(Number),
        at: expect.any(Number),
      },
      {
        kind: 'rest',
        operation: 'provinces',
        fault: 'network',
        durationMs: expect.any(Number),
        at: expect.any(Number),
      },
    ]);
    // Once per call, after its retries (two attempts above).
    expect(timeout).toHaveBeenCalledTimes(2);
    expect(errorProperties(received[0]!)).toEqual({
      kind: 'rest',
      operation: 'provinces',
      status: 500,
      fault: 'status',
      duration: expect.any(Number),
    });
  });

  it("what an error boundary catches, in its app's signals", () => {
    const app = createAppServices({ window, storage: null });
    const received: FieldSignal[] = [];
    app.field.connect((signal) => received.push(signal));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed for 13900001111');
    }
    render(
      <AppServicesProvider services={app}>
        <ErrorBoundary fallback={() => <p>fallback</p>}>
          <Broken />
        </ErrorBoundary>
      </AppServicesProvider>,
    );
    quiet.mockRestore();
    app.dispose();
    expect(received).toContainEqual(
      expect.objectContaining({ kind: 'error', source: 'boundary', message: 'Error: render failed for 13900001111' }),
    );
    expect(errorProperties(received.find((signal) => signal.kind === 'error')!)).toMatchObject({
      kind: 'boundary',
      message: 'Error: render failed for #',
    });
  });
});

describe("an app's signals", () => {
  it("hear their window's failed chunks and script errors until the app is gone, and no other app's", () => {
    const app = createAppServices({ window, storage: null });
    const other = createAppServices({ window, storage: null });
    const received: FieldSignal[] = [];
    app.field.connect((signal) => received.push(signal));
    dispatchPreloadError(new Error('chunk gone'));
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x is undefined'),
        filename: 'https://shop.test/app.1a2b.js?v=2',
        lineno: 3,
        colno: 14,
      }),
    );
    other.field.noteError('boundary', new Error('elsewhere'));
    app.dispose();
    dispatchPreloadError(new Error('after the app'));
    other.dispose();
    expect(received).toEqual([
      expect.objectContaining({ kind: 'error', source: 'chunk', message: 'Error: chunk gone' }),
      expect.objectContaining({
        kind: 'error',
        source: 'uncaught',
        message: 'TypeError: x is undefined',
        where: 'app.1a2b.js:3:14',
      }),
    ]);
  });
});

describe('views', () => {
  it('a moment of the page belongs to the view on show then', () => {
    const timeline = new ViewTimeline();
    timeline.add(landing);
    timeline.add({ at: 1000, route: 'Car', kind: 'first', view: 2 });
    timeline.add({ at: 2000, route: 'Index', kind: 'kept', view: 3 });
    expect(timeline.at(500).route).toBe('Index');
    expect(timeline.at(1500).route).toBe('Car');
    expect(timeline.at(2500)).toMatchObject({ route: 'Index', kind: 'kept', view: 3 });
    expect(timeline.at(undefined).view).toBe(3);
  });

  it('follows page views: a repeat visit from the persisted graph, then a kept view shown again', () => {
    const tracker = new Analytics();
    performance.mark(RESTORED_MARK);
    // Keep-alive's views as the outlet marks them: the list, then the list kept hidden under the car page.
    const show = (views: Array<[string, boolean]>) => {
      document.body.innerHTML = views
        .map(([key, shown]) => `<div data-kept-view="${key}"${shown ? '' : ' hidden'}></div>`)
        .join('');
    };
    const timeline = new ViewTimeline();
    const stop = followViews(tracker, timeline, 'https://shop.test/', routeNameOf);
    show([['Index:/', true]]);
    tracker.pageView('Home', 'https://shop.test/');
    show([['Index:/', false]]);
    tracker.pageView('Car', 'https://shop.test/car/C10001');
    show([['Index:/', true]]);
    tracker.pageView('Home', 'https://shop.test/');
    // A new query on the list on show is a page view, not a kept view shown again.
    tracker.pageView('Home', 'https://shop.test/?sort=price_asc');
    stop();
    expect(timeline.moments.map(({ route, kind, view }) => ({ route, kind, view }))).toEqual([
      { route: 'Index', kind: 'repeat', view: 1 },
      { route: 'Car', kind: 'repeat', view: 2 },
      { route: 'Index', kind: 'kept', view: 3 },
      { route: 'Index', kind: 'repeat', view: 4 },
    ]);
  });
});
