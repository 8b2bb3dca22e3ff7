// "Back" for every control the app draws itself (the bar shown where the navigation bar is hidden, a
// page's own "<", dead ends): the previous in-app page when there is one, else the fallback (home, or
// the page's parent) in place of this entry. React Router gives the entry a visit started on the key
// 'default' (a shared link or a WeChat menu opened cold, where the browser's back would leave the
// site); every page reached inside the app, or restored by a reload, has its own. So a page's own back
// never pushes its parent as a new entry (which made the phone's back loop car → loans → car).

import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Whether history within the site holds a page before the entry with this router key. In the browser,
 * react-router numbers its entries from 0 at the visit's first page (`idx` in the entry's state, kept
 * over a reload and over a replace, which gives a new key). An in-memory router (tests, the QA studio)
 * has no such number: there the cold entry is the one still on the key 'default'.
 */
export function hasInSiteHistory(
  key: string,
  entryState: unknown = typeof window === 'undefined' ? null : window.history.state,
): boolean {
  const state = entryState && typeof entryState === 'object' ? (entryState as { key?: unknown; idx?: unknown }) : null;
  if (state?.key === key && typeof state.idx === 'number') return state.idx > 0;
  return key !== 'default';
}

export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasInSiteHistory(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}

/**
 * Props for a back control drawn as a link (`<Link {...useBackLink(parent)}>`): its address is the
 * parent page (a new tab, a long press, a crawler), and a plain tap goes back like useGoBack.
 */
export function useBackLink(fallback: string): { to: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const goBack = useGoBack(fallback);
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      goBack();
    },
    [goBack],
  );
  return { to: fallback, onClick };
}
