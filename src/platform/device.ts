// Device flags (spec section 3; ARCHITECTURE section 3). They change layout only; they never gate data.

export interface DeviceFlags {
  android: boolean;
  ios: boolean;
  mobile: boolean;
  /** The messaging app's browser (MicroMessenger), not its enterprise variant. */
  wechat: boolean;
  /** The enterprise variant (wxwork). */
  wework: boolean;
  /** ByteDance mini-app web view. */
  douyin: boolean;
  /** A mini-program web view (WeChat or another host app). */
  miniProgram: boolean;
}

export interface ShellEnvironment {
  flags: DeviceFlags;
  /** Framed by one of the internal business-system hosts. */
  embedded: boolean;
}

export const desktopFlags: DeviceFlags = {
  android: false,
  ios: false,
  mobile: false,
  wechat: false,
  wework: false,
  douyin: false,
  miniProgram: false,
};

export function deriveDeviceFlags(userAgent: string, wxjsEnvironment?: unknown): DeviceFlags {
  const ua = userAgent || '';
  const android = /Android|Adr\b/i.test(ua);
  const ios = /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && /Mobile\//i.test(ua));
  const mobile = android || ios || /Mobile|HarmonyOS|Windows Phone/i.test(ua);
  const wework = /wxwork/i.test(ua);
  const wechat = /MicroMessenger/i.test(ua) && !wework;
  const douyin = /ToutiaoMicroApp|aweme|BytedanceWebview|ByteLocale/i.test(ua);
  const miniProgram = /miniProgram/i.test(ua) || wxjsEnvironment === 'miniprogram';
  return { android, ios, mobile, wechat, wework, douyin, miniProgram };
}

function hostOf(address: string | undefined | null): string | null {
  if (!address) return null;
  try {
    return new URL(address).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export interface EmbeddingInput {
  framed: boolean;
  /** location.ancestorOrigins[0] where the browser has it. */
  ancestorOrigin?: string | null;
  referrer?: string | null;
  embedHosts: readonly string[];
}

/** Framed, and the embedding origin's host is exactly one of the internal hosts. */
export function isEmbedded({ framed, ancestorOrigin, referrer, embedHosts }: EmbeddingInput): boolean {
  if (!framed) return false;
  const host = hostOf(ancestorOrigin) ?? hostOf(referrer);
  return host !== null && embedHosts.includes(host);
}

function isFramed(win: Window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    // A cross-origin top throws on access: that is a frame too.
    return true;
  }
}

/** What the boot machine derives the flags from, read from the running browser. */
export interface DeviceInput {
  userAgent: string;
  wxjsEnvironment?: unknown;
  framed: boolean;
  ancestorOrigin?: string | null;
  referrer?: string | null;
  embedHosts: readonly string[];
}

/** localStorage key of the QA studio's device emulation (mock builds only). */
export const QA_DEVICE_KEY = 'qa:device';

/**
 * The QA studio's stored device choice: `{ userAgent, wxjsEnvironment?, embedded? }`; embedded means
 * framed by the first internal host. Anything else in storage is ignored.
 */
function qaDeviceOverride(win: Window, embedHosts: readonly string[]): DeviceInput | null {
  try {
    const stored: unknown = JSON.parse(win.localStorage?.getItem(QA_DEVICE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { userAgent, wxjsEnvironment, embedded } = stored as Record<string, unknown>;
    if (typeof userAgent !== 'string') return null;
    const framedByHost = embedded === true && embedHosts.length > 0;
    return {
      userAgent,
      wxjsEnvironment: typeof wxjsEnvironment === 'string' ? wxjsEnvironment : undefined,
      framed: framedByHost,
      ancestorOrigin: framedByHost ? `https://${embedHosts[0]}` : null,
      referrer: null,
      embedHosts,
    };
  } catch {
    return null;
  }
}

export function deviceInputFromWindow(win: Window, embedHosts: readonly string[]): DeviceInput {
  if (process.env.API_MOCKS === 'on') {
    const emulated = qaDeviceOverride(win, embedHosts);
    if (emulated) return emulated;
  }
  return {
    userAgent: win.navigator?.userAgent ?? '',
    wxjsEnvironment: (win as Window & { __wxjs_environment?: unknown }).__wxjs_environment,
    framed: isFramed(win),
    ancestorOrigin: firstAncestorOrigin(win),
    referrer: win.document?.referrer ?? null,
    embedHosts,
  };
}

function firstAncestorOrigin(win: Window): string | null {
  try {
    return win.location.ancestorOrigins?.[0] ?? null;
  } catch {
    return null;
  }
}

export function shellEnvironmentFrom(input: DeviceInput): ShellEnvironment {
  return {
    flags: deriveDeviceFlags(input.userAgent, input.wxjsEnvironment),
    embedded: isEmbedded(input),
  };
}

/** Whether the desktop mouse-to-touch mapping applies (touch-emulation.ts): no touch screen, not a phone. */
export function shouldEmulateTouch(win: Window, mobile: boolean): boolean {
  if (mobile) return false;
  const touchCapable = 'ontouchstart' in win || (win.navigator?.maxTouchPoints ?? 0) > 0;
  return !touchCapable;
}
