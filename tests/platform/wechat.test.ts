import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isInvalidSignature,
  isSdkReady,
  isLocalScript,
  loadWechatSdk,
  markSdkReady,
  previewImage,
  signableUrl,
  type WxSdk,
} from '../../src/platform/wechat';

function fakeWx() {
  return {
    config: vi.fn(),
    ready: vi.fn(),
    error: vi.fn(),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
    previewImage: vi.fn(
      (_options: { current: string; urls: string[]; fail?: (result: { errMsg: string }) => void }) => undefined,
    ),
  } satisfies WxSdk;
}

afterEach(() => {
  delete window.wx;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadWechatSdk', () => {
  it('loads the bundled SDK when no local copy is configured (the default), with no script tag', async () => {
    const sdk = await loadWechatSdk('');
    expect(typeof sdk?.config).toBe('function');
    expect(typeof sdk?.ready).toBe('function');
    expect(window.wx).toBe(sdk);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('never loads a script from another origin', async () => {
    expect(isLocalScript('https://res.wx.qq.example/open/js/jweixin-1.6.0.js')).toBe(false);
    expect(isLocalScript('//cdn.example/jweixin.js')).toBe(false);
    expect(isLocalScript('/vendor/jweixin-1.6.0.js')).toBe(true);
    await expect(loadWechatSdk('https://cdn.example/jweixin.js')).resolves.toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('uses an injected window.wx as is', async () => {
    const wx = fakeWx();
    window.wx = wx;
    await expect(loadWechatSdk('')).resolves.toBe(wx);
  });

  it('appends the local script and resolves with the SDK it defines', async () => {
    const pending = loadWechatSdk('/vendor/jweixin-1.6.0.js');
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('/vendor/jweixin-1.6.0.js');
    const wx = fakeWx();
    window.wx = wx;
    script?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe(wx);
  });

  it('keeps nothing of a settled load: with the SDK gone from the page, it is loaded again', async () => {
    const first = loadWechatSdk('/vendor/jweixin-1.6.0.js');
    expect(loadWechatSdk('/vendor/jweixin-1.6.0.js')).toBe(first);
    window.wx = fakeWx();
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await first;
    delete window.wx;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    const again = loadWechatSdk('/vendor/jweixin-1.6.0.js');
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/vendor/jweixin-1.6.0.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(again).resolves.toBeNull();
  });
});

describe('previewImage', () => {
  it('returns false while the SDK is not ready, so the caller opens its own viewer', () => {
    window.wx = fakeWx();
    expect(previewImage(['/media/a.svg'], '/media/a.svg')).toBe(false);
  });

  it('opens WeChat’s viewer with absolute addresses once ready', () => {
    const wx = fakeWx();
    window.wx = wx;
    markSdkReady(true);
    expect(previewImage(['/media/a.svg', '/media/b.svg'], '/media/b.svg')).toBe(true);
    const origin = window.location.origin;
    expect(wx.previewImage).toHaveBeenCalledWith({
      current: `${origin}/media/b.svg`,
      urls: [`${origin}/media/a.svg`, `${origin}/media/b.svg`],
      fail: expect.any(Function),
    });
  });

  it('hands a refusal from WeChat back to the caller, which opens its own viewer', () => {
    const wx = fakeWx();
    wx.previewImage.mockImplementation((options: { fail?: (result: { errMsg: string }) => void }) => {
      options.fail?.({ errMsg: 'imagePreview:fail' });
      return undefined;
    });
    window.wx = wx;
    markSdkReady(true);
    const onFail = vi.fn();
    expect(previewImage(['/media/a.svg'], '/media/a.svg', onFail)).toBe(true);
    expect(onFail).toHaveBeenCalledTimes(1);
  });

  it('is ready for the SDK whose configuration succeeded, not for another one on the page', () => {
    const configuredWx = fakeWx();
    window.wx = configuredWx;
    markSdkReady(true);
    expect(isSdkReady()).toBe(true);
    const next = fakeWx();
    window.wx = next;
    expect(isSdkReady()).toBe(false);
    expect(previewImage(['/media/a.svg'], '/media/a.svg')).toBe(false);
    expect(next.previewImage).not.toHaveBeenCalled();
  });

  it('returns false for an empty list', () => {
    window.wx = fakeWx();
    markSdkReady(true);
    expect(previewImage([], '')).toBe(false);
  });
});

describe('helpers', () => {
  it('signs the address without its hash', () => {
    expect(signableUrl('https://shop.test/car/1?x=1#photos')).toBe('https://shop.test/car/1?x=1');
    expect(signableUrl('https://shop.test/')).toBe('https://shop.test/');
  });

  it('recognises WeChat’s invalid signature message', () => {
    expect(isInvalidSignature({ errMsg: 'config:invalid signature' })).toBe(true);
    expect(isInvalidSignature({ errMsg: 'config:invalid url domain' })).toBe(false);
    expect(isInvalidSignature(null)).toBe(false);
  });
});
