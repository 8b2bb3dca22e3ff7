// What the buyer screens share: the page column with its title and the tabs between 我的, saved cars,
// history and compare (the way between them without a fifth link in the top navigation).

import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import * as styles from './buyer.module.css';
import { buyerMessages } from '../common/buyer/messages';
import { cx } from '../../ui/class-names';
import * as pageStyles from '../../ui/page.module.css';
import * as pillStyles from '../../ui/pill.module.css';

const TABS = [
  { to: paths.mine(), label: 'mineTitle' },
  { to: paths.favorites(), label: 'favoritesTitle' },
  { to: paths.history(), label: 'historyTitle' },
  { to: paths.compare(), label: 'compareTitle' },
] as const;

export function BuyerFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(buyerMessages);
  const { pathname } = useLocation();
  return (
    <div className={cx(pageStyles.frame, styles.page)}>
      <header className={styles.header}>
        <h1 className={pageStyles.title}>{title}</h1>
      </header>
      <nav aria-label={t('favoritesTitle')}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className={cx(pillStyles.pill, styles.tab)}
                aria-current={pathname === tab.to ? 'page' : undefined}
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
