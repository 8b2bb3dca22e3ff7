// The address of a REST call, as http.ts asks for it: the host, the path with its parameters filled in, the
// query of a GET. Its own module, so the early paint (src/early) asks for the very same address.

import { ParseError } from './errors';
import type { OperationSpec } from './operations';

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue>;

export function searchParams(params: Params | Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search;
}

function fillPath(path: string, pathParams: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined || value === '') throw new ParseError(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The call's address. `host` is the operation's host as configured ('' for the page's own origin: a
 * `relative` operation, or a host set to `/` at build time, whose trailing slash the settings drop).
 */
export function operationUrl(
  spec: Pick<OperationSpec, 'method' | 'path'>,
  host: string,
  options: { pathParams?: Record<string, string>; params?: Params } = {},
): string {
  const path = fillPath(spec.path, options.pathParams);
  const base = host || (typeof location !== 'undefined' ? location.origin : 'http://localhost');
  const url = new URL(path, base + '/');
  if (spec.method === 'GET') url.search = searchParams(options.params).toString();
  return url.toString();
}
