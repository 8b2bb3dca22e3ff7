// The car held for the buyer: the reservation's reference, amount, the hold's end with its countdown by
// the minute, the showroom; then the viewing to book, or the cancel with its question (the deposit is
// refunded) and the cancel's failure.

import { useEffect, useState } from 'react';
import { timeLeft } from '../../../domain/reservation';
import { formatYuan } from '../../../i18n/format';
import { useLocale, useMessages } from '../../../i18n/i18n';
import type { ReservationView } from '../../../machines/reservation.machine';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import * as formStyles from '../viewing-booking/viewing-booking.module.css';
import { reservationMessages } from './messages';
import * as styles from './reservation.module.css';
import type { ReservationFlow } from './use-reservation';

/** The time now, again every half minute while the panel shows (the countdown is by the minute). */
function useCountdownClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface ReservationHeldProps {
  prefix: string;
  flow: ReservationFlow;
  reservation: ReservationView;
  onBookViewing: () => void;
}

export function ReservationHeld({ prefix, flow, reservation, onBookViewing }: ReservationHeldProps) {
  const t = useMessages(reservationMessages);
  const locale = useLocale();
  const now = useCountdownClock();
  const { actor, snapshot } = flow;
  const send = actor.send;
  const left = timeLeft(reservation.holdUntil, now);
  return (
    <section className={formStyles.done} aria-labelledby={`${prefix}-held`}>
      <p className={formStyles.doneIcon} aria-hidden="true">
        <Icon name="check" size={28} />
      </p>
      <h3 id={`${prefix}-held`} className={formStyles.doneTitle}>
        {t('heldTitle')}
      </h3>
      <dl className={formStyles.summary}>
        <div>
          <dt>{t('reference')}</dt>
          <dd className={formStyles.reference}>{reservation.reference}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{formatYuan(reservation.amountYuan, locale)}</dd>
        </div>
        {reservation.holdUntil && (
          <div>
            <dt>{t('holdUntil')}</dt>
            <dd>
              <time dateTime={reservation.holdUntil}>{new Date(reservation.holdUntil).toLocaleString(locale)}</time>
              {left && <span className={styles.left}> {t('left', left)}</span>}
            </dd>
          </div>
        )}
        {reservation.showroom && (
          <div>
            <dt>{t('showroom')}</dt>
            <dd>
              {reservation.showroom.name} · {reservation.showroom.address}
              {reservation.showroom.phone && ` · ${reservation.showroom.phone}`}
            </dd>
          </div>
        )}
      </dl>
      {snapshot.context.error && (
        <p className={formStyles.error} role="alert">
          {t('cancelFailed')}
        </p>
      )}
      {snapshot.matches('cancelAsk') ? (
        <div className={styles.confirm} role="alertdialog" aria-labelledby={`${prefix}-cancel-ask`}>
          <p id={`${prefix}-cancel-ask`} className={formStyles.failedTitle}>
            {t('cancelAskTitle')}
          </p>
          <p>{t('cancelAskBody', { amount: formatYuan(reservation.amountYuan, locale) })}</p>
          <div className={styles.actions}>
            <Button size="lg" variant="secondary" onClick={() => send({ type: 'KEEP' })}>
              {t('keep')}
            </Button>
            <Button size="lg" variant="danger" onClick={() => send({ type: 'CONFIRM_CANCEL' })}>
              {t('cancelConfirm')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button size="lg" variant="secondary" onClick={onBookViewing}>
            {t('bookViewing')}
          </Button>
          <Button
            size="lg"
            variant="ghost"
            loading={snapshot.matches('cancelling')}
            loadingLabel={t('cancelling')}
            onClick={() => send({ type: 'REQUEST_CANCEL' })}
          >
            {t('cancel')}
          </Button>
        </div>
      )}
    </section>
  );
}
