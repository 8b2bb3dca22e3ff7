import { http, HttpResponse } from 'msw';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { startShare } from '../../src/app/share-runtime';
import { settings } from '../../src/config/env';
import {
  fetchShareConfigWith,
  shareCard,
  shareMachine,
  type ShareConfig,
  type ShareInput,
} from '../../src/machines/share.machine';
import { desktopFlags } from '../../src/platform/device';
import { rasterImageUrl, type RasterImageUrl } from '../../src/platform/raster-image';
import { isSdkReady, type WxConfig, type WxError, type WxSdk } from '../../src/platform/wechat';
import { createTestGraph } from '../support/graph';

interface FakeWx extends WxSdk {
  configs: WxConfig[];
  shared: { appMessage: unknown[]; timeline: unknown[] };
  fireReady(): void;
  fireError(errMsg: string): void;
}

function fakeWx(): FakeWx {
  let ready: (() => void) | null = null;
  let error: ((result: WxError) => void) | null = null;
  const wx: FakeWx = {
    configs: [],
    shared: { appMessage: [], timeline: [] },
    config: (config) => wx.configs.push(config),
    ready: (callback) => {
      ready = callback;
    },
    error: (callback) => {
      error = callback;
    },
    updateAppMessageShareData: (data) => wx.shared.appMessage.push(data),
    updateTimelineShareData: (data) => wx.shared.timeline.push(data),
    previewImage: () => undefined,
    fireReady: () => ready?.(),
    fireError: (errMsg) => error?.({ errMsg }),
  };
  return wx;
}

const LANDING = 'https://shop.test/?from=timeline#top';
const PAGE = 'https://shop.test/car/1?category=premium#photos';
const CONFIG: ShareConfig = { appId: 'wx123', timestamp: '1763600000', nonceStr: 'abc', signature: 'f00d' };
const raster = (url: string) => rasterImageUrl(url, { base: LANDING }) as RasterImageUrl;
const DEFAULT_IMAGE = raster('/brand/share.png');
const input = (ios: boolean): ShareInput => ({
  ios,
  landingUrl: LANDING,
  defaults: { description: '默认描述', image: DEFAULT_IMAGE },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Promise actors the test settles by hand, like the graph's done/error events. */
function controlledActors() {
  const pending = new Map<
    string,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown }
  >();
  const make = (id: string) =>
    fromPromise<unknown, unknown>(
      ({ input: actorInput }) =>
        new Promise((resolve, reject) => {
          pending.set(id, { resolve, reject, input: actorInput });
        }),
    );
  return { pending, loadSdk: make('loadSdk'), fetchShareConfig: make('fetchShareConfig') };
}

beforeEach(() => {
  delete window.wx;
  document.title = '精品自营车 - 诺车自营';
});
afterEach(() => {
  delete window.wx;
});

describe('share machine paths', () => {
  const sdkMarker = { sdk: true } as unknown as WxSdk;
  const events: EventObject[] = [
    { type: 'xstate.done.actor.loadSdk', output: sdkMarker } as EventObject,
    { type: 'xstate.done.actor.loadSdk', output: null } as EventObject,
    { type: 'xstate.error.actor.loadSdk', error: new Error('script failed') } as EventObject,
    { type: 'NAVIGATED', url: PAGE } as EventObject,
    { type: 'xstate.done.actor.fetchShareConfig', output: CONFIG } as EventObject,
    { type: 'xstate.error.actor.fetchShareConfig', error: new Error('HTTP 500') } as EventObject,
    { type: 'WX_READY' },
    { type: 'WX_ERROR', errMsg: 'config:invalid signature' } as EventObject,
    { type: 'WX_ERROR', errMsg: 'config:permission denied' } as EventObject,
    { type: 'SHARE_INFO_CHANGED', info: null } as EventObject,
  ];

  for (const ios of [false, true]) {
    const paths = getShortestPaths(shareMachine, {
      input: input(ios),
      events: events as never,
      serializeState: (state) =>
        JSON.stringify([
          state.value,
          (state.context as { retried: boolean }).retried,
          (state.context as { currentUrl: string | null }).currentUrl !== null,
        ]),
    });

    it(`${ios ? 'iOS' : 'Android'}: reaches every state`, () => {
      expect(new Set(paths.map((path) => path.state.value as string))).toEqual(
        new Set(['loadingSdk', 'idle', 'signing', 'configuring', 'ready', 'failed', 'unavailable']),
      );
    });

    for (const path of paths) {
      const names = path.steps.map(
        (step) =>
          `${step.event.type.replace('xstate.', '')}${'errMsg' in step.event ? `(${String(step.event.errMsg)})` : ''}`,
      );
      it(`${ios ? 'iOS' : 'Android'}: ${names.join(' → ') || 'start'} ends in ${String(path.state.value)}`, async () => {
        const wx = fakeWx();
        const control = controlledActors();
        const actor = createActor(
          shareMachine.provide({
            actors: { loadSdk: control.loadSdk as never, fetchShareConfig: control.fetchShareConfig as never },
          }),
          {
            input: input(ios),
          },
        );
        actor.start();
        for (const step of path.steps) {
          const event = step.event as EventObject & { output?: unknown; error?: unknown; errMsg?: string };
          if (event.type === 'xstate.init') continue;
          const settle = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
          if (settle) {
            const [, kind, id] = settle;
            const pending = control.pending.get(id as string);
            expect(pending, `${id} is running`).toBeDefined();
            if (kind === 'done') {
              const output = event.output === sdkMarker ? wx : event.output;
              if (output === wx) window.wx = wx;
              pending?.resolve(output);
            } else pending?.reject(event.error);
            await flush();
          } else if (event.type === 'WX_READY') wx.fireReady();
          else if (event.type === 'WX_ERROR') wx.fireError(event.errMsg ?? '');
          else actor.send(event as never);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        expect(snapshot.context.retried).toBe((path.state.context as { retried: boolean }).retried);
        expect(isSdkReady()).toBe(snapshot.value === 'ready');
        if (snapshot.value === 'ready') {
          expect(wx.configs.at(-1)?.jsApiList).toEqual([
            'previewImage',
            'updateAppMessageShareData',
            'updateTimelineShareData',
          ]);
          expect(wx.shared.appMessage.length).toBeGreaterThan(0);
        }
        actor.stop();
      });
    }
  }
});

describe('share machine behaviour', () => {
  async function started(ios: boolean, fetch = vi.fn(async (_url: string) => CONFIG)) {
    const wx = fakeWx();
    window.wx = wx;
    const actor = createActor(
      shareMachine.provide({
        actors: {
          fetchShareConfig: fromPromise<ShareConfig, { url: string }>(({ input: actorInput }) => fetch(actorInput.url)),
        },
      }),
      { input: input(ios) },
    );
    actor.start();
    await flush();
    return { wx, actor, fetch };
  }

  it('signs the current address without its hash outside iOS, and configures exactly the three APIs', async () => {
    const { wx, actor, fetch } = await started(false);
    actor.send({ type: 'NAVIGATED', url: PAGE });
    await flush();
    expect(fetch).toHaveBeenCalledWith('https://shop.test/car/1?category=premium');
    expect(wx.configs).toEqual([
      {
        debug: false,
        appId: 'wx123',
        timestamp: '1763600000',
        nonceStr: 'abc',
        signature: 'f00d',
        jsApiList: ['previewImage', 'updateAppMessageShareData', 'updateTimelineShareData'],
      },
    ]);
    wx.fireReady();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('signs the landing address on iOS', async () => {
    const { actor, fetch } = await started(true);
    actor.send({ type: 'NAVIGATED', url: PAGE });
    await flush();
    expect(fetch).toHaveBeenCalledWith('https://shop.test/?from=timeline');
  });

  it('retries an invalid signature once with the other address, then gives up', async () => {
    const { wx, actor, fetch } = await started(true);
    actor.send({ type: 'NAVIGATED', url: PAGE });
    await flush();
    wx.fireError('config:invalid signature');
    await flush();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://shop.test/?from=timeline',
      'https://shop.test/car/1?category=premium',
    ]);
    wx.fireError('config:invalid signature');
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('config:invalid signature');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sets the default card (document title, default description, configured image) and the screen’s card when it changes', async () => {
    const { wx, actor } = await started(false);
    actor.send({ type: 'NAVIGATED', url: PAGE });
    await flush();
    wx.fireReady();
    expect(wx.shared.appMessage.at(-1)).toEqual({
      title: '精品自营车 - 诺车自营',
      desc: '默认描述',
      link: 'https://shop.test/car/1?category=premium',
      imgUrl: 'https://shop.test/brand/share.png',
    });
    actor.send({
      type: 'SHARE_INFO_CHANGED',
      info: {
        title: '2019 奥迪 A4L',
        description: '准新车 12.8 万',
        image: raster('https://cdn.shop.test/cars/1/front.jpg'),
      },
    });
    expect(wx.shared.appMessage.at(-1)).toMatchObject({ title: '2019 奥迪 A4L', desc: '准新车 12.8 万' });
    expect(wx.shared.timeline.at(-1)).toEqual({
      title: '2019 奥迪 A4L',
      link: 'https://shop.test/car/1?category=premium',
      imgUrl: 'https://cdn.shop.test/cars/1/front.jpg',
    });
  });

  it('rests in unavailable when the SDK cannot be loaded', async () => {
    const withoutSdk = shareMachine.provide({ actors: { loadSdk: fromPromise<WxSdk | null, void>(async () => null) } });
    const actor = createActor(withoutSdk, { input: input(false) });
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.error).toMatch(/not available/);
  });

  it('tries again on the next navigation after a failed signature', async () => {
    const fetch = vi.fn(async (_url: string) => CONFIG).mockRejectedValueOnce(new Error('HTTP 500'));
    const { actor } = await started(false, fetch);
    actor.send({ type: 'NAVIGATED', url: PAGE });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'NAVIGATED', url: 'https://shop.test/discount?category=discount' });
    await flush();
    expect(actor.getSnapshot().value).toBe('configuring');
  });

  it('builds the card link without the hash', () => {
    expect(shareCard(null, 'https://shop.test/a#b', { description: 'd', image: DEFAULT_IMAGE }, 'T')).toEqual({
      title: 'T',
      desc: 'd',
      link: 'https://shop.test/a',
      imgUrl: 'https://shop.test/brand/share.png',
    });
  });
});

describe('share configuration through the graph', () => {
  it('queries shareConfig(url), which calls GET {host}/v1/getJsSDK with the address', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${settings.apiHost}/v1/getJsSDK`, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('url') ?? '');
        return HttpResponse.json({ appId: 'wxAPP', timestamp: '1700000000', nonceStr: 'n0nce', signature: 'sig' });
      }),
    );
    const graph = createTestGraph();
    await expect(fetchShareConfigWith(graph.client)('https://shop.test/car/1?x=1')).resolves.toEqual({
      appId: 'wxAPP',
      timestamp: '1700000000',
      nonceStr: 'n0nce',
      signature: 'sig',
    });
    expect(seen).toEqual(['https://shop.test/car/1?x=1']);
  });

  it('rejects when the signature service fails', async () => {
    server.use(
      http.get(`${settings.apiHost}/v1/getJsSDK`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const graph = createTestGraph();
    await expect(fetchShareConfigWith(graph.client)('https://shop.test/')).rejects.toBeTruthy();
    // The operation table presents jsSdk failures as an alert (spec section 8 default).
    expect(graph.alerts).toHaveLength(1);
  });
});

describe('share runtime', () => {
  it("follows its app's share info: the card declared before sharing started, then each change", async () => {
    server.use(
      http.get(`${settings.apiHost}/v1/getJsSDK`, () =>
        HttpResponse.json({ appId: 'wxAPP', timestamp: '1700000000', nonceStr: 'n0nce', signature: 'sig' }),
      ),
    );
    const wx = fakeWx();
    window.wx = wx;
    const graph = createTestGraph();
    const { registry, shareInfo } = graph.services;
    shareInfo.set({ title: 'Before', description: 'declared before sharing started' });
    const env = { flags: { ...desktopFlags, wechat: true, mobile: true }, embedded: false };
    const share = startShare({ env, client: graph.client, registry, shareInfo, landingUrl: LANDING });
    share?.navigated(PAGE);
    await vi.waitFor(() => expect(wx.configs).toHaveLength(1));
    wx.fireReady();
    expect(wx.shared.appMessage.at(-1)).toMatchObject({ title: 'Before', desc: 'declared before sharing started' });
    shareInfo.set({ title: 'After', description: 'changed on the page' });
    expect(wx.shared.appMessage.at(-1)).toMatchObject({ title: 'After', desc: 'changed on the page' });
    share?.stop();
  });
});
