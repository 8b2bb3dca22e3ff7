// WeChat's share card shows a JPEG or PNG from an absolute address; an SVG, a data: address or a
// relative path gives a blank tile. A RasterImageUrl is an address that passed that check, and
// rasterImageUrl() is the only way to make one, so a screen cannot hand the share card an SVG.

import { settings } from '../config/env';

declare const raster: unique symbol;
export type RasterImageUrl = string & { readonly [raster]: true };

const RASTER_PATH = /\.(?:jpe?g|png)$/i;

export interface RasterImageOptions {
  /** The page the address is relative to. */
  base?: string;
  /** Also accept addresses on the page's own origin over http (mock mode and local previews). */
  sameSite?: boolean;
}

/**
 * The absolute address of `value` when it names a JPEG or PNG (by its path) over https, or on the
 * page's own origin when `sameSite` allows it; null for anything else (SVG, GIF, data:, javascript:,
 * no extension, garbage).
 */
export function rasterImageUrl(
  value: unknown,
  { base = window.location.href, sameSite = settings.apiMocks }: RasterImageOptions = {},
): RasterImageUrl | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  let url: URL;
  let page: URL;
  try {
    page = new URL(base);
    url = new URL(value.trim(), page);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:';
  const ownSite = sameSite && url.protocol === 'http:' && url.origin === page.origin;
  if (!secure && !ownSite) return null;
  if (!RASTER_PATH.test(url.pathname)) return null;
  return url.toString() as RasterImageUrl;
}
