// WeChat sharing (spec section 2, navigation rules): after every navigation inside WeChat or its
// enterprise variant, fetch the JS-SDK signature for the page address (without the hash), configure
// the SDK with exactly previewImage, updateAppMessageShareData and updateTimelineShareData, then set
// the page's share card. iOS WeChat signs the landing address (the first of the session); an
// "invalid signature" from WeChat is retried once with the other address. Without the SDK the
// machine rests in `unavailable`.

import type { ApolloClient } from '@apollo/client';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { RasterImageUrl } from '../platform/raster-image';
import type { ShareInfo } from '../platform/share-info';
import {
  currentSdk,
  isInvalidSignature,
  loadWechatSdk,
  markSdkReady,
  SHARE_JS_API_LIST,
  signableUrl,
  toAbsolute,
  type WxError,
  type WxSdk,
} from '../platform/wechat';
import { ShareConfigDocument } from './share-config.generated';

export interface ShareConfig {
  appId: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
}

export interface ShareDefaults {
  description: string;
  /** The configured share image (SHARE_IMAGE_URL); null only when the build names no JPEG or PNG. */
  image: RasterImageUrl | null;
}

export interface ShareInput {
  ios: boolean;
  /** The first address of the session. */
  landingUrl: string;
  defaults: ShareDefaults;
  /** The card a screen declared before the machine started (the app's share info); none by default. */
  shareInfo?: ShareInfo | null;
}

export interface ShareContext {
  ios: boolean;
  landingUrl: string;
  currentUrl: string | null;
  /** The address of the signature being fetched or used. */
  signedUrl: string | null;
  retried: boolean;
  config: ShareConfig | null;
  error: string | null;
  defaults: ShareDefaults;
  /** The card the screen on show declared (SHARE_INFO_CHANGED); null: the defaults. */
  shareInfo: ShareInfo | null;
}

export type ShareEvent =
  | { type: 'NAVIGATED'; url: string }
  | { type: 'SHARE_INFO_CHANGED'; info: ShareInfo | null }
  | { type: 'WX_READY' }
  | { type: 'WX_ERROR'; errMsg: string };

/** The card for the current page: the screen's share info, else the document title, default description and image. */
export function shareCard(info: ShareInfo | null, pageUrl: string, defaults: ShareDefaults, documentTitle: string) {
  return {
    title: info?.title || documentTitle,
    desc: info?.description || defaults.description,
    link: signableUrl(toAbsolute(info?.link || pageUrl)),
    imgUrl: info?.image || defaults.image || '',
  };
}

/** Runs the `shareConfig(url)` query (never from the cache: a signature is per address and time). */
export function fetchShareConfigWith(client: ApolloClient) {
  return async (url: string): Promise<ShareConfig> => {
    const result = await client.query({ query: ShareConfigDocument, variables: { url }, fetchPolicy: 'network-only' });
    if (result.error) throw result.error;
    const config = result.data?.shareConfig;
    if (!config) throw new Error('no share configuration for this address');
    return { appId: config.appId, timestamp: config.timestamp, nonceStr: config.nonceStr, signature: config.signature };
  };
}

function message(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'unknown error';
}

function signTarget(context: ShareContext): string {
  const current = context.currentUrl ?? context.landingUrl;
  return signableUrl(context.ios ? context.landingUrl : current);
}

function otherTarget(context: ShareContext): string {
  const current = context.currentUrl ?? context.landingUrl;
  return signableUrl(context.ios ? current : context.landingUrl);
}

export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
  },
  actors: {
    loadSdk: fromPromise<WxSdk | null, void>(() => loadWechatSdk()),
    fetchShareConfig: fromPromise<ShareConfig, { url: string }>(async () => {
      throw new Error('fetchShareConfig is provided by the app (it needs the graph client)');
    }),
    configureWx: fromCallback<ShareEvent, ShareConfig>(({ input, sendBack }) => {
      const sdk = currentSdk();
      if (!sdk) {
        sendBack({ type: 'WX_ERROR', errMsg: 'config:sdk missing' });
        return;
      }
      let settled = false;
      sdk.ready(() => {
        if (!settled) sendBack({ type: 'WX_READY' });
        settled = true;
      });
      sdk.error((result: WxError) => {
        settled = true;
        sendBack({ type: 'WX_ERROR', errMsg: result?.errMsg ?? 'config:error' });
      });
      sdk.config({
        debug: false,
        appId: input.appId,
        timestamp: input.timestamp,
        nonceStr: input.nonceStr,
        signature: input.signature,
        jsApiList: [...SHARE_JS_API_LIST],
      });
      return () => {
        settled = true;
      };
    }),
  },
  actions: {
    applyShareData: ({ context }) => {
      const sdk = currentSdk();
      if (!sdk) return;
      const card = shareCard(
        context.shareInfo,
        context.currentUrl ?? context.landingUrl,
        context.defaults,
        document.title,
      );
      try {
        sdk.updateAppMessageShareData(card);
        sdk.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
      } catch {
        // an SDK without these capabilities leaves the default card
      }
    },
    markReady: () => markSdkReady(true),
    markNotReady: () => markSdkReady(false),
    rememberShareInfo: assign({
      shareInfo: ({ event, context }) => (event.type === 'SHARE_INFO_CHANGED' ? event.info : context.shareInfo),
    }),
    rememberUrl: assign({
      currentUrl: ({ event, context }) => (event.type === 'NAVIGATED' ? event.url : context.currentUrl),
      retried: false,
    }),
  },
  guards: {
    hasUrl: ({ context }) => context.currentUrl !== null,
    sdkLoaded: (_, params: { sdk: WxSdk | null }) => params.sdk !== null,
    canRetrySignature: ({ context, event }) =>
      event.type === 'WX_ERROR' &&
      isInvalidSignature({ errMsg: event.errMsg }) &&
      !context.retried &&
      signTarget(context) !== otherTarget(context),
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({
    ios: input.ios,
    landingUrl: input.landingUrl,
    currentUrl: null,
    signedUrl: null,
    retried: false,
    config: null,
    error: null,
    defaults: input.defaults,
    shareInfo: input.shareInfo ?? null,
  }),
  initial: 'loadingSdk',
  on: {
    NAVIGATED: { target: '.signing', actions: 'rememberUrl', reenter: true },
    SHARE_INFO_CHANGED: { actions: 'rememberShareInfo' },
  },
  states: {
    loadingSdk: {
      on: { NAVIGATED: { actions: 'rememberUrl' } },
      invoke: {
        id: 'loadSdk',
        src: 'loadSdk',
        onDone: [
          { guard: { type: 'sdkLoaded', params: ({ event }) => ({ sdk: event.output }) }, target: 'idle' },
          { target: 'unavailable', actions: assign({ error: 'WeChat JS-SDK is not available in this build' }) },
        ],
        onError: { target: 'unavailable', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    /** SDK loaded, waiting for the first navigation. */
    idle: {
      always: { guard: 'hasUrl', target: 'signing' },
    },
    signing: {
      entry: [
        assign({
          signedUrl: ({ context }) => (context.retried ? otherTarget(context) : signTarget(context)),
          error: null,
        }),
        'markNotReady',
      ],
      invoke: {
        id: 'fetchShareConfig',
        src: 'fetchShareConfig',
        input: ({ context }) => ({ url: context.signedUrl ?? signTarget(context) }),
        onDone: { target: 'configuring', actions: assign({ config: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    configuring: {
      invoke: {
        id: 'configureWx',
        src: 'configureWx',
        input: ({ context }) => context.config as ShareConfig,
      },
      on: {
        WX_READY: { target: 'ready' },
        WX_ERROR: [
          { guard: 'canRetrySignature', target: 'signing', actions: assign({ retried: true }) },
          { target: 'failed', actions: assign({ error: ({ event }) => event.errMsg }) },
        ],
      },
    },
    ready: {
      entry: ['markReady', 'applyShareData'],
      on: { SHARE_INFO_CHANGED: { actions: ['rememberShareInfo', 'applyShareData'] } },
    },
    /** This address could not be signed; the next navigation tries again. */
    failed: {
      entry: 'markNotReady',
    },
    /** Not in this build or not loadable: nothing to configure. */
    unavailable: {
      type: 'final',
    },
  },
});
