// The top navigation (spec section 2): brand title and four links; the current one carries
// aria-current="page". Two rows on phones (brand, then the links as equal tabs), one row from 720 px.

import { Link } from 'react-router';
import { useLocale, useMessages } from '../i18n/i18n';
import type { NavLinkId } from '../routes/nav-rules';
import { shellMessages } from './messages';
import { BRAND_MARK_IMAGE } from '../ui/inline-images';
import * as styles from './nav-bar.module.css';
import { paths } from '../routes/route-table';

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
        <p className={styles.brand}>
          <img className={styles.logo} src={BRAND_MARK_IMAGE} alt="" width={24} height={24} />
          <span>{t('brand')}</span>
        </p>
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
