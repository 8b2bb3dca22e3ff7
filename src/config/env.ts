// Every build-time setting. Each read is a static `process.env.NAME` so Parcel inlines it.

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

function origin(value: string | undefined, fallback: string): string {
  const raw = (value ?? '').trim() || fallback;
  return raw.replace(/\/+$/, '');
}

export interface Settings {
  /** MSW answers every REST call (dev server, tests, QA demo builds). */
  apiMocks: boolean;
  /** Main API host, `{host}` in the spec. */
  apiHost: string;
  /** Fixed host of the inspection calls. */
  inspectionHost: string;
  /** Root of the get_option look-ups. */
  optionsRoot: string;
  /** Business API client host. */
  businessApiHost: string;
  /** Where analytics events are POSTed as JSON. */
  analyticsUrl: string;
  /** Internal business-system hosts that may embed the storefront (hostnames, lower case). */
  embedHosts: string[];
  /** Map tile URL template ({z}/{x}/{y}); empty means the route is drawn over a plain base. */
  mapTileUrl: string;
  /** A site-relative copy of WeChat's JS-SDK to load instead of the bundled one; empty uses the bundled one. */
  wechatJssdkUrl: string;
}

export const settings: Settings = {
  apiMocks: process.env.API_MOCKS === 'on',
  apiHost: origin(process.env.API_HOST, 'https://api.mock-dealer.test'),
  inspectionHost: origin(process.env.INSPECTION_HOST, 'https://inspection.mock-dealer.test'),
  optionsRoot: origin(process.env.OPTIONS_ROOT, 'https://options.mock-dealer.test'),
  businessApiHost: origin(process.env.BUSINESS_API_HOST, 'https://business.mock-dealer.test'),
  analyticsUrl: (process.env.ANALYTICS_URL ?? '').trim() || '/analytics/events',
  embedHosts: list(process.env.EMBED_HOSTS, ['erp.mock-dealer.test', 'crm.mock-dealer.test', 'erp-test.mock-dealer.test']),
  mapTileUrl: (process.env.MAP_TILE_URL ?? '').trim(),
  wechatJssdkUrl: (process.env.WECHAT_JSSDK_URL ?? '').trim(),
};
