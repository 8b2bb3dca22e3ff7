// What the car page holds of the viewing booking before it is used: the sheet's loader (its code is
// a chunk of its own, fetched on the first tap or touch of "Book a viewing") and the note that shows
// a booking of this car made on this device.

import { skipToken, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { paths } from '../../../routes/paths';
import { formatCalendarDay } from '../../../i18n/calendar-day';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { useFirstScreenShown } from '../../../platform/first-screen-shown';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { cx } from '../../../ui/class-names';
import * as panelStyles from '../../../ui/panel.module.css';
import { LazyPart, lazyPart } from '../../common/lazy-part';
import { viewingNoteMessages } from './note-messages';
import type { ViewingBookingSheetProps } from './viewing-booking-sheet';
import { CarViewingBookingsDocument } from './viewing-bookings.generated';
import * as styles from './viewing-booking.module.css';

export const viewingBookingPart = lazyPart<ViewingBookingSheetProps>(() =>
  import('./viewing-booking-sheet').then((module) => module.ViewingBookingSheet),
);

/** The booking sheet, once asked for: a spinner over the page while its chunk loads, an inline retry if it fails. */
export function ViewingBooking(props: ViewingBookingSheetProps) {
  const t = useMessages(viewingNoteMessages);
  const loading = (
    <div className={styles.loading}>
      <Spinner label={t('title')} />
    </div>
  );
  return (
    <LazyPart
      part={viewingBookingPart}
      placeholder={props.open ? loading : null}
      errorTitle={t('loadError')}
      frame={(content) => (props.open ? <div className={styles.loading}>{content}</div> : null)}
      render={(Sheet) => <Sheet {...props} />}
    />
  );
}

/**
 * The buyer's soonest standing booking of this car (a cancelled one is not), when there is one (the
 * buyer's own data on this device). Like
 * the rest of the buyer's data it is read once the first screen has been shown
 * (src/platform/first-screen-shown.ts). The note below the car's summary and the bar read it.
 */
export function useCarViewingBooking(carId: string | null) {
  const shown = useFirstScreenShown();
  const { data } = useQuery(CarViewingBookingsDocument, carId && shown ? { variables: { carId } } : skipToken);
  return data?.viewingBookings.find((booking) => booking.status === 'BOOKED') ?? null;
}

/** The note that shows the buyer's booking of this car (id `viewing-booking`: the bar links to it). */
export function ViewingBookingNote({ carId }: { carId: string }) {
  const t = useMessages(viewingNoteMessages);
  const locale = useLocale();
  const booking = useCarViewingBooking(carId);
  if (!booking) return null;
  return (
    <section className={cx(panelStyles.surface, styles.note)} aria-labelledby="viewing-booked" id="viewing-booking">
      <span className={styles.noteIcon}>
        <Icon name="check" size={22} />
      </span>
      <div className={styles.noteBody}>
        <h2 id="viewing-booked" className={styles.noteTitle}>
          {t('booked')}
        </h2>
        <p>
          {t('bookedLine', {
            day: formatCalendarDay(booking.day, locale),
            slot: booking.slot,
            showroom: booking.substationName,
          })}
        </p>
        <p>
          {t('bookedReference', {
            reference: booking.reference,
            hours: booking.contactWithinHours,
            phone: booking.phoneMasked,
          })}
        </p>
        <p>
          <Link to={`${paths.mine()}#viewing-bookings`} className={styles.noteLink}>
            {t('manage')}
          </Link>
        </p>
      </div>
    </section>
  );
}
