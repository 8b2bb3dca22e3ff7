// A typed interface over WeChat's JS-SDK (`window.wx`). The SDK is shipped with the site, never
// loaded from the internet: only when the build setting WECHAT_JSSDK_URL names the local copy
// (e.g. /vendor/jweixin-1.6.0.js). Without it the SDK counts as unavailable and the share machine
// says so. Tests inject a fake `window.wx`.

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
  previewImage(options: { current: string; urls: string[] }): void;
}

declare global {
  interface Window {
    wx?: WxSdk;
  }
}

/** The local copy of the SDK; empty means "not shipped in this build". */
export const WECHAT_JSSDK_URL: string = (process.env.WECHAT_JSSDK_URL ?? '').trim();

function isSdk(value: unknown): value is WxSdk {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.config === 'function' && typeof candidate.ready === 'function' && typeof candidate.error === 'function';
}

/** The SDK on the page, if any. */
export function currentSdk(win: Window = window): WxSdk | null {
  return isSdk(win.wx) ? win.wx : null;
}

/** Only same-origin (relative) script addresses are accepted: the SDK never comes from the internet. */
export function isLocalScript(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

let loading: Promise<WxSdk | null> | null = null;

/**
 * The SDK: an injected `window.wx` as is, else the local copy when configured, else null
 * (unavailable). Never rejects.
 */
export function loadWechatSdk(scriptUrl: string = WECHAT_JSSDK_URL, win: Window = window): Promise<WxSdk | null> {
  const present = currentSdk(win);
  if (present) return Promise.resolve(present);
  if (!scriptUrl || !isLocalScript(scriptUrl)) return Promise.resolve(null);
  if (loading) return loading;
  loading = new Promise<WxSdk | null>((resolve) => {
    const script = win.document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => resolve(currentSdk(win));
    script.onerror = () => {
      loading = null;
      resolve(null);
    };
    win.document.head.appendChild(script);
  });
  return loading;
}

let sdkReady = false;

/** Set by the share machine once wx.config succeeded (wx.ready) and cleared on wx.error. */
export function markSdkReady(ready: boolean): void {
  sdkReady = ready;
}

export function isSdkReady(): boolean {
  return sdkReady && currentSdk() !== null;
}

/**
 * WeChat's full-screen image viewer. False when the SDK is not ready, so galleries fall back to
 * their in-page viewer.
 */
export function previewImage(urls: readonly string[], current: string): boolean {
  const sdk = currentSdk();
  if (!sdkReady || !sdk) return false;
  const absolute = urls.filter((url) => typeof url === 'string' && url).map((url) => toAbsolute(url));
  if (!absolute.length) return false;
  const currentUrl = toAbsolute(current);
  try {
    sdk.previewImage({ current: absolute.includes(currentUrl) ? currentUrl : (absolute[0] as string), urls: absolute });
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
