import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAnalyticsBatches, receivedAnalyticsBatches } from '../../mocks/handlers/analytics';
import { createAppServices } from '../../src/app/services';
import type { Settings } from '../../src/config/env';
import {
  Analytics,
  ANALYTICS_APP_NAME,
  beaconTransport,
  readIdentifiers,
  userAttributes,
  type AnalyticsBatch,
  type StorageLike,
} from '../../src/platform/analytics';

const memory = (values: Record<string, unknown>): StorageLike => ({
  getItem: (key) => (key in values ? (values[key] as string | null) : null),
});

const allFour = { open_id: 'o-1', union_id: 'u-1', user_id: '42', uuid: 'uu-1' };

describe('stored identifiers', () => {
  it('reads every key of the contract', () => {
    expect(
      readIdentifiers(memory({ ...allFour, app_key: 'k', is_clue_customer: '1', clue_customer_uuid: 'c-1' })),
    ).toEqual({
      appKey: 'k',
      openId: 'o-1',
      unionId: 'u-1',
      userId: '42',
      uuid: 'uu-1',
      isClueCustomer: '1',
      clueCustomerUuid: 'c-1',
    });
  });

  it('ignores wrong types, empty, "undefined" and over-long values', () => {
    expect(
      readIdentifiers(
        memory({ open_id: 12, union_id: '', user_id: 'undefined', uuid: 'x'.repeat(129), app_key: ' k ' }),
      ),
    ).toEqual({ appKey: 'k' });
  });

  it('survives a storage that throws (blocked, quota, security errors)', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readIdentifiers(throwing)).toEqual({});
    expect(readIdentifiers(null)).toEqual({});
  });

  it('attaches user attributes only when open id, union id, user id and uuid all exist', () => {
    expect(userAttributes(readIdentifiers(memory(allFour)))).toEqual({
      openId: 'o-1',
      unionId: 'u-1',
      userId: '42',
      uuid: 'uu-1',
    });
    for (const missing of Object.keys(allFour)) {
      const partial = { ...allFour, app_key: 'k' } as Record<string, string>;
      delete partial[missing];
      expect(userAttributes(readIdentifiers(memory(partial))), missing).toBeNull();
    }
  });
});

describe('Analytics', () => {
  let sent: AnalyticsBatch[];
  let analytics: Analytics;
  const transport = (_url: string, batch: AnalyticsBatch) => {
    sent.push(batch);
  };
  const now = () => new Date('2026-03-01T08:00:00Z');

  beforeEach(() => {
    sent = [];
    analytics = new Analytics();
    vi.useFakeTimers();
  });
  afterEach(() => {
    analytics.dispose();
    vi.useRealTimers();
  });

  it("starts with the app name 'self-operated car h5' and batches the start with later page views", () => {
    analytics.start({ url: '/analytics/events', storage: memory({}), transport, now });
    analytics.pageView('首页 - 诺车自营', 'http://localhost/');
    expect(sent).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(sent).toEqual([
      {
        appName: ANALYTICS_APP_NAME,
        user: null,
        events: [
          { type: 'start', at: '2026-03-01T08:00:00.000Z', appName: 'self-operated car h5' },
          { type: 'pageview', at: '2026-03-01T08:00:00.000Z', title: '首页 - 诺车自营', url: 'http://localhost/' },
        ],
      },
    ]);
  });

  it('keeps page views that came before start and sends them after it', () => {
    analytics.pageView('A', 'http://localhost/a');
    expect(analytics.isStarted).toBe(false);
    analytics.start({ url: '/e', storage: memory(allFour), transport, now });
    analytics.flush();
    expect(sent[0]?.events.map((event) => event.type)).toEqual(['start', 'pageview']);
    expect(sent[0]?.user).toEqual({ openId: 'o-1', unionId: 'u-1', userId: '42', uuid: 'uu-1' });
  });

  it('sends a full batch at once', () => {
    analytics.start({ url: '/e', storage: null, transport, now, maxBatch: 3 });
    analytics.pageView('A', 'a');
    analytics.pageView('B', 'b');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(3);
  });

  it('flushes when the page is hidden', () => {
    analytics.start({ url: '/e', storage: null, transport, now });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });

  it('is silent when the transport throws', () => {
    analytics.start({
      url: '/e',
      storage: null,
      now,
      transport: () => {
        throw new Error('offline');
      },
    });
    expect(() => analytics.flush()).not.toThrow();
  });
});

describe('beaconTransport', () => {
  afterEach(() => clearAnalyticsBatches());

  it('posts the batch as JSON with fetch keepalive when sendBeacon is missing (answered by the mock)', async () => {
    const batch: AnalyticsBatch = { appName: ANALYTICS_APP_NAME, user: null, events: [] };
    expect('sendBeacon' in navigator).toBe(false);
    beaconTransport('/analytics/events', batch);
    await vi.waitFor(() => expect(receivedAnalyticsBatches()).toEqual([batch]));
  });

  it('uses sendBeacon with a JSON blob where the browser has it', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      beaconTransport('/analytics/events', { appName: ANALYTICS_APP_NAME, user: null, events: [] });
      expect(beacon).toHaveBeenCalledTimes(1);
      const [url, blob] = beacon.mock.calls[0] as [string, Blob];
      expect(url).toBe(new URL('/analytics/events', window.location.href).toString());
      expect(blob.type).toBe('application/json');
      expect(JSON.parse(await blob.text())).toEqual({ appName: 'self-operated car h5', user: null, events: [] });
    } finally {
      delete (navigator as unknown as Record<string, unknown>).sendBeacon;
    }
  });

  it('swallows a network failure', async () => {
    const { server } = await import('../../mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(http.post('*/analytics/events', () => HttpResponse.error()));
    expect(() =>
      beaconTransport('/analytics/events', { appName: ANALYTICS_APP_NAME, user: null, events: [] }),
    ).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

describe('Analytics with no address', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is off: nothing is queued or sent, and nothing throws', () => {
    vi.useFakeTimers();
    const sent: AnalyticsBatch[] = [];
    const analytics = new Analytics();
    analytics.pageView('A', 'http://localhost/a');
    analytics.start({ url: '', storage: null, transport: (_url, batch) => sent.push(batch), maxBatch: 1 });
    analytics.pageView('B', 'http://localhost/b');
    analytics.track('call', { car: 'C10001' });
    window.dispatchEvent(new Event('pagehide'));
    analytics.flush();
    vi.runOnlyPendingTimers();
    expect(sent).toEqual([]);
    analytics.dispose();
  });
});

describe('analytics per app', () => {
  it('is made with each app: what one app queued before its boot is never sent by another', () => {
    const first = createAppServices({ window, storage: null });
    const second = createAppServices({ window, storage: null });
    first.analytics.pageView('A', 'http://localhost/a');
    const sent: AnalyticsBatch[] = [];
    second.analytics.start({ url: '/analytics/events', storage: null, transport: (_url, batch) => sent.push(batch) });
    second.analytics.flush();
    expect(sent.flatMap((batch) => batch.events.map((event) => event.type))).toEqual(['start']);
    first.dispose();
    second.dispose();
  });
});

describe('the analytics address setting', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is empty (off) in a production build unless ANALYTICS_URL is set, and the mocked endpoint in a mock build', async () => {
    // Each read evaluates the settings module anew (a query makes it a module of its own), and only that
    // module: the unit files share one registry, which a reset would split in two.
    let reads = 0;
    const read = async (env: Record<string, string>) => {
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      reads += 1;
      const specifier = `../../src/config/env.ts?read=${reads}`;
      const module = (await import(/* @vite-ignore */ specifier)) as { settings: Settings };
      return module.settings.analyticsUrl;
    };
    expect(await read({ API_MOCKS: 'off', ANALYTICS_URL: '' })).toBe('');
    expect(await read({ API_MOCKS: 'off', ANALYTICS_URL: '  ' })).toBe('');
    expect(await read({ API_MOCKS: 'off', ANALYTICS_URL: 'https://stats.dealer.example/e' })).toBe(
      'https://stats.dealer.example/e',
    );
    expect(await read({ API_MOCKS: 'on', ANALYTICS_URL: '' })).toBe('/analytics/events');
  });
});
