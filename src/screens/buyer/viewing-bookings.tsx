// 我的看车预约 / The viewings booked on this device, on the saved-cars page: each with its reference,
// day, time and showroom, and a link to the car.

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../i18n/calendar-day';
import { useLocale, useMessages } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { cx } from '../../ui/class-names';
import { Icon } from '../../ui/icon';
import * as sectionStyles from '../../ui/page-section.module.css';
import { Stack } from '../../ui/stack';
import { buyerMessages } from '../common/buyer/messages';
import * as styles from './buyer.module.css';
import { BuyerViewingBookingsDocument } from './viewing-bookings.generated';

export function ViewingBookingList() {
  const t = useMessages(buyerMessages);
  const locale = useLocale();
  const { data } = useQuery(BuyerViewingBookingsDocument);
  const bookings = data?.viewingBookings;
  return (
    <section className={cx(sectionStyles.section, styles.section)} aria-labelledby="viewing-bookings-heading">
      <h2 id="viewing-bookings-heading" className={cx(sectionStyles.title, styles.sectionTitle)}>
        {t('viewingsHeading')}
      </h2>
      {bookings && bookings.length === 0 && <p className={styles.muted}>{t('viewingsEmpty')}</p>}
      {bookings && bookings.length > 0 && (
        <Stack as="ul" gap={3}>
          {bookings.map((booking) => (
            <li key={booking.reference} className={styles.searchItem}>
              <div className={styles.searchBody}>
                <p className={styles.itemTitle}>
                  <Link to={paths.car({ id: booking.carId })} className={styles.itemLink}>
                    {booking.carTitle}
                  </Link>
                </p>
                <p className={styles.facts}>
                  {formatCalendarDay(booking.day, locale)} {booking.slot} · {booking.substationName}
                </p>
                <p className={styles.facts}>
                  {t('viewingReference', { reference: booking.reference, phone: booking.phoneMasked })}
                </p>
              </div>
              <Icon name="chevron-right" size={18} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
