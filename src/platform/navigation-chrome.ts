// Start-up set-up of the navigation bar's surroundings: the device and embedding flags as data
// attributes on <html> (CSS and the start-up skeleton read them, e.g. no bar inside a mini-program),
// and the browser chrome colour.

import type { ShellEnvironment } from './device';

export const THEME_COLOR = '#0f5c63';

export function deviceNavHidden(env: ShellEnvironment): boolean {
  return env.flags.miniProgram || env.flags.douyin || env.embedded;
}

export function applyNavigationChrome(env: ShellEnvironment, doc: Document = document): { navHidden: boolean } {
  const root = doc.documentElement;
  const device = (Object.entries(env.flags) as [string, boolean][]).filter(([, on]) => on).map(([name]) => name);
  if (env.embedded) device.push('embedded');
  root.dataset.device = device.join(' ');
  const navHidden = deviceNavHidden(env);
  root.dataset.nav = navHidden ? 'hidden' : 'shown';
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = THEME_COLOR;
  return { navHidden };
}
