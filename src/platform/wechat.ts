// A typed interface over WeChat's JS-SDK (`window.wx`). The SDK ships with the site, never loaded
// from the internet: the npm copy (weixin-js-sdk) as a lazy chunk, or a site-relative copy named by
// the build setting WECHAT_JSSDK_URL. It is loaded only in WeChat. Tests inject a fake `window.wx`.

import { settings } from '../config/env';

export const SHARE_JS_API_LIST = ['previewImage', 'updateAppMessageShareData', 'updateTimelineShareData'] as const;
export type ShareJsApi = (typeof SHARE_JS_API_LIST)[number];

export interface WxConfig {
  debug?: boolean;
  appId: string;
  timestamp: string | number;
  nonceStr: string;
  signature: string;
  jsApiList: ShareJsApi[];
}

export interface WxShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
  fail?: (result: unknown) => void;
}

export interface WxError {
  errMsg?: string;
}

export interface WxSdk {
  config(config: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: WxError) => void): void;
  updateAppMessageShareData(data: WxShareData): void;
  updateTimelineShareData(data: Omit<WxShareData, 'desc'>): void;
  previewImage(options: { current: string; urls: string[]; fail?: (result: WxError) => void }): void;
}

declare global {
  interface Window {
    wx?: WxSdk;
  }
}

/** A site-relative copy of the SDK to load instead of the bundled one (optional). */
export const WECHAT_JSSDK_URL: string = settings.wechatJssdkUrl;

function isSdk(value: unknown): value is WxSdk {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.config === 'function' &&
    typeof candidate.ready === 'function' &&
    typeof candidate.error === 'function'
  );
}

/** The SDK on the page, if any. */
export function currentSdk(win: Window = window): WxSdk | null {
  return isSdk(win.wx) ? win.wx : null;
}

/** Only same-origin (relative) script addresses are accepted: the SDK never comes from the internet. */
export function isLocalScript(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

// Loads under way, per page (the script goes into that page's head): a second ask shares the first. Once
// a load has settled the page's `wx` says whether the SDK is there, so nothing more is kept.
const loading = new WeakMap<Window, Map<string, Promise<WxSdk | null>>>();

/**
 * The SDK: an injected `window.wx` as is, else the local copy when configured, else null
 * (unavailable). Never rejects.
 */
export function loadWechatSdk(scriptUrl: string = WECHAT_JSSDK_URL, win: Window = window): Promise<WxSdk | null> {
  const present = currentSdk(win);
  if (present) return Promise.resolve(present);
  let underWay = loading.get(win);
  if (!underWay) loading.set(win, (underWay = new Map()));
  const pending = underWay.get(scriptUrl);
  if (pending) return pending;
  let next: Promise<WxSdk | null>;
  if (!scriptUrl) {
    // The SDK as published to npm (MIT, weixin-js-sdk), bundled as its own chunk: fetched only in WeChat.
    next = import('weixin-js-sdk').then((module) => {
      const sdk: unknown = (module as { default?: unknown }).default ?? module;
      if (!isSdk(sdk)) return null;
      win.wx = sdk;
      return sdk;
    });
  } else if (!isLocalScript(scriptUrl)) {
    return Promise.resolve(null);
  } else {
    next = new Promise<WxSdk | null>((resolve, reject) => {
      const script = win.document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => resolve(currentSdk(win));
      script.onerror = () => reject(new Error(`could not load ${scriptUrl}`));
      win.document.head.appendChild(script);
    });
  }
  const settled = next.catch(() => null).finally(() => underWay.delete(scriptUrl));
  underWay.set(scriptUrl, settled);
  return settled;
}

// The SDKs whose wx.config succeeded: readiness belongs to the page's `wx` itself (a new SDK is not ready).
const configured = new WeakSet<WxSdk>();

/** Set by the share machine once wx.config of the page's SDK succeeded (wx.ready) and cleared on wx.error. */
export function markSdkReady(ready: boolean, sdk: WxSdk | null = currentSdk()): void {
  if (!sdk) return;
  if (ready) configured.add(sdk);
  else configured.delete(sdk);
}

export function isSdkReady(): boolean {
  const sdk = currentSdk();
  return sdk !== null && configured.has(sdk);
}

/**
 * WeChat's full-screen image viewer. False when the SDK is not ready, so galleries fall back to
 * their in-page viewer; `onFail` runs when WeChat answers that its viewer could not open (a client
 * without it, a bridge that refuses), so the caller opens its own viewer then.
 */
export function previewImage(urls: readonly string[], current: string, onFail?: () => void): boolean {
  const sdk = currentSdk();
  if (!sdk || !configured.has(sdk)) return false;
  const absolute = urls.filter((url) => typeof url === 'string' && url).map((url) => toAbsolute(url));
  if (!absolute.length) return false;
  const currentUrl = toAbsolute(current);
  try {
    sdk.previewImage({
      current: absolute.includes(currentUrl) ? currentUrl : (absolute[0] as string),
      urls: absolute,
      fail: () => onFail?.(),
    });
    return true;
  } catch {
    return false;
  }
}

export function toAbsolute(url: string): string {
  try {
    return new URL(url, window.location.href).toString();
  } catch {
    return url;
  }
}

/** The address WeChat signs: the full address without its hash. */
export function signableUrl(href: string): string {
  const index = href.indexOf('#');
  return index === -1 ? href : href.slice(0, index);
}

/** WeChat's message for a signature that does not match the address. */
export function isInvalidSignature(error: WxError | null | undefined): boolean {
  const message = error?.errMsg ?? '';
  return /invalid signature/i.test(message);
}
