// Booking a viewing of a car, in the shared bottom sheet: the showroom, a day in the next seven and a
// time slot, a name and a mobile number (the sell form's rule), the car attached. Loaded on first use
// (car.screen.tsx). The flow is the viewingBooking machine (use-viewing-booking.ts); the draft survives
// a reload, and one idempotency key per draft means a double tap or a retry books once. This sheet
// draws the form (viewing-booking-form.tsx) and, once booked, the outcome (viewing-booking-done.tsx).

import { useEffect, useId, useRef } from 'react';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { firstInvalidViewingField } from '../../../machines/viewing-booking.machine';
import { Button } from '../../../ui/button';
import { Sheet } from '../../../ui/sheet';
import { viewingMessages } from './messages';
import { useViewingBooking, type ViewingCar } from './use-viewing-booking';
import { ViewingBookingDone } from './viewing-booking-done';
import { ViewingBookingFields } from './viewing-booking-form';
import * as styles from './viewing-booking.module.css';

export interface ViewingBookingSheetProps {
  open: boolean;
  onClose: () => void;
  car: ViewingCar;
}

export function ViewingBookingSheet({ open, onClose, car }: ViewingBookingSheetProps) {
  const t = useMessages(viewingMessages);
  const locale = useLocale();
  const prefix = useId().replace(/:/g, '');
  const flow = useViewingBooking(car);
  const { actor, snapshot } = flow;
  const { context } = snapshot;

  // After a submit with errors, the first invalid field takes the focus.
  const lastAttempt = useRef(0);
  useEffect(() => {
    if (context.validationAttempt === lastAttempt.current) return;
    lastAttempt.current = context.validationAttempt;
    const field = firstInvalidViewingField(context.errors);
    if (field) document.getElementById(`${prefix}-${field}`)?.focus();
  }, [context.validationAttempt, context.errors, prefix]);

  const submitting = snapshot.matches('submitting');
  const result = snapshot.matches('done') ? context.result : null;
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('title')}
      closeLabel={t('close')}
      lang={locale}
      footer={
        result ? (
          <Button block size="lg" onClick={onClose}>
            {t('close')}
          </Button>
        ) : (
          <Button
            block
            size="lg"
            type="submit"
            form={`${prefix}-form`}
            loading={submitting}
            loadingLabel={t('submitting')}
            aria-disabled={submitting || undefined}
          >
            {t('submit')}
          </Button>
        )
      }
    >
      {result ? (
        <ViewingBookingDone
          headingId={`${prefix}-done`}
          carTitle={car.title}
          result={result}
          phone={context.form.phone}
          onBookAnother={() => actor.send({ type: 'START_OVER' })}
        />
      ) : (
        <form
          id={`${prefix}-form`}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }}
        >
          <ViewingBookingFields prefix={prefix} carTitle={car.title} flow={flow} />
        </form>
      )}
    </Sheet>
  );
}
