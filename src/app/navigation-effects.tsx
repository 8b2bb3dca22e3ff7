// What happens after every navigation (spec section 2, navigation rules): the category carry-over
// to /car paths (a replace navigation), the page title, then the page-view / share callback.

import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigate, type Location } from 'react-router';
import { useLocale } from '../i18n/i18n';
import { matchEntry } from '../routes/match';
import { carryCategory } from '../routes/nav-rules';
import { pageTitle } from './page-title';
import { useShell } from './shell-context';

export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const { onNavigate } = useShell();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    const carried = carryCategory(previous.current, location);
    if (carried) {
      // The replaced entry is announced instead of this one; `previous` stays as it was.
      navigate(carried, { replace: true, state: location.state as unknown });
      return;
    }
    previous.current = location;
    const entry = matchEntry(location.pathname);
    const title = pageTitle(entry?.title, locale);
    document.title = title;
    onNavigate?.({
      routeName: entry?.name ?? null,
      title,
      url: new URL(createPath(location), window.location.origin).href,
    });
  }, [location.key, location.pathname, location.search]); // eslint-disable-line react-hooks/exhaustive-deps -- location.key changes on every navigation, also to the same address

  return null;
}
