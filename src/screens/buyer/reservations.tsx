// 我的预订 / The cars reserved on this device, on the saved-cars page: each with its reference, the
// car, and the server's word on it now (held until when, being confirmed, refunded…). What the device
// kept still shows when the server cannot be asked; a reservation's state is never read from storage.

import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { timeLeft } from '../../domain/reservation';
import { formatYuan } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { Badge, type BadgeTone } from '../../ui/badge';
import { cx } from '../../ui/class-names';
import { Icon } from '../../ui/icon';
import * as sectionStyles from '../../ui/page-section.module.css';
import { Stack } from '../../ui/stack';
import { buyerMessages } from '../common/buyer/messages';
import * as styles from './buyer.module.css';
import { BuyerReservationsDocument, type BuyerReservationsQuery } from './reservations.generated';

type Item = BuyerReservationsQuery['myReservations'][number];
type Status = NonNullable<Item['current']>['status'];
type StatusKey =
  | 'reservationHeld'
  | 'reservationConfirming'
  | 'reservationUnpaid'
  | 'reservationRefunding'
  | 'reservationRefunded'
  | 'reservationExpired'
  | 'reservationFailed';

/** How each of the server's states reads on the buyer's list (one table; an unknown state reads as unknown). */
const STATUS_WORDS: Record<Status, { key: StatusKey; tone: BadgeTone }> = {
  HELD: { key: 'reservationHeld', tone: 'success' },
  PAID_UNCONFIRMED: { key: 'reservationConfirming', tone: 'info' },
  PENDING_PAYMENT: { key: 'reservationUnpaid', tone: 'neutral' },
  CANCEL_REQUESTED: { key: 'reservationRefunding', tone: 'warning' },
  REFUND_PENDING: { key: 'reservationRefunding', tone: 'warning' },
  REFUNDED: { key: 'reservationRefunded', tone: 'neutral' },
  EXPIRED: { key: 'reservationExpired', tone: 'neutral' },
  FAILED: { key: 'reservationFailed', tone: 'danger' },
};

export function ReservationList() {
  const t = useMessages(buyerMessages);
  // Each visit asks the server again: a reservation's state is the server's, not the cache's.
  const { data } = useQuery(BuyerReservationsDocument, { fetchPolicy: 'cache-and-network' });
  const reservations = data?.myReservations;
  // The hold's countdown, by the minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // Nothing reserved here: the section stays away (most buyers never reserve).
  if (!reservations || reservations.length === 0) return null;
  return (
    <section className={cx(sectionStyles.section, styles.section)} aria-labelledby="reservations-heading">
      <h2 id="reservations-heading" className={cx(sectionStyles.title, styles.sectionTitle)}>
        {t('reservationsHeading')}
      </h2>
      <Stack as="ul" gap={3}>
        {reservations.map((item) => (
          <ReservationRow key={item.id} item={item} now={now} />
        ))}
      </Stack>
    </section>
  );
}

function ReservationRow({ item, now }: { item: Item; now: number }) {
  const t = useMessages(buyerMessages);
  const locale = useLocale();
  const current = item.current;
  const words = current ? STATUS_WORDS[current.status] : undefined;
  const left = current?.status === 'HELD' ? timeLeft(current.holdUntil, now) : null;
  return (
    <li className={styles.searchItem}>
      <div className={styles.searchBody}>
        <p className={styles.itemTitle}>
          <Link to={paths.car({ id: item.carId })} className={styles.itemLink}>
            {item.carTitle}
          </Link>
        </p>
        <p className={styles.facts}>
          <Badge tone={words?.tone ?? 'neutral'}>{words ? t(words.key) : t('reservationUnknown')}</Badge>{' '}
          {current && formatYuan(current.amountYuan, locale)}
        </p>
        {left && current?.holdUntil && (
          <p className={styles.facts}>
            {t('reservationHeldUntil', {
              time: new Date(current.holdUntil).toLocaleString(locale),
              hours: left.hours,
              minutes: left.minutes,
            })}
          </p>
        )}
        {current?.status === 'EXPIRED' && current.refundStatus && (
          <p className={styles.facts}>
            {t(current.refundStatus === 'refunded' ? 'reservationDepositRefunded' : 'reservationDepositRefunding')}
          </p>
        )}
        <p className={styles.facts}>{t('reservationReference', { reference: item.reference })}</p>
      </div>
      <Icon name="chevron-right" size={18} />
    </li>
  );
}
