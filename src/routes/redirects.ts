// Redirect targets are only ever internal paths of this site: anything that could leave the origin
// (a scheme, a protocol-relative `//host`, a backslash that browsers read as a slash, control
// characters) falls back to home.

export const HOME_PATH = '/';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

export function isInternalPath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  if (target.includes('\\') || CONTROL.test(target)) return false;
  try {
    const base = 'http://internal.invalid';
    const resolved = new URL(target, base);
    return resolved.origin === base;
  } catch {
    return false;
  }
}

/** The target when it is internal, else home. */
export function internalRedirect(target: unknown): string {
  return isInternalPath(target) ? target : HOME_PATH;
}
