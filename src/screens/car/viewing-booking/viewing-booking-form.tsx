// The booking form's body: the car, the showroom, the day and time slot, the name and the mobile number,
// and, after a failed booking, what happened with a retry. Every edit goes to the machine.

import { useMemo } from 'react';
import { VIEWING_SLOTS, viewingDays, type ViewingField } from '../../../domain/viewing';
import { formatCalendarDay } from '../../../i18n/calendar-day';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { viewingMessages } from './messages';
import type { ViewingBookingFlow } from './use-viewing-booking';
import { ChoiceGroup, describedBy, FieldError, ShowroomField } from './viewing-booking-parts';
import * as styles from './viewing-booking.module.css';

export function ViewingBookingFields({
  prefix,
  carTitle,
  flow,
}: {
  prefix: string;
  carTitle: string;
  flow: ViewingBookingFlow;
}) {
  const t = useMessages(viewingMessages);
  const locale = useLocale();
  const { actor, snapshot, tier } = flow;
  const { context } = snapshot;
  const { form, errors } = context;
  const days = useMemo(() => viewingDays(new Date(context.now)), [context.now]);
  const edit = (field: ViewingField, value: string) => actor.send({ type: 'EDIT', values: { [field]: value } });
  return (
    <>
      <p className={styles.car}>
        <span className={styles.carLabel}>{t('car')}</span> {carTitle}
      </p>

      <ShowroomField prefix={prefix} flow={flow} onChange={(value) => edit('substationId', value)} />

      <ChoiceGroup
        prefix={prefix}
        field="day"
        values={days}
        label={(day) => formatCalendarDay(day, locale)}
        form={form}
        errors={errors}
        onChange={(value) => edit('day', value)}
      />
      <ChoiceGroup
        prefix={prefix}
        field="slot"
        values={VIEWING_SLOTS}
        label={(slot) => slot}
        form={form}
        errors={errors}
        onChange={(value) => edit('slot', value)}
      />

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${prefix}-name`}>
          {t('name')}
        </label>
        <input
          id={`${prefix}-name`}
          className={styles.control}
          value={form.name}
          onChange={(event) => edit('name', event.target.value)}
          placeholder={t('namePlaceholder')}
          autoComplete="name"
          maxLength={40}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(prefix, errors, 'name')}
        />
        <FieldError prefix={prefix} field="name" errors={errors} />
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${prefix}-phone`}>
          {t('phone')}
        </label>
        <input
          id={`${prefix}-phone`}
          className={styles.control}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={20}
          value={form.phone}
          onChange={(event) => edit('phone', event.target.value)}
          aria-required="true"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy(prefix, errors, 'phone', true)}
        />
        <p id={`${prefix}-phone-hint`} className={styles.hint}>
          {t('phoneHint')}
        </p>
        <FieldError prefix={prefix} field="phone" errors={errors} />
      </div>

      {snapshot.matches('failed') && (
        <div className={styles.failed} role="alert">
          <p className={styles.failedTitle}>{t('failedTitle')}</p>
          <p>{t('failedBody')}</p>
          {context.submitError && <p className={styles.failedDetail}>{context.submitError}</p>}
          <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </div>
      )}
      {tier === 'memory' && <p className={styles.hint}>{t('draftMemory')}</p>}
    </>
  );
}
