// 我的 / Mine (/mine): everything the buyer keeps on this device in one place. The ways into the saved
// cars, the recently viewed and the compare table (with how many each holds), then the reservations,
// the booked viewings (changed or cancelled here) and the saved searches.

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { BuyerStateDocument } from '../common/buyer/buyer-state.generated';
import { buyerMessages } from '../common/buyer/messages';
import { BuyerFrame } from './buyer-frame';
import * as styles from './buyer.module.css';
import { ReservationList } from './reservations';
import { SavedSearchList } from './saved-searches';
import { ViewingBookingList } from './viewing-bookings';

export function MineScreen() {
  const t = useMessages(buyerMessages);
  const state = useQuery(BuyerStateDocument).data?.buyerState;
  const links = [
    { to: paths.favorites(), label: t('mineSaved'), count: state?.savedCount },
    { to: paths.history(), label: t('mineHistory'), count: undefined },
    { to: paths.compare(), label: t('mineCompare'), count: state?.compareIds.length },
  ];
  return (
    <BuyerFrame title={t('mineTitle')}>
      <nav aria-label={t('mineLinks')}>
        <ul className={styles.mineLinks}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.mineLink}>
                <span>{link.label}</span>
                {link.count !== undefined ? (
                  <span className={styles.mineLinkCount}>{t('mineCount', { count: link.count })}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ReservationList />
      <ViewingBookingList />
      <SavedSearchList />
    </BuyerFrame>
  );
}
