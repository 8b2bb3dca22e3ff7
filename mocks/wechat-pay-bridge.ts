// Mock builds only: a stand-in for WeChat's WeixinJSBridge, so the reserve sheet's JSAPI payment can be
// walked through in a browser that claims to be WeChat (the QA studio's WeChat device, the browser
// tests). Installed by the mock entry (mocks/browser.ts) only where WeChat has not put its own. It answers
// getBrandWCPayRequest as WeChat would: ok (and the mocked server marks the order paid), or cancel / fail
// when the scenario says so. It checks nothing and signs nothing, like the page.

import { settleMockPayment } from './handlers/reservation';

interface MockBridge {
  invoke(name: string, params: Record<string, unknown>, callback: (result: { err_msg: string }) => void): void;
  /** Marks the stand-in, so tests and the QA studio can tell it from WeChat's own. */
  mock: true;
}

/** The pause before the bridge answers, as a payment sheet would take a moment. */
const ANSWER_AFTER_MS = 300;

export function installMockPayBridge(
  target: Window & { WeixinJSBridge?: unknown },
  answerAfterMs = ANSWER_AFTER_MS,
): boolean {
  if (target.WeixinJSBridge) return false;
  const bridge: MockBridge = {
    mock: true,
    invoke(name, params, callback) {
      if (name !== 'getBrandWCPayRequest') {
        setTimeout(() => callback({ err_msg: `${name}:fail` }), 0);
        return;
      }
      const result = settleMockPayment(String(params.package ?? ''));
      setTimeout(() => callback({ err_msg: `get_brand_wcpay_request:${result}` }), answerAfterMs);
    },
  };
  target.WeixinJSBridge = bridge;
  target.document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  return true;
}
