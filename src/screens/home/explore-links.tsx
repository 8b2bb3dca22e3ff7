// Home's ways into the rest of the site that the four-link navigation bar leaves out: the wholesale
// stock, the board, the articles and the repair packages.

import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { officialAccountQr } from '../../config/official-account';
import { Icon, type IconName } from '../../ui/icon';
import { OfficialAccountCard } from '../../ui/official-account-card';
import * as styles from './explore-links.module.css';
import { listMessages } from '../common/car-list/messages';
import { paths } from '../../routes/paths';

type ExploreKey = 'Wholesale' | 'Board' | 'Articles' | 'Repair';

const LINKS: readonly {
  to: string;
  icon: IconName;
  label: `explore${ExploreKey}`;
  note: `explore${ExploreKey}Note`;
}[] = [
  { to: paths.wholesaleList(), icon: 'car', label: 'exploreWholesale', note: 'exploreWholesaleNote' },
  { to: paths.board(), icon: 'gauge', label: 'exploreBoard', note: 'exploreBoardNote' },
  { to: paths.articles(), icon: 'info', label: 'exploreArticles', note: 'exploreArticlesNote' },
  { to: paths.repair(), icon: 'shield', label: 'exploreRepair', note: 'exploreRepairNote' },
];

export function ExploreLinks() {
  const t = useMessages(listMessages);
  return (
    <nav className={styles.strip} aria-label={t('exploreLabel')}>
      <ul className={styles.list} role="list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              <Icon name={link.icon} size={22} />
              <span className={styles.label}>{t(link.label)}</span>
              <span className={styles.note}>{t(link.note)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The official-account invitation at the end of the list, on phones (wide screens have the shell's aside). */
export function ListEndInvite() {
  const t = useMessages(listMessages);
  return <OfficialAccountCard variant="inline" src={officialAccountQr()} text={t('qrInvite')} alt={t('qrAlt')} />;
}
