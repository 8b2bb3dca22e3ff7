// The compare tray at the bottom of a list: how many cars are picked, a link to compare them and a
// way to clear the tray. Gone while the tray is empty; kept (and its room at the list's end) while its
// list is kept hidden under another page, so the way back restyles nothing; toasts rise above it while
// its list is on show.

import { Link } from 'react-router';
import { useMessages } from '../../../i18n/i18n';
import { useViewShown } from '../../../platform/view-shown';
import { useBottomBarRoom } from '../../../ui/bottom-bar-room';
import { Icon } from '../../../ui/icon';
import * as styles from './compare-tray-bar.module.css';
import { compareHref, useCompareTray } from './compare-tray';
import { buyerMessages } from './messages';

export function CompareTrayBar() {
  const { actor, ids } = useCompareTray();
  return ids.length === 0 ? null : <TrayBar ids={ids} onClear={() => actor.send({ type: 'CLEAR' })} />;
}

function TrayBar({ ids, onClear }: { ids: readonly string[]; onClear: () => void }) {
  const t = useMessages(buyerMessages);
  const room = useBottomBarRoom(useViewShown());
  return (
    <aside ref={room} className={styles.tray} aria-label={t('trayLabel')}>
      <p className={styles.count} role="status">
        {t('trayCount', { count: ids.length })}
      </p>
      <button type="button" className={styles.clear} onClick={onClear}>
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
