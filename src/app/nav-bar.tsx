// The top navigation (spec section 2): brand title and four links; the current one carries
// aria-current="page". Two rows on phones (brand, then the links as equal tabs), one row from 720 px.

import { Link } from 'react-router';
import { useLocale, useLocaleSwitch, useMessages } from '../i18n/i18n';
import type { NavLinkId } from '../routes/nav-rules';
import { shellMessages } from './messages';
import { settings } from '../config/env';
import { useSavedCount } from '../screens/common/buyer/saved-cars';
import { Icon } from '../ui/icon';
import { BRAND_MARK_IMAGE } from '../platform/inline-images';
import * as styles from './nav-bar.module.css';
import { paths } from '../routes/paths';

interface NavLinkSpec {
  id: NavLinkId;
  to: string;
  label: 'navIndex' | 'navDiscount' | 'navMoments' | 'navRecycle';
}

export const NAV_LINKS: readonly NavLinkSpec[] = [
  { id: 'index', to: paths.index(), label: 'navIndex' },
  { id: 'discount', to: paths.discount({ category: 'discount' }), label: 'navDiscount' },
  { id: 'moments', to: paths.moments(), label: 'navMoments' },
  { id: 'recycle', to: paths.recycle(), label: 'navRecycle' },
];

export function NavBar({ active }: { active: NavLinkId | null }) {
  const t = useMessages(shellMessages);
  const locale = useLocale();
  return (
    <header className={styles.bar} data-locale={locale}>
      <div className={styles.inner}>
        <div className={styles.brandRow}>
          <p className={styles.brand}>
            <img className={styles.logo} src={settings.logoUrl || BRAND_MARK_IMAGE} alt="" width={24} height={24} />
            <span>{t('brand')}</span>
          </p>
          <div className={styles.tools}>
            <LanguageSwitch />
            <SavedLink />
          </div>
        </div>
        <nav className={styles.nav} aria-label={t('navLabel')}>
          <ul className={styles.links} role="list">
            {NAV_LINKS.map((link) => {
              const current = link.id === active;
              return (
                <li key={link.id} className={styles.item}>
                  <Link
                    to={link.to}
                    className={current ? `${styles.link} ${styles.current}` : styles.link}
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The way to the buyer's saved cars (history and compare are tabs there): not a fifth navigation link. */
function SavedLink() {
  const t = useMessages(shellMessages);
  const count = useSavedCount();
  return (
    <Link
      to={paths.favorites()}
      className={styles.saved}
      aria-label={count > 0 ? t('savedCount', { count }) : t('saved')}
    >
      <Icon name="heart" size={20} />
      {count > 0 && (
        // The badge's figure is drawn by CSS (data-count): the link's name already says the count in
        // words, and a bare digit as the link's visible text would not be part of that name (axe
        // label-content-name-mismatch).
        <span className={styles.savedCount} data-count={count > 99 ? '99+' : String(count)} aria-hidden="true" />
      )}
    </Link>
  );
}

/** The other language, one tap away; the choice holds for the visit (app.tsx keeps it). */
function LanguageSwitch() {
  const locale = useLocale();
  const change = useLocaleSwitch();
  if (!change) return null;
  const other = locale === 'en' ? 'zh-CN' : 'en';
  // Named in its own language, as language pickers are: a reader of the other language finds it.
  return (
    <button type="button" className={styles.language} lang={other} onClick={() => change(other)}>
      {other === 'en' ? 'English' : '中文'}
    </button>
  );
}
