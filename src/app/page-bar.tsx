// Where the device or an embedding hides the navigation bar (mini-program, short-video app, internal
// embed), every page but home still needs a way out: back (the previous in-app page, else home) and
// home. A plain row at the top of the page, scrolled away with it, so it never covers a screen's own
// sticky header.

import { Link } from 'react-router';
import { useMessages } from '../i18n/i18n';
import { useGoBack } from '../routes/go-back';
import { Icon } from '../ui/icon';
import { shellMessages } from './messages';
import * as styles from './page-bar.module.css';
import { paths } from '../routes/paths';

export function PageBar() {
  const t = useMessages(shellMessages);
  const goBack = useGoBack();
  return (
    <nav className={styles.bar} aria-label={t('pageBarLabel')}>
      <button type="button" className={styles.control} onClick={goBack}>
        <Icon name="back" size={20} />
        <span>{t('back')}</span>
      </button>
      <Link to={paths.index()} className={styles.control}>
        <Icon name="home" size={20} />
        <span>{t('home')}</span>
      </Link>
    </nav>
  );
}
