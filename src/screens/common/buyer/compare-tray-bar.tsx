// The compare tray at the bottom of a list: how many cars are picked, a link to compare them and a
// way to clear the tray. Hidden while the tray is empty or its list is kept hidden under another page
// (it would still hold room at the bottom); while shown, toasts rise above it.

import { Link } from 'react-router';
import { useMessages } from '../../../i18n/i18n';
import { useViewShown } from '../../../platform/view-shown';
import { publishBottomBarRoom } from '../../../ui/bottom-bar-room';
import { Icon } from '../../../ui/icon';
import * as styles from './compare-tray-bar.module.css';
import { compareHref, useCompareTray } from './compare-tray';
import { buyerMessages } from './messages';

export function CompareTrayBar() {
  const t = useMessages(buyerMessages);
  const { actor, ids } = useCompareTray();
  const shown = useViewShown();
  if (ids.length === 0 || !shown) return null;
  return (
    <aside ref={publishBottomBarRoom} className={styles.tray} aria-label={t('trayLabel')}>
      <p className={styles.count} role="status">
        {t('trayCount', { count: ids.length })}
      </p>
      <button type="button" className={styles.clear} onClick={() => actor.send({ type: 'CLEAR' })}>
        {t('trayClear')}
      </button>
      {ids.length >= 2 ? (
        <Link className={styles.open} to={compareHref(ids)}>
          {t('trayOpen')}
          <Icon name="chevron-right" size={16} />
        </Link>
      ) : (
        <p className={styles.hint}>{t('trayNeedsTwo')}</p>
      )}
    </aside>
  );
}
