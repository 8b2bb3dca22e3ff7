// The WeChat payment bridge (src/platform/wechat-pay.ts): the channel per browser, the err_msg mapping,
// waiting for WeixinJSBridgeReady, and the mocked bridge of mock builds.

import { afterEach, describe, expect, it } from 'vitest';
import { installMockPayBridge } from '../../mocks/wechat-pay-bridge';
import { setScenario } from '../../mocks/scenarios';
import { desktopFlags } from '../../src/platform/device';
import {
  h5PaymentUrl,
  paymentChannel,
  payResultOf,
  requestWechatPayment,
  type WechatPayParams,
} from '../../src/platform/wechat-pay';

const PARAMS: WechatPayParams = {
  appId: 'wx1',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=wx-none',
  signType: 'RSA',
  paySign: 's',
};

type BridgeWindow = Window & { WeixinJSBridge?: unknown };

afterEach(() => {
  delete (window as BridgeWindow).WeixinJSBridge;
});

describe('paying inside WeChat', () => {
  it('pays by JSAPI in WeChat, by the H5 page elsewhere, not at all in a mini-program or short-video app', () => {
    expect(paymentChannel({ ...desktopFlags, wechat: true })).toBe('jsapi');
    expect(paymentChannel(desktopFlags)).toBe('h5');
    expect(paymentChannel({ ...desktopFlags, wechat: true, miniProgram: true })).toBe('none');
    expect(paymentChannel({ ...desktopFlags, douyin: true })).toBe('none');
  });

  it('maps the bridge answer: ok, cancel, and anything else as a failure', () => {
    expect(payResultOf('get_brand_wcpay_request:ok')).toBe('ok');
    expect(payResultOf('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(payResultOf('get_brand_wcpay_request:fail')).toBe('fail');
    expect(payResultOf(undefined)).toBe('fail');
  });

  it('waits for WeixinJSBridgeReady, then invokes getBrandWCPayRequest once with the server parameters', async () => {
    const calls: unknown[] = [];
    const pending = requestWechatPayment(PARAMS, { readyTimeoutMs: 1000 });
    (window as BridgeWindow).WeixinJSBridge = {
      invoke: (name: string, params: unknown, callback: (r: { err_msg: string }) => void) => {
        calls.push([name, params]);
        callback({ err_msg: 'get_brand_wcpay_request:cancel' });
      },
    };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await pending).toBe('cancel');
    expect(calls).toEqual([['getBrandWCPayRequest', PARAMS]]);
  });

  it('fails when no bridge becomes ready (not WeChat after all)', async () => {
    expect(await requestWechatPayment(PARAMS, { readyTimeoutMs: 10 })).toBe('fail');
  });

  it('the H5 page gets the way back to the car', () => {
    expect(h5PaymentUrl('https://pay.test/m?prepay_id=1', 'https://m.test/car/C1')).toBe(
      'https://pay.test/m?prepay_id=1&redirect_url=https%3A%2F%2Fm.test%2Fcar%2FC1',
    );
  });

  it('the mocked bridge answers ok, or cancel and fail when the scenario says, and never replaces WeChat own', async () => {
    expect(installMockPayBridge(window, 0)).toBe(true);
    expect(installMockPayBridge(window, 0)).toBe(false);
    expect(await requestWechatPayment(PARAMS)).toBe('ok');
    setScenario({ reservation: 'pay-cancel' });
    expect(await requestWechatPayment(PARAMS)).toBe('cancel');
    setScenario({ reservation: 'pay-fail' });
    expect(await requestWechatPayment(PARAMS)).toBe('fail');
  });
});
