// "Back" for controls the app draws itself (the bar shown where the navigation bar is hidden, dead
// ends): the previous in-app page when there is one, else home. React Router gives the entry a visit
// started on the key 'default' (a shared link or a WeChat menu opened cold, where the browser's back
// would leave the site); every page reached inside the app, or restored by a reload, has its own.

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
