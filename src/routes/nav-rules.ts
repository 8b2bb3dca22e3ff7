// The top navigation's rules (spec section 2) as pure functions over route names and locations.

import type { DeviceFlags } from '../platform/device';
import { routeByName } from './route-table';

export type NavLinkId = 'index' | 'discount' | 'moments' | 'recycle';

export interface LocationLike {
  pathname: string;
  search: string;
  hash?: string;
}

function category(search: string): string | null {
  const value = new URLSearchParams(search).get('category');
  return value === null || value === '' ? null : value;
}

function isCarPath(pathname: string): boolean {
  return pathname === '/car' || pathname.startsWith('/car/') || pathname.startsWith('/car?');
}

type NavFlags = Pick<DeviceFlags, 'miniProgram' | 'douyin'>;

/** Hidden in a mini-program or Douyin web view, when embedded internally, on the pictures page and on hideNav routes. */
export function isNavHidden(routeName: string | null | undefined, flags: NavFlags, embedded: boolean): boolean {
  if (flags.miniProgram || flags.douyin || embedded) return true;
  if (!routeName) return false;
  if (routeName === 'CarPictures') return true;
  return routeByName(routeName)?.hideNav === true;
}

/** Which of the four links is the current page (at most one). */
export function activeNavLink(location: LocationLike, matchedRouteNames: readonly string[]): NavLinkId | null {
  const names = new Set(matchedRouteNames);
  if (names.has('Recycle')) return 'recycle';
  if (matchedRouteNames.some((name) => routeByName(name)?.moment === true)) return 'moments';
  if (names.has('StandardDiscount')) return 'discount';
  if (names.has('Index')) return 'index';
  if (isCarPath(location.pathname)) {
    const value = category(location.search);
    if (value === 'premium') return 'index';
    if (value === 'discount') return 'discount';
  }
  return null;
}

/**
 * Going to a /car path whose query lacks the category the previous page had: the address to replace
 * the new one with (category carried over), else null.
 */
export function carryCategory(previous: LocationLike | null | undefined, next: LocationLike): string | null {
  if (!previous || !isCarPath(next.pathname)) return null;
  const carried = category(previous.search);
  if (carried === null) return null;
  const params = new URLSearchParams(next.search);
  if (params.get('category')) return null;
  params.set('category', carried);
  return `${next.pathname}?${params.toString()}${next.hash ?? ''}`;
}
