// Reserving the car with a refundable deposit (订金), in the shared bottom sheet (decision note 200): the
// terms, who reserves, then the payment (WeChat's JSAPI inside WeChat, the H5 page elsewhere, none in an
// app's web view) and the server's answer. Loaded on the first tap of "Reserve" (reservation-entry.tsx).
// The flow is the reservation machine (use-reservation.ts); the draft (who, the order's key, the
// reservation's id) survives a reload and the return from the H5 page. The page signs nothing and trusts
// no payment result: the server's status decides. This sheet picks the step's part: the terms and the
// form (reservation-form.tsx), the held car (reservation-held.tsx), or a notice of the payment
// (payment-notices.tsx) or of the outcome (outcome-notices.tsx).

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatYuan } from '../../../i18n/format';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { firstInvalidReservationField, type ReservationDraft } from '../../../machines/reservation.machine';
import { Button } from '../../../ui/button';
import { Sheet } from '../../../ui/sheet';
import * as formStyles from '../viewing-booking/viewing-booking.module.css';
import { reservationMessages } from './messages';
import { OutcomeNotices } from './outcome-notices';
import { PaymentNotices } from './payment-notices';
import { ReservationForm, ReservationFormFooter, ReservationTerms } from './reservation-form';
import { ReservationHeld } from './reservation-held';
import { useReservation, type ReservationCar } from './use-reservation';
import * as styles from './reservation.module.css';

export interface ReservationSheetProps {
  open: boolean;
  onClose: () => void;
  car: ReservationCar;
  /** Opens the viewing booking (held: book the visit; cannot pay here: book instead). */
  onBookViewing: () => void;
  /** Every saved draft (null once cleared): the car page's panel follows the reservation. */
  onDraft?: (draft: ReservationDraft | null) => void;
  /** This car's reservation the page knows of (its draft, or the buyer's own data): the sheet resumes it. */
  reservationId?: string | null;
}

export function ReservationSheet({
  open,
  onClose,
  car,
  onBookViewing,
  onDraft,
  reservationId = null,
}: ReservationSheetProps) {
  const t = useMessages(reservationMessages);
  const locale = useLocale();
  const prefix = useId().replace(/:/g, '');
  const flow = useReservation({ car, onDraft, reservationId });
  const { actor, snapshot } = flow;
  const { context } = snapshot;

  // After a submit with errors, the first invalid field takes the focus.
  const lastAttempt = useRef(0);
  useEffect(() => {
    if (context.validationAttempt === lastAttempt.current) return;
    lastAttempt.current = context.validationAttempt;
    const field = firstInvalidReservationField(context.errors);
    if (field) document.getElementById(`${prefix}-${field}`)?.focus();
  }, [context.validationAttempt, context.errors, prefix]);

  const held = snapshot.matches('held') || snapshot.matches('cancelAsk') || snapshot.matches('cancelling');
  const amount = formatYuan(context.reservation?.amountYuan ?? context.announcedAmount, locale);
  const reservation = context.reservation;

  let content: ReactNode;
  let footer: ReactNode = null;
  if (snapshot.matches('terms')) {
    content = <ReservationTerms prefix={prefix} amount={amount} />;
    footer = (
      <Button block size="lg" onClick={() => actor.send({ type: 'ACCEPT' })}>
        {t('accept')}
      </Button>
    );
  } else if (snapshot.matches('form') || snapshot.matches('creating') || snapshot.matches('failed')) {
    content = <ReservationForm prefix={prefix} flow={flow} />;
    footer = <ReservationFormFooter prefix={prefix} flow={flow} amount={amount} />;
  } else if (held && reservation) {
    content = <ReservationHeld prefix={prefix} flow={flow} reservation={reservation} onBookViewing={onBookViewing} />;
  } else {
    // Every other step is a notice (or a wait): each of the two draws nothing in the other's steps.
    content = (
      <>
        <PaymentNotices prefix={prefix} flow={flow} amount={amount} />
        <OutcomeNotices prefix={prefix} flow={flow} amount={amount} onClose={onClose} onBookViewing={onBookViewing} />
      </>
    );
  }

  return (
    <Sheet open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} lang={locale} footer={footer}>
      <div className={styles.sheet}>
        <p className={formStyles.car}>
          <span className={formStyles.carLabel}>{t('car')}</span> {car.title}
        </p>
        {content}
      </div>
    </Sheet>
  );
}
