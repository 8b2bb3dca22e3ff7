// A stand-in for WeChat's JS-SDK, injected before the app starts: it records config and share calls
// in window.__wxCalls and reports ready right after config, as the real SDK does on a good signature.
import type { Page } from 'playwright-core';

export const FAKE_WX = `
  window.__wxCalls = { config: [], appMessage: [], timeline: [] };
  window.wx = {
    config: (c) => { window.__wxCalls.config.push(c); setTimeout(() => window.__wxReady && window.__wxReady(), 0); },
    ready: (fn) => { window.__wxReady = fn; },
    error: (fn) => { window.__wxError = fn; },
    updateAppMessageShareData: (d) => window.__wxCalls.appMessage.push(d),
    updateTimelineShareData: (d) => window.__wxCalls.timeline.push(d),
    previewImage: () => {},
  };
`;

export interface WxShareCall {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

/** The share cards handed to the SDK so far. */
export function wxShareCalls(page: Page): Promise<{ appMessage: WxShareCall[]; timeline: WxShareCall[] }> {
  return page.evaluate(
    () => (window as unknown as { __wxCalls: { appMessage: WxShareCall[]; timeline: WxShareCall[] } }).__wxCalls,
  );
}
