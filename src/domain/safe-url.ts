// The scheme allow-list for links and images that come from server HTML (articles, posts). Pure, so
// the sanitiser, resolvers and tests share one rule.

/** Schemes a server-supplied link may use; anything else (javascript:, data:, vbscript:, blob:…) is dropped. */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;
/** Images only load over http(s) or from this site. */
export const IMAGE_SCHEMES = ['http:', 'https:'] as const;

export type UrlKind = 'site' | 'fragment' | 'external';

export interface CheckedUrl {
  /** The URL as it should be written into the attribute. */
  url: string;
  kind: UrlKind;
}

// Browsers ignore ASCII tab/newline inside URLs and leading C0 controls/spaces, so `java\tscript:`
// would still run: judge the URL the way the browser will read it.
function normalise(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  return raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/**
 * The URL if it is site-relative (`/path`, never `//host`), a fragment (`#id`) or an absolute URL with
 * an allowed scheme; otherwise null. `origin` tells which absolute URLs count as this site.
 */
export function checkUrl(
  value: unknown,
  schemes: readonly string[] = LINK_SCHEMES,
  origin?: string,
): CheckedUrl | null {
  if (typeof value !== 'string') return null;
  const text = normalise(value);
  if (!text) return null;
  if (text.startsWith('#')) return { url: text, kind: 'fragment' };
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return { url: text, kind: 'site' };
  if (text.includes('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (!schemes.includes(parsed.protocol)) return null;
  if (origin && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin) {
    return { url: `${parsed.pathname}${parsed.search}${parsed.hash}`, kind: 'site' };
  }
  return { url: parsed.href, kind: 'external' };
}
