// Booking a viewing of a car, in the shared bottom sheet: the showroom, a day in the next seven and a
// time slot, a name and a mobile number (the sell form's rule), the car attached. Loaded on first use
// (car.screen.tsx). The flow is the viewingBooking machine; the draft survives a reload, and one
// idempotency key per draft means a double tap or a retry books once.

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  maskMobile,
  VIEWING_SLOTS,
  viewingDays,
  type ViewingField,
  type ViewingFieldError,
  type ViewingForm,
} from '../../../domain/viewing';
import { formatCalendarDay } from '../../../i18n/calendar-day';
import { useLocale, useMessages } from '../../../i18n/i18n';
import {
  firstInvalidViewingField,
  viewingBookingMachine,
  type ViewingBookingResult,
} from '../../../machines/viewing-booking.machine';
import type { DraftTier } from '../../../platform/draft-store';
import { useStudioActor } from '../../common/use-studio-actor';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import { Sheet } from '../../../ui/sheet';
import { Spinner } from '../../../ui/spinner';
import { viewingMessages } from './messages';
import { createViewingDraftStore } from './viewing-draft';
import { BookViewingDocument, ViewingShowroomsDocument } from './viewing-booking.generated';
import { CarViewingBookingsDocument } from './viewing-bookings.generated';
import * as styles from './viewing-booking.module.css';

export interface ViewingBookingSheetProps {
  open: boolean;
  onClose: () => void;
  car: { id: string; title: string; substationId: string | null };
}

type Key = keyof typeof viewingMessages.zh;

function errorKey(field: ViewingField, error: ViewingFieldError): Key {
  switch (error) {
    case 'required':
      return field === 'name' || field === 'phone' ? 'required' : 'requiredChoice';
    case 'phone':
      return 'errorPhone';
    case 'nameLength':
      return 'errorName';
    case 'day':
      return 'errorDay';
    case 'slot':
      return 'errorSlot';
    case 'unknownOption':
      return 'errorShowroom';
  }
}

export function ViewingBookingSheet({ open, onClose, car }: ViewingBookingSheetProps) {
  const client = useApolloClient();
  const t = useMessages(viewingMessages);
  const locale = useLocale();
  const prefix = useId().replace(/:/g, '');
  const store = useMemo(() => createViewingDraftStore(), []);
  const [initialDraft] = useState(() => store.load());
  const [tier, setTier] = useState<DraftTier>('local');
  const showrooms = useQuery(ViewingShowroomsDocument);
  const list = showrooms.data?.substations ?? [];

  const machine = useMemo(
    () =>
      viewingBookingMachine.provide({
        actors: {
          submitBooking: fromPromise(
            async ({
              input,
            }: {
              input: { carId: string; form: ViewingForm; idempotencyKey: string };
            }): Promise<ViewingBookingResult> => {
              const { form, idempotencyKey } = input;
              const showroom = client
                .readQuery({ query: ViewingShowroomsDocument })
                ?.substations.find((item) => item.id === form.substationId);
              const { data } = await client.mutate({
                mutation: BookViewingDocument,
                variables: {
                  idempotencyKey,
                  input: {
                    carId: car.id,
                    carTitle: car.title,
                    substationId: form.substationId,
                    substationName: showroom?.name ?? form.substationId,
                    day: form.day,
                    slot: form.slot,
                    name: form.name.trim(),
                    phone: form.phone.replace(/\s+/g, ''),
                  },
                },
                // The car page's booking and the buyer's saved viewings show it at once.
                refetchQueries: [CarViewingBookingsDocument, 'BuyerViewingBookings'],
              });
              if (!data) throw new Error('No result');
              return data.bookViewing;
            },
          ),
        },
        actions: {
          saveDraft: (_, draft) => setTier(store.save(draft)),
          clearDraft: () => store.clear(),
        },
      }),
    [client, store, car.id, car.title],
  );

  const own = useActorRef(machine, { input: { carId: car.id, draft: initialDraft } });
  // The QA studio can swap in an actor restored from an earlier snapshot (src/screens/common/use-studio-actor.ts).
  const actor = useStudioActor('viewingBooking', own);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  // The showroom list arrives: the machine checks the choice against it, and the car's own showroom is
  // chosen for a buyer who has not chosen yet.
  const ids = list.map((item) => item.id).join(',');
  useEffect(() => {
    if (!ids) return;
    const known = ids.split(',');
    actor.send({ type: 'SHOWROOMS', ids: known });
    const current = actor.getSnapshot().context.form.substationId;
    if (!current && car.substationId && known.includes(car.substationId))
      actor.send({ type: 'EDIT', values: { substationId: car.substationId } });
  }, [actor, ids, car.substationId]);

  // Backgrounding, app switches and a killed in-app browser: write the latest draft once more.
  useEffect(
    () =>
      store.bindLifecycle(window, () => {
        const current = actor.getSnapshot();
        return current.matches('done')
          ? null
          : {
              carId: current.context.carId,
              form: current.context.form,
              idempotencyKey: current.context.idempotencyKey,
            };
      }),
    [actor, store],
  );

  // After a submit with errors, the first invalid field takes the focus.
  const lastAttempt = useRef(0);
  useEffect(() => {
    if (context.validationAttempt === lastAttempt.current) return;
    lastAttempt.current = context.validationAttempt;
    const field = firstInvalidViewingField(context.errors);
    if (field) document.getElementById(`${prefix}-${field}`)?.focus();
  }, [context.validationAttempt, context.errors, prefix]);

  const isDone = snapshot.matches('done');
  useEffect(() => {
    if (isDone) document.getElementById(`${prefix}-done`)?.focus();
  }, [isDone, prefix]);

  const days = useMemo(() => viewingDays(new Date(context.now)), [context.now]);
  const submitting = snapshot.matches('submitting');
  const chosenAddress = list.find((item) => item.id === context.form.substationId)?.address;
  const edit = (field: ViewingField, value: string) => actor.send({ type: 'EDIT', values: { [field]: value } });
  const describedBy = (field: ViewingField, hint?: boolean) =>
    cx(context.errors[field] && `${prefix}-${field}-error`, hint && `${prefix}-${field}-hint`) || undefined;
  const fieldError = (field: ViewingField) => {
    const error = context.errors[field];
    return error ? (
      <p id={`${prefix}-${field}-error`} className={styles.error}>
        <Icon name="warning" size={14} /> {t(errorKey(field, error))}
      </p>
    ) : null;
  };
  /** The day and the time slot: a row of radio chips, one chosen. */
  const choiceGroup = (field: 'day' | 'slot', values: readonly string[], label: (value: string) => string) => (
    <fieldset className={styles.field} aria-describedby={describedBy(field)}>
      <legend className={styles.label}>{t(field)}</legend>
      <div className={styles.choices} id={`${prefix}-${field}`} tabIndex={-1}>
        {values.map((value) => (
          <label key={value} className={cx(styles.choice, context.form[field] === value && styles.chosen)}>
            <input
              type="radio"
              name={`${prefix}-${field}`}
              value={value}
              checked={context.form[field] === value}
              onChange={() => edit(field, value)}
              className={styles.radio}
            />
            {label(value)}
          </label>
        ))}
      </div>
      {fieldError(field)}
    </fieldset>
  );

  if (isDone && context.result) {
    const result = context.result;
    return (
      <Sheet
        open={open}
        onClose={onClose}
        title={t('title')}
        closeLabel={t('close')}
        lang={locale}
        footer={
          <Button block size="lg" onClick={onClose}>
            {t('close')}
          </Button>
        }
      >
        <section className={styles.done} aria-labelledby={`${prefix}-done`}>
          <p className={styles.doneIcon} aria-hidden="true">
            <Icon name="check" size={28} />
          </p>
          <h3 id={`${prefix}-done`} className={styles.doneTitle} tabIndex={-1}>
            {t('doneTitle')}
          </h3>
          <dl className={styles.summary}>
            <div>
              <dt>{t('reference')}</dt>
              <dd className={styles.reference}>{result.reference}</dd>
            </div>
            <div>
              <dt>{t('car')}</dt>
              <dd>{car.title}</dd>
            </div>
            <div>
              <dt>{t('when')}</dt>
              <dd>
                {formatCalendarDay(result.day, locale)} {result.slot}
              </dd>
            </div>
            <div>
              <dt>{t('where')}</dt>
              <dd>{result.substationName}</dd>
            </div>
          </dl>
          <h4 className={styles.nextTitle}>{t('nextTitle')}</h4>
          <ol className={styles.next}>
            <li>{t('nextCall', { hours: result.contactWithinHours, phone: maskMobile(context.form.phone) })}</li>
            <li>{t('nextArrive')}</li>
            <li>{t('nextSaved')}</li>
          </ol>
          <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'START_OVER' })}>
            {t('bookAnother')}
          </Button>
        </section>
      </Sheet>
    );
  }

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('title')}
      closeLabel={t('close')}
      lang={locale}
      footer={
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
      }
    >
      <form
        id={`${prefix}-form`}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT' });
        }}
      >
        <p className={styles.car}>
          <span className={styles.carLabel}>{t('car')}</span> {car.title}
        </p>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${prefix}-substationId`}>
            {t('showroom')}
          </label>
          {showrooms.loading && !list.length ? (
            <Spinner size="sm" label={t('showroomsLoading')} />
          ) : showrooms.error && !list.length ? (
            <div className={styles.inlineFailed} role="alert">
              <span>{t('showroomsFailed')}</span>
              <Button size="sm" variant="secondary" onClick={() => void showrooms.refetch().catch(() => undefined)}>
                {t('retry')}
              </Button>
            </div>
          ) : null}
          <select
            id={`${prefix}-substationId`}
            className={styles.control}
            value={context.form.substationId}
            onChange={(event) => edit('substationId', event.target.value)}
            aria-invalid={context.errors.substationId ? true : undefined}
            aria-describedby={describedBy('substationId')}
            hidden={!list.length}
          >
            <option value="">{t('showroomPick')}</option>
            {list.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
          {chosenAddress && (
            <p className={styles.hint}>
              <Icon name="location" size={14} /> {chosenAddress}
            </p>
          )}
          {fieldError('substationId')}
        </div>

        {choiceGroup('day', days, (day) => formatCalendarDay(day, locale))}
        {choiceGroup('slot', VIEWING_SLOTS, (slot) => slot)}

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${prefix}-name`}>
            {t('name')}
          </label>
          <input
            id={`${prefix}-name`}
            className={styles.control}
            value={context.form.name}
            onChange={(event) => edit('name', event.target.value)}
            placeholder={t('namePlaceholder')}
            autoComplete="name"
            maxLength={40}
            aria-invalid={context.errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          {fieldError('name')}
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
            value={context.form.phone}
            onChange={(event) => edit('phone', event.target.value)}
            aria-required="true"
            aria-invalid={context.errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', true)}
          />
          <p id={`${prefix}-phone-hint`} className={styles.hint}>
            {t('phoneHint')}
          </p>
          {fieldError('phone')}
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
      </form>
    </Sheet>
  );
}
