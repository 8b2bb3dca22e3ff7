// The sheet's first steps: the terms of the deposit (accepted with the footer's button), then who
// reserves (name and mobile number, each with its error) with the failed order's alert and its retry,
// and the footer that goes back to the terms or pays.

import { settings } from '../../../config/env';
import type { ReservationField, ReservationFieldError } from '../../../domain/reservation';
import { useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import * as formStyles from '../viewing-booking/viewing-booking.module.css';
import { reservationMessages } from './messages';
import type { Key } from './reservation-parts';
import * as styles from './reservation.module.css';
import type { ReservationFlow } from './use-reservation';

function errorKey(error: ReservationFieldError): Key {
  return error === 'phone' ? 'errorPhone' : error === 'nameLength' ? 'errorName' : 'required';
}

/** What the deposit does: how long the car is held, the refund, the amount. */
export function ReservationTerms({ prefix, amount }: { prefix: string; amount: string }) {
  const t = useMessages(reservationMessages);
  return (
    <section className={styles.terms} aria-labelledby={`${prefix}-terms`}>
      <h3 id={`${prefix}-terms`} className={formStyles.doneTitle}>
        {t('termsTitle', { amount, hours: settings.reservationHoldHours })}
      </h3>
      <ul className={formStyles.next}>
        <li>{t('termsHold')}</li>
        <li>{t('termsRefund')}</li>
        <li>{t('termsAmount')}</li>
      </ul>
    </section>
  );
}

/** A field's error line, or nothing when the field is fine. */
function FieldError({ prefix, field, flow }: { prefix: string; field: ReservationField; flow: ReservationFlow }) {
  const t = useMessages(reservationMessages);
  const error = flow.snapshot.context.errors[field];
  return error ? (
    <p id={`${prefix}-${field}-error`} className={formStyles.error}>
      <Icon name="warning" size={14} /> {t(errorKey(error))}
    </p>
  ) : null;
}

/** Who reserves: the form the footer's pay button submits. */
export function ReservationForm({ prefix, flow }: { prefix: string; flow: ReservationFlow }) {
  const t = useMessages(reservationMessages);
  const { actor, snapshot, tier } = flow;
  const { context } = snapshot;
  const send = actor.send;
  return (
    <form
      id={`${prefix}-form`}
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {(['name', 'phone'] as const).map((field) => (
        <div className={formStyles.field} key={field}>
          <label className={formStyles.label} htmlFor={`${prefix}-${field}`}>
            {t(field)}
          </label>
          <input
            id={`${prefix}-${field}`}
            className={formStyles.control}
            value={context.form[field]}
            onChange={(event) => send({ type: 'EDIT', values: { [field]: event.target.value } })}
            {...(field === 'name'
              ? { autoComplete: 'name', maxLength: 40, placeholder: t('namePlaceholder') }
              : { type: 'tel', inputMode: 'numeric' as const, autoComplete: 'tel', maxLength: 20 })}
            aria-invalid={context.errors[field] ? true : undefined}
            aria-describedby={
              cx(context.errors[field] && `${prefix}-${field}-error`, field === 'phone' && `${prefix}-phone-hint`) ||
              undefined
            }
          />
          {field === 'phone' && (
            <p id={`${prefix}-phone-hint`} className={formStyles.hint}>
              {t('phoneHint')}
            </p>
          )}
          <FieldError prefix={prefix} field={field} flow={flow} />
        </div>
      ))}
      {snapshot.matches('failed') && (
        <div className={formStyles.failed} role="alert">
          <p className={formStyles.failedTitle}>{t('failedTitle')}</p>
          <p>{t('failedBody')}</p>
          {context.error && <p className={formStyles.failedDetail}>{context.error}</p>}
          <Button size="md" variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </div>
      )}
      {tier === 'memory' && <p className={formStyles.hint}>{t('draftMemory')}</p>}
    </form>
  );
}

/** The form's footer: back to the terms (not while the order is made or failed), and pay. */
export function ReservationFormFooter({
  prefix,
  flow,
  amount,
}: {
  prefix: string;
  flow: ReservationFlow;
  amount: string;
}) {
  const t = useMessages(reservationMessages);
  const { actor, snapshot } = flow;
  const creating = snapshot.matches('creating');
  return (
    <div className={styles.actions}>
      {snapshot.matches('form') && (
        <Button size="lg" variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
          {t('back')}
        </Button>
      )}
      <Button
        block
        size="lg"
        type="submit"
        form={`${prefix}-form`}
        loading={creating}
        loadingLabel={t('creating')}
        aria-disabled={creating || undefined}
      >
        {t('pay', { amount })}
      </Button>
    </div>
  );
}
