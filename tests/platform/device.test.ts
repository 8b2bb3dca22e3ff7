import { describe, expect, it } from 'vitest';
import { deriveDeviceFlags, isEmbedded, shellEnvironmentFrom } from '../../src/platform/device';

const UA = {
  iphoneWechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  androidWework:
    'Mozilla/5.0 (Linux; Android 13; PJA110) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh',
  androidMiniProgram:
    'Mozilla/5.0 (Linux; Android 12; V2171A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/101.0 Mobile Safari/537.36 MicroMessenger/8.0.40 miniProgram/wx1234',
  douyin:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ToutiaoMicroApp/3.0.0',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('device flags', () => {
  it('recognises WeChat on an iPhone', () => {
    expect(deriveDeviceFlags(UA.iphoneWechat)).toEqual({
      android: false,
      ios: true,
      mobile: true,
      wechat: true,
      wework: false,
      douyin: false,
      miniProgram: false,
    });
  });

  it('tells the enterprise variant apart from WeChat', () => {
    const flags = deriveDeviceFlags(UA.androidWework);
    expect(flags).toMatchObject({ android: true, mobile: true, wework: true, wechat: false });
  });

  it('detects a mini-program web view from the UA or the JS bridge', () => {
    expect(deriveDeviceFlags(UA.androidMiniProgram).miniProgram).toBe(true);
    expect(deriveDeviceFlags(UA.iphoneWechat, 'miniprogram').miniProgram).toBe(true);
  });

  it('detects the Douyin mini-app web view', () => {
    expect(deriveDeviceFlags(UA.douyin)).toMatchObject({ douyin: true, ios: true, wechat: false });
  });

  it('sees a desktop browser as none of them', () => {
    expect(Object.values(deriveDeviceFlags(UA.desktopChrome)).every((flag) => !flag)).toBe(true);
    expect(Object.values(deriveDeviceFlags('')).every((flag) => !flag)).toBe(true);
  });
});

describe('embedding', () => {
  const hosts = ['erp.mock-dealer.test', 'crm.mock-dealer.test', 'erp-test.mock-dealer.test'];

  it('is embedded when framed by one of the internal hosts (ancestor origin first)', () => {
    expect(
      isEmbedded({ framed: true, ancestorOrigin: 'https://erp.mock-dealer.test', referrer: null, embedHosts: hosts }),
    ).toBe(true);
    expect(
      isEmbedded({
        framed: true,
        ancestorOrigin: null,
        referrer: 'https://erp-test.mock-dealer.test/page?x=1',
        embedHosts: hosts,
      }),
    ).toBe(true);
  });

  it('is not embedded when not framed, framed elsewhere, or by a look-alike host', () => {
    expect(isEmbedded({ framed: false, ancestorOrigin: 'https://erp.mock-dealer.test', embedHosts: hosts })).toBe(
      false,
    );
    expect(
      isEmbedded({
        framed: true,
        ancestorOrigin: 'https://evil.test',
        referrer: 'https://erp.mock-dealer.test/',
        embedHosts: hosts,
      }),
    ).toBe(false);
    expect(
      isEmbedded({ framed: true, ancestorOrigin: 'https://erp.mock-dealer.test.evil.test', embedHosts: hosts }),
    ).toBe(false);
    expect(isEmbedded({ framed: true, ancestorOrigin: null, referrer: 'not a url', embedHosts: hosts })).toBe(false);
  });

  it('combines both into the shell environment', () => {
    expect(
      shellEnvironmentFrom({
        userAgent: UA.iphoneWechat,
        framed: true,
        ancestorOrigin: 'https://crm.mock-dealer.test',
        embedHosts: hosts,
      }),
    ).toMatchObject({ embedded: true, flags: { wechat: true } });
  });
});

describe('QA device emulation (mock builds)', () => {
  const hosts = ['erp.mock-dealer.test'];

  it('reads the emulated device from qa:device when mocks are on', async () => {
    const { deviceInputFromWindow, QA_DEVICE_KEY } = await import('../../src/platform/device');
    const previous = process.env.API_MOCKS;
    process.env.API_MOCKS = 'on';
    try {
      localStorage.setItem(QA_DEVICE_KEY, JSON.stringify({ id: 'embedded', userAgent: UA.douyin, embedded: true }));
      const input = deviceInputFromWindow(window, hosts);
      expect(shellEnvironmentFrom(input)).toMatchObject({ embedded: true, flags: { douyin: true } });
      localStorage.setItem(QA_DEVICE_KEY, '{not json');
      expect(deviceInputFromWindow(window, hosts).userAgent).toBe(navigator.userAgent);
    } finally {
      process.env.API_MOCKS = previous;
    }
  });

  it('ignores it otherwise', async () => {
    const { deviceInputFromWindow, QA_DEVICE_KEY } = await import('../../src/platform/device');
    const previous = process.env.API_MOCKS;
    process.env.API_MOCKS = 'off';
    try {
      localStorage.setItem(QA_DEVICE_KEY, JSON.stringify({ userAgent: UA.douyin }));
      expect(deviceInputFromWindow(window, hosts).userAgent).toBe(navigator.userAgent);
    } finally {
      process.env.API_MOCKS = previous;
    }
  });
});
