// The page frame: navigation bar (unless hidden by device, embedding or route), the <main> landmark
// with the kept-alive route views, the QR aside, the per-navigation effects and the reload prompt.

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../i18n/i18n';
import { onPreloadError } from '../platform/preload-error';
import { matchEntry, matchedRouteNames } from '../routes/match';
import { activeNavLink, isNavHidden } from '../routes/nav-rules';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { shellMessages } from './messages';
import { NavBar } from './nav-bar';
import { NavigationEffects } from './navigation-effects';
import { QrAside } from './qr-aside';
import { useShell } from './shell-context';
import * as styles from './layout.module.css';

function ReloadPrompt({ onDismiss }: { onDismiss: () => void }) {
  const t = useMessages(shellMessages);
  return (
    <div className={styles.prompt} role="alert">
      <p className={styles.promptText}>{t('updatePrompt')}</p>
      <button type="button" className={styles.promptPrimary} onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
      <button type="button" className={styles.promptSecondary} onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </div>
  );
}

export function AppLayout() {
  const location = useLocation();
  const { env } = useShell();
  const t = useMessages(shellMessages);
  const [chunkFailed, setChunkFailed] = useState(false);

  useEffect(
    () =>
      onPreloadError((event) => {
        event.preventDefault();
        setChunkFailed(true);
      }),
    [],
  );

  const entry = matchEntry(location.pathname);
  const hidden = isNavHidden(entry?.name, env.flags, env.embedded);
  const active = activeNavLink(location, matchedRouteNames(location.pathname));

  return (
    <div className={styles.shell} data-nav={hidden ? 'hidden' : 'shown'}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      {hidden ? null : <NavBar active={active} />}
      <main id="main" tabIndex={-1} className={hidden ? `${styles.main} ${styles.bare}` : styles.main}>
        <KeepAliveOutlet />
      </main>
      {hidden ? null : <QrAside />}
      {chunkFailed ? <ReloadPrompt onDismiss={() => setChunkFailed(false)} /> : null}
      <NavigationEffects />
    </div>
  );
}
