import { useMessages } from '../i18n/i18n';
import { shellMessages } from './messages';
import * as styles from './qr-aside.module.css';

/**
 * The official-account invitation. Fixed in the right margin on wide screens only: on a phone a fixed
 * card would cover listings and buttons (see docs/decisions/004-app-shell-layout.md).
 */
export function QrAside() {
  const t = useMessages(shellMessages);
  return (
    <aside className={styles.aside} aria-label={t('qrInvite')}>
      <img className={styles.code} src="/media/qr-official-account.svg" alt={t('qrAlt')} width={120} height={120} loading="lazy" decoding="async" />
      <p className={styles.text}>{t('qrInvite')}</p>
    </aside>
  );
}
