// The staff bearer token (contract/openapi.yaml, security scheme staffToken; docs/contract.md): the internal
// business system issues it to its logged-in staff member and hands it to the storefront it embeds in the
// embed address's fragment, `#staff_token=<token>`. A fragment never reaches a server, a proxy log or a
// Referer. The storefront takes it once at start, removes it from the address at once (so it is in no
// history entry, share link or page view) and keeps it in memory only; the REST client sends it on staff
// operations only, and only inside the embed (src/main.tsx). It is never a build setting.

export const STAFF_TOKEN_PARAM = 'staff_token';

/** Printable ASCII without spaces, as a bearer token is; anything else is not a token. */
const TOKEN = /^[\x21-\x7e]{8,4096}$/;

export interface AddressLike {
  location: { hash: string; pathname: string; search: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
}

/** Takes the token out of the address's fragment (removing it there); null when there is none. */
export function takeStaffToken(win: AddressLike): string | null {
  try {
    const fragment = win.location.hash.replace(/^#/, '');
    if (!fragment.includes(`${STAFF_TOKEN_PARAM}=`)) return null;
    const params = new URLSearchParams(fragment);
    const token = (params.get(STAFF_TOKEN_PARAM) ?? '').trim();
    params.delete(STAFF_TOKEN_PARAM);
    const rest = params.toString();
    win.history.replaceState(
      win.history.state,
      '',
      `${win.location.pathname}${win.location.search}${rest ? `#${rest}` : ''}`,
    );
    return TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}
