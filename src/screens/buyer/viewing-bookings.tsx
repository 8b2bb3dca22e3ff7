// 我的看车预约 / The viewings booked on this device, on 我的: each with its reference, day, time and
// showroom, a link to the car, and, while the server lets it, a way to move it to another day or time
// or to cancel it (with the manage token the booking answered; decision note 206). A cancelled booking
// stays in the list, marked, so the buyer sees it was.

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { VIEWING_SLOTS, viewingDays } from '../../domain/viewing';
import { formatCalendarDay } from '../../i18n/calendar-day';
import { useLocale, useMessages } from '../../i18n/i18n';
import { createIdempotencyKey } from '../../machines/idempotency-key';
import { paths } from '../../routes/paths';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { cx } from '../../ui/class-names';
import * as sectionStyles from '../../ui/page-section.module.css';
import { Stack } from '../../ui/stack';
import { buyerMessages } from '../common/buyer/messages';
import * as styles from './buyer.module.css';
import {
  BuyerViewingBookingsDocument,
  CancelViewingDocument,
  ChangeViewingDocument,
  type BuyerViewingBookingFragment,
} from './viewing-bookings.generated';

/** Every query that shows a booking reads it again after a change (the car page's bar among them). */
const REFETCH = ['BuyerViewingBookings', 'CarViewingBookings'];

export function ViewingBookingList() {
  const t = useMessages(buyerMessages);
  const { data } = useQuery(BuyerViewingBookingsDocument);
  const bookings = data?.viewingBookings;
  return (
    <section
      id="viewing-bookings"
      className={cx(sectionStyles.section, styles.section)}
      aria-labelledby="viewing-bookings-heading"
    >
      <h2 id="viewing-bookings-heading" className={cx(sectionStyles.title, styles.sectionTitle)}>
        {t('viewingsHeading')}
      </h2>
      {bookings && bookings.length === 0 && <p className={styles.muted}>{t('viewingsEmpty')}</p>}
      {bookings && bookings.length > 0 && (
        <Stack as="ul" gap={3}>
          {bookings.map((booking) => (
            <ViewingBookingRow key={booking.reference} booking={booking} />
          ))}
        </Stack>
      )}
    </section>
  );
}

type Open = 'none' | 'change' | 'cancel';

function ViewingBookingRow({ booking }: { booking: BuyerViewingBookingFragment }) {
  const t = useMessages(buyerMessages);
  const locale = useLocale();
  const [open, setOpen] = useState<Open>('none');
  const cancelled = booking.status === 'CANCELLED';
  return (
    <li className={cx(styles.bookingItem, cancelled && styles.bookingCancelled)}>
      <div className={styles.searchBody}>
        <p className={styles.itemTitle}>
          <Link to={paths.car({ id: booking.carId })} className={styles.itemLink}>
            {booking.carTitle}
          </Link>
        </p>
        <p className={styles.facts}>
          {cancelled ? <Badge tone="neutral">{t('viewingCancelled')}</Badge> : null}{' '}
          <span className={cx(cancelled && styles.struck)}>
            {formatCalendarDay(booking.day, locale)} {booking.slot} · {booking.substationName}
          </span>
        </p>
        <p className={styles.facts}>
          {cancelled
            ? t('viewingCancelledReference', { reference: booking.reference })
            : t('viewingReference', { reference: booking.reference, phone: booking.phoneMasked })}
        </p>
        {!cancelled && !booking.manageable ? <p className={styles.muted}>{t('viewingCallToChange')}</p> : null}
      </div>
      {booking.manageable && open === 'none' ? (
        <div className={styles.bookingActions}>
          <Button size="sm" variant="secondary" onClick={() => setOpen('change')}>
            {t('viewingChange')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen('cancel')}>
            {t('viewingCancel')}
          </Button>
        </div>
      ) : null}
      {booking.manageable && open === 'change' ? (
        <ChangePanel booking={booking} onClose={() => setOpen('none')} />
      ) : null}
      {booking.manageable && open === 'cancel' ? (
        <CancelPanel booking={booking} onClose={() => setOpen('none')} />
      ) : null}
    </li>
  );
}

/** Another day and time for the viewing: the days and slots a new booking could take. */
function ChangePanel({ booking, onClose }: { booking: BuyerViewingBookingFragment; onClose: () => void }) {
  const t = useMessages(buyerMessages);
  const locale = useLocale();
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  // One key per choice: a retry of the same day and time moves the booking once.
  const [key, setKey] = useState(createIdempotencyKey);
  const [change, { loading, error }] = useMutation(ChangeViewingDocument, { refetchQueries: REFETCH });
  const choose = (apply: () => void) => {
    apply();
    setKey(createIdempotencyKey());
  };
  const unchanged = day === booking.day && slot === booking.slot;
  const submit = () => {
    if (!day || !slot || unchanged) return;
    void change({ variables: { reference: booking.reference, day, slot, idempotencyKey: key } })
      .then(onClose)
      .catch(() => undefined);
  };
  return (
    <BookingPanel
      title={t('viewingChangeTitle')}
      error={error}
      onClose={onClose}
      confirm={
        <Button size="sm" onClick={submit} disabled={!day || !slot || unchanged} loading={loading}>
          {t('viewingChangeConfirm')}
        </Button>
      }
    >
      <div className={styles.choiceRow} role="group" aria-label={t('viewingDay')}>
        {viewingDays(new Date()).map((value) => (
          <Chip key={value} selected={day === value} onSelectedChange={() => choose(() => setDay(value))}>
            {formatCalendarDay(value, locale)}
          </Chip>
        ))}
      </div>
      <div className={styles.choiceRow} role="group" aria-label={t('viewingSlot')}>
        {VIEWING_SLOTS.map((value) => (
          <Chip key={value} selected={slot === value} onSelectedChange={() => choose(() => setSlot(value))}>
            {value}
          </Chip>
        ))}
      </div>
      {unchanged ? <p className={styles.muted}>{t('viewingChangeSame')}</p> : null}
    </BookingPanel>
  );
}

function CancelPanel({ booking, onClose }: { booking: BuyerViewingBookingFragment; onClose: () => void }) {
  const t = useMessages(buyerMessages);
  const [cancel, { loading, error }] = useMutation(CancelViewingDocument, { refetchQueries: REFETCH });
  const confirm = () =>
    void cancel({ variables: { reference: booking.reference } })
      .then(onClose)
      .catch(() => undefined);
  return (
    <BookingPanel
      title={t('viewingCancelTitle')}
      error={error}
      onClose={onClose}
      confirm={
        <Button size="sm" variant="danger" loading={loading} onClick={confirm}>
          {t('viewingCancelConfirm')}
        </Button>
      }
    />
  );
}

/** A panel under a booking: its question, what it asks, the server's refusal, then confirm or keep. */
function BookingPanel({
  title,
  error,
  confirm,
  onClose,
  children,
}: {
  title: string;
  error: { message: string } | undefined;
  confirm: ReactNode;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useMessages(buyerMessages);
  const id = useId();
  return (
    <div className={styles.bookingPanel} role="group" aria-labelledby={id}>
      <p id={id} className={styles.bookingPanelTitle}>
        {title}
      </p>
      {children}
      {error ? (
        <p className={styles.bookingError} role="alert">
          {error.message}
        </p>
      ) : null}
      <div className={styles.bookingActions}>
        {confirm}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('viewingKeep')}
        </Button>
      </div>
    </div>
  );
}
