// Devices the QA studio can pretend to be. The choice is stored in localStorage ('qa:device') as the
// input src/platform/device.ts reads in mock builds, so the boot machine derives its flags from it on
// the next load.

import { QA_DEVICE_KEY } from '../platform/device';

export interface DevicePreset {
  id: string;
  label: string;
  userAgent: string;
  /** `miniprogram` for a mini-program web view. */
  wxjsEnvironment?: string;
  /** Framed by the first internal business-system host. */
  embedded?: boolean;
}

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

export const devicePresets: readonly DevicePreset[] = [
  { id: 'wechat-android', label: 'WeChat · Android', userAgent: WECHAT_ANDROID },
  {
    id: 'wechat-ios',
    label: 'WeChat · iOS',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  },
  {
    id: 'wework',
    label: 'WeChat Work',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; PGT-AN10 Build/HONORPGT-AN10; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 wxwork/4.1.16 MicroMessenger/7.0.1 NetType/WIFI Language/zh ColorScheme/Light',
  },
  {
    id: 'mini-program',
    label: 'WeChat mini-program',
    userAgent: `${WECHAT_ANDROID} miniProgram/wx1234567890abcdef`,
    wxjsEnvironment: 'miniprogram',
  },
  {
    id: 'douyin',
    label: 'Douyin mini-app',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; V2227A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 ToutiaoMicroApp/2.89.0 PluginVersion/28.1.0',
  },
  { id: 'desktop', label: 'Desktop browser', userAgent: DESKTOP },
  { id: 'embedded', label: 'Embedded in an internal system', userAgent: DESKTOP, embedded: true },
];

export function findDevicePreset(id: string | null | undefined): DevicePreset | undefined {
  return devicePresets.find((preset) => preset.id === id);
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The emulated device, or null when the real one is used (also for anything unreadable in storage). */
export function readDeviceChoice(store: Storage | null = storage()): DevicePreset | null {
  try {
    const stored: unknown = JSON.parse(store?.getItem(QA_DEVICE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { id, userAgent } = stored as { id?: unknown; userAgent?: unknown };
    const preset = typeof id === 'string' ? findDevicePreset(id) : undefined;
    if (preset) return preset;
    return typeof userAgent === 'string' ? { id: 'custom', label: 'Custom user agent', userAgent } : null;
  } catch {
    return null;
  }
}

export function writeDeviceChoice(preset: DevicePreset | null, store: Storage | null = storage()): void {
  try {
    if (!preset) store?.removeItem(QA_DEVICE_KEY);
    else store?.setItem(QA_DEVICE_KEY, JSON.stringify(preset));
  } catch {
    // storage blocked: nothing to emulate with
  }
}
