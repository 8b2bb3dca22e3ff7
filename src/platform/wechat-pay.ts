// Paying inside WeChat (decision note 200): WeixinJSBridge.invoke('getBrandWCPayRequest', params, cb) with
// the parameters the server signed, once WeChat has said its bridge is ready (or at once if it is there).
// What the bridge answers is only what the buyer did on the payment sheet: `ok` never means paid. The
// page then asks the server (the reservation's status), which alone decides. Nothing here signs anything
// or holds a secret. Where the page cannot pay: a mini-program or short-video app's web view (their host
// app has its own payment, not reachable from a web page), which is told so and offered a viewing.

import { deriveDeviceFlags, type DeviceFlags } from './device';

export type PayChannel = 'jsapi' | 'h5' | 'none';
export type PayResult = 'ok' | 'cancel' | 'fail';

export interface WechatPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

interface Bridge {
  invoke(name: string, params: Record<string, unknown>, callback: (result: { err_msg?: string }) => void): void;
}

type BridgeWindow = Window & { WeixinJSBridge?: Bridge; __wxjs_environment?: unknown };

/** How this browser pays: WeChat's JSAPI inside WeChat, the H5 payment page elsewhere, not at all in an app's web view. */
export function paymentChannel(flags: DeviceFlags): PayChannel {
  if (flags.miniProgram || flags.douyin) return 'none';
  return flags.wechat ? 'jsapi' : 'h5';
}

/** The channel of the running browser. */
export function currentPaymentChannel(win: Window = window): PayChannel {
  const target = win as BridgeWindow;
  return paymentChannel(deriveDeviceFlags(target.navigator.userAgent, target.__wxjs_environment));
}

/** The bridge's err_msg as what the buyer did: `get_brand_wcpay_request:ok` / `:cancel` / anything else. */
export function payResultOf(errMsg: unknown): PayResult {
  const text = typeof errMsg === 'string' ? errMsg : '';
  if (/:ok$/.test(text)) return 'ok';
  if (/:cancel$/.test(text)) return 'cancel';
  return 'fail';
}

/**
 * Opens WeChat's payment sheet. Resolves with what the buyer did; `fail` when the bridge never became
 * ready within `readyTimeoutMs` (not inside WeChat after all).
 */
export function requestWechatPayment(
  params: WechatPayParams,
  { win = window, readyTimeoutMs = 10_000 }: { win?: Window; readyTimeoutMs?: number } = {},
): Promise<PayResult> {
  const target = win as BridgeWindow;
  return new Promise((resolve) => {
    let settled = false;
    const invoke = () => {
      const bridge = target.WeixinJSBridge;
      if (!bridge || settled) return;
      settled = true;
      target.document.removeEventListener('WeixinJSBridgeReady', invoke);
      clearTimeout(timer);
      try {
        bridge.invoke('getBrandWCPayRequest', { ...params }, (result: { err_msg?: string } | undefined) =>
          resolve(payResultOf(result?.err_msg)),
        );
      } catch {
        resolve('fail');
      }
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      target.document.removeEventListener('WeixinJSBridgeReady', invoke);
      resolve('fail');
    }, readyTimeoutMs);
    if (target.WeixinJSBridge) invoke();
    else target.document.addEventListener('WeixinJSBridgeReady', invoke);
  });
}

/** The H5 payment page with the way back to the car (WeChat's H5 payment takes `redirect_url`). */
export function h5PaymentUrl(h5Url: string, redirectUrl: string): string {
  const separator = h5Url.includes('?') ? '&' : '?';
  return `${h5Url}${separator}redirect_url=${encodeURIComponent(redirectUrl)}`;
}
