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
  /** Where analytics events are POSTed as JSON; empty means analytics is off (nothing is sent). */
  analyticsUrl: string;
  /**
   * Share of visits whose web vitals and errors are reported (0 to 1, decided once per visit); the field
   * reporter is off whatever this says when `analyticsUrl` is empty.
   */
  fieldSampleRate: number;
  /** What identifies this build in field reports (set by scripts/build.mjs: the commit, or the time of the build). */
  buildId: string;
  /** Internal business-system hosts that may embed the storefront (hostnames, lower case). */
  embedHosts: string[];
  /** Map tile URL template ({z}/{x}/{y}); empty means the route is drawn over a plain base. */
  mapTileUrl: string;
  /** A site-relative copy of WeChat's JS-SDK to load instead of the bundled one; empty uses the bundled one. */
  wechatJssdkUrl: string;
  /** The dealer's WeChat official-account QR code image; empty hides the invitation to follow it. */
  officialAccountQrUrl: string;
  /** The share card's image for pages without a picture of their own (PNG or JPEG, at least 300x300). */
  shareImageUrl: string;
  /** The logo in the navigation bar; empty shows the built-in brand mark. */
  logoUrl: string;
  /** The photo of a consultant or loan officer who has none. */
  consultantFallbackUrl: string;
  /** The smallest down payment the dealer's loans allow, as a fraction (0.2 = 20 %). */
  minDownPaymentRatio: number;
  /**
   * The showroom's switchboard: what a call to a consultant dials when the consultant's own number
   * cannot be had; empty sends the buyer to the consultation page instead.
   */
  showroomPhone: string;
  /**
   * Reserving a car with a refundable deposit (订金) from its page (docs/product.md, decision note 200).
   * Off: no "Reserve" button, no reservation panel, no reservation request.
   */
  reservations: boolean;
  /** The deposit the reserve sheet announces, in yuan; the server's answer decides what is charged. */
  reservationDepositYuan: number;
  /** How long a paid reservation holds the car, in hours (what the sheet announces; the server's hold_until decides). */
  reservationHoldHours: number;
}

/** A percentage setting ("20", "20%") as a fraction in 0..1; the fallback for anything else. */
function percent(value: string | undefined, fallback: number): number {
  const cleaned = (value ?? '').trim().replace(/%$/, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return fallback;
  const fraction = Number(cleaned) / 100;
  return fraction >= 0 && fraction <= 1 ? fraction : fallback;
}

/** A share from 0 to 1; anything unreadable is the fallback. */
function share(value: string | undefined, fallback: number): number {
  const parsed = Number((value ?? '').trim() || Number.NaN);
  return Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : fallback;
}

/** A whole number in [min, max]; anything else is the fallback. */
function whole(value: string | undefined, fallback: number, min: number, max: number): number {
  const cleaned = (value ?? '').trim();
  if (!/^\d+$/.test(cleaned)) return fallback;
  const parsed = Number(cleaned);
  return parsed >= min && parsed <= max ? parsed : fallback;
}

/** `on` / `off` (also 1/0, true/false); anything else is the fallback. */
function onOff(value: string | undefined, fallback: boolean): boolean {
  const cleaned = (value ?? '').trim().toLowerCase();
  if (['on', '1', 'true', 'yes'].includes(cleaned)) return true;
  if (['off', '0', 'false', 'no'].includes(cleaned)) return false;
  return fallback;
}

function text(value: string | undefined, fallback: string): string {
  return (value ?? '').trim() || fallback;
}

export const settings: Settings = {
  apiMocks: process.env.API_MOCKS === 'on',
  apiHost: origin(process.env.API_HOST, 'https://api.mock-dealer.test'),
  inspectionHost: origin(process.env.INSPECTION_HOST, 'https://inspection.mock-dealer.test'),
  optionsRoot: origin(process.env.OPTIONS_ROOT, 'https://options.mock-dealer.test'),
  businessApiHost: origin(process.env.BUSINESS_API_HOST, 'https://business.mock-dealer.test'),
  // Off unless configured: the static server that serves a production build has no endpoint to take
  // the events (it would answer 405). Mock builds post to the mocked endpoint (mocks/handlers/analytics.ts).
  analyticsUrl: text(process.env.ANALYTICS_URL, process.env.API_MOCKS === 'on' ? '/analytics/events' : ''),
  fieldSampleRate: share(process.env.FIELD_SAMPLE_RATE, process.env.API_MOCKS === 'on' ? 1 : 0.25),
  buildId: text(process.env.BUILD_ID, 'dev').slice(0, 40),
  embedHosts: list(process.env.EMBED_HOSTS, [
    'erp.mock-dealer.test',
    'crm.mock-dealer.test',
    'erp-test.mock-dealer.test',
  ]),
  mapTileUrl: (process.env.MAP_TILE_URL ?? '').trim(),
  wechatJssdkUrl: (process.env.WECHAT_JSSDK_URL ?? '').trim(),
  // Mock builds keep the demo's pictures (mocks/public, copied into mock builds only); each condition is
  // written out so the minifier drops the mock address from a production bundle (build.mjs checks).
  officialAccountQrUrl: text(
    process.env.OFFICIAL_ACCOUNT_QR_URL,
    process.env.API_MOCKS === 'on' ? '/media/qr-official-account.svg' : '',
  ),
  shareImageUrl: text(process.env.SHARE_IMAGE_URL, '/brand/share.png'),
  logoUrl: text(process.env.LOGO_URL, ''),
  consultantFallbackUrl: text(
    process.env.CONSULTANT_FALLBACK_URL,
    process.env.API_MOCKS === 'on' ? '/media/avatars/a01.svg' : '/brand/consultant.svg',
  ),
  minDownPaymentRatio: percent(process.env.MIN_DOWN_PAYMENT, 0.2),
  showroomPhone: text(process.env.SHOWROOM_PHONE, process.env.API_MOCKS === 'on' ? '0571-8888 6000' : ''),
  // On in mock builds (the mocked API answers the reservation calls); off otherwise until a backend
  // answers them (contract/openapi.yaml, x-source: assumed).
  reservations: onOff(process.env.RESERVATIONS, process.env.API_MOCKS === 'on'),
  reservationDepositYuan: whole(process.env.RESERVATION_DEPOSIT_YUAN, 2000, 1, 100_000),
  reservationHoldHours: whole(process.env.RESERVATION_HOLD_HOURS, 72, 1, 720),
};
