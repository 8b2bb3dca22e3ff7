import { useMessages } from '../i18n/i18n';
import { shellMessages } from './messages';
import * as styles from './route-skeleton.module.css';

/** While a screen's code loads: the shape of a list, so the page does not jump. */
export function RouteSkeleton() {
  const t = useMessages(shellMessages);
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.hidden}>{t('loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className={styles.row} aria-hidden="true">
          <div className={styles.thumb} />
          <div className={styles.lines}>
            <div className={styles.line} />
            <div className={`${styles.line} ${styles.short}`} />
            <div className={`${styles.line} ${styles.price}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
