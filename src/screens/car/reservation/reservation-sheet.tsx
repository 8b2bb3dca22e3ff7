// Reserving the car with a refundable deposit (订金), in the shared bottom sheet (decision note 200): the
// terms, who reserves, then the payment (WeChat's JSAPI inside WeChat, the H5 page elsewhere, none in an
// app's web view) and the server's answer. Loaded on the first tap of "Reserve" (reservation-entry.tsx).
// The flow is the reservation machine; the draft (who, the order's key, the reservation's id) survives
// a reload and the return from the H5 page. The page signs nothing and trusts no payment result: the
// server's status decides.

import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { settings } from '../../../config/env';
import {
  emptyReservationForm,
  timeLeft,
  type ReservationField,
  type ReservationFieldError,
} from '../../../domain/reservation';
import { formatYuan } from '../../../i18n/format';
import { useLocale, useMessages } from '../../../i18n/i18n';
import {
  firstInvalidReservationField,
  reservationMachine,
  type ReservationDraft,
  type ReservationRefusal,
  type ReservationStart,
  type ReservationView,
} from '../../../machines/reservation.machine';
import { useDraftStore, type DraftTier } from '../../../platform/draft-store';
import {
  currentPaymentChannel,
  h5PaymentUrl,
  requestWechatPayment,
  type PayChannel,
  type WechatPayParams,
} from '../../../platform/wechat-pay';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import { Sheet } from '../../../ui/sheet';
import { Spinner } from '../../../ui/spinner';
import { useStudioActor } from '../../common/use-studio-actor';
import * as formStyles from '../viewing-booking/viewing-booking.module.css';
import { reservationMessages } from './messages';
import { createReservationDraftStore } from './reservation-draft';
import { paymentPage, reservationTiming } from './payment-page';
import { ReservationStatusDocument, type ReservationFieldsFragment } from './reservation-status.generated';
import { CancelReservationDocument, CreateReservationDocument } from './reservation.generated';
import { CarDetailDocument } from '../car.generated';
import * as styles from './reservation.module.css';

export interface ReservationSheetProps {
  open: boolean;
  onClose: () => void;
  car: { id: string; title: string };
  /** Opens the viewing booking (held: book the visit; cannot pay here: book instead). */
  onBookViewing: () => void;
  /** Every saved draft (null once cleared): the car page's panel follows the reservation. */
  onDraft?: (draft: ReservationDraft | null) => void;
  /** This car's reservation the page knows of (its draft, or the buyer's own data): the sheet resumes it. */
  reservationId?: string | null;
}

type Key = keyof typeof reservationMessages.zh;

function errorKey(error: ReservationFieldError): Key {
  return error === 'phone' ? 'errorPhone' : error === 'nameLength' ? 'errorName' : 'required';
}

function toView(fields: ReservationFieldsFragment): ReservationView {
  return {
    id: fields.id,
    reference: fields.reference,
    carId: fields.carId,
    status: fields.status.toLowerCase() as ReservationView['status'],
    amountYuan: fields.amountYuan,
    holdUntil: fields.holdUntil ?? null,
    refundStatus: fields.refundStatus ?? null,
    showroom: fields.showroom
      ? { name: fields.showroom.name, address: fields.showroom.address, phone: fields.showroom.phone ?? null }
      : null,
  };
}

/** The refusal a create error carries (reserved or sold by someone else), as the machine reads it. */
function refusalOf(error: unknown): ReservationRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refused = error.errors.find((item) => item.extensions?.code === 'RESERVATION_REFUSED');
  if (!refused) return null;
  return { refusal: refused.extensions?.reason === 'SOLD' ? 'sold' : 'reserved', message: refused.message };
}

/** The car's page, as the way back from the H5 payment page. */
function returnAddress(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}

export function ReservationSheet({
  open,
  onClose,
  car,
  onBookViewing,
  onDraft,
  reservationId = null,
}: ReservationSheetProps) {
  const client = useApolloClient();
  const t = useMessages(reservationMessages);
  const locale = useLocale();
  const prefix = useId().replace(/:/g, '');
  const store = useDraftStore(createReservationDraftStore);
  const [initialDraft] = useState((): ReservationDraft | null => {
    let stored: ReservationDraft | null;
    try {
      stored = store.load();
    } catch {
      stored = null;
    }
    // The device's draft is of another car, and this car has a reservation of its own: resume that one.
    if (reservationId && (!stored || stored.carId !== car.id))
      return { carId: car.id, form: emptyReservationForm, idempotencyKey: null, reservationId, h5Pending: false };
    return stored;
  });
  const [channel] = useState(() => currentPaymentChannel());
  const [tier, setTier] = useState<DraftTier>('local');

  const machine = useMemo(
    () =>
      reservationMachine.provide({
        actors: {
          createReservation: fromPromise(
            async ({
              input,
            }: {
              input: {
                carId: string;
                form: { name: string; phone: string };
                idempotencyKey: string;
                channel: PayChannel;
              };
            }): Promise<ReservationStart> => {
              try {
                const { data } = await client.mutate({
                  mutation: CreateReservationDocument,
                  // The buyer's own data now has this car's reservation (buyer state: reservedCarIds).
                  refetchQueries: ['BuyerState'],
                  variables: {
                    idempotencyKey: input.idempotencyKey,
                    channel: input.channel === 'jsapi' ? 'JSAPI' : 'H5',
                    redirectUrl: returnAddress(),
                    input: {
                      carId: input.carId,
                      name: input.form.name.trim(),
                      phone: input.form.phone,
                      carTitle: car.title,
                    },
                  },
                });
                if (!data) throw new Error('No result');
                const { reservation, payment } = data.createReservation;
                return {
                  reservation: toView(reservation),
                  payment: { jsapi: payment.jsapi ?? null, h5Url: payment.h5Url ?? null },
                };
              } catch (error) {
                throw refusalOf(error) ?? error;
              }
            },
          ),
          fetchStatus: fromPromise(async ({ input }: { input: { id: string } }) => {
            const { data, error } = await client.query({
              query: ReservationStatusDocument,
              variables: { id: input.id },
              fetchPolicy: 'network-only',
            });
            if (!data?.reservation) throw error ?? new Error('No reservation');
            return toView(data.reservation);
          }),
          cancelReservation: fromPromise(async ({ input }: { input: { id: string } }) => {
            const { data } = await client.mutate({ mutation: CancelReservationDocument, variables: { id: input.id } });
            if (!data) throw new Error('No result');
            return toView(data.cancelReservation);
          }),
          requestPayment: fromPromise(({ input }: { input: WechatPayParams }) => requestWechatPayment(input)),
        },
        actions: {
          saveDraft: (_, draft) => {
            setTier(store.save(draft));
            onDraft?.(draft);
          },
          clearDraft: () => {
            store.clear();
            onDraft?.(null);
          },
          openPaymentPage: (_, url) => {
            if (url) paymentPage.open(h5PaymentUrl(url, returnAddress()));
          },
          // The server's word on the car (已预定 while held, on sale again once released) reaches the
          // page's bar and badge: its record is read again.
          carStatusChanged: () => {
            void client.refetchQueries({ include: [CarDetailDocument] }).catch(() => undefined);
          },
        },
        delays: { pollDelay: () => reservationTiming.pollDelayMs },
      }),
    [client, store, onDraft, car.title],
  );

  const own = useActorRef(machine, {
    input: { carId: car.id, channel, depositYuan: settings.reservationDepositYuan, draft: initialDraft },
  });
  // The QA studio can swap in an actor restored from an earlier snapshot (src/screens/common/use-studio-actor.ts).
  const actor = useStudioActor('reservation', own);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  // Backgrounding, app switches and a killed in-app browser: write the latest draft once more.
  useEffect(
    () =>
      store.bindLifecycle(window, () => {
        const current = actor.getSnapshot().context;
        return {
          carId: current.carId,
          form: current.form,
          idempotencyKey: current.idempotencyKey,
          reservationId: current.reservationId,
          h5Pending: current.h5Pending,
        };
      }),
    [actor, store],
  );

  // After a submit with errors, the first invalid field takes the focus.
  const lastAttempt = useRef(0);
  useEffect(() => {
    if (context.validationAttempt === lastAttempt.current) return;
    lastAttempt.current = context.validationAttempt;
    const field = firstInvalidReservationField(context.errors);
    if (field) document.getElementById(`${prefix}-${field}`)?.focus();
  }, [context.validationAttempt, context.errors, prefix]);

  // The countdown of a held car, by the minute.
  const [now, setNow] = useState(() => Date.now());
  const held = snapshot.matches('held') || snapshot.matches('cancelAsk') || snapshot.matches('cancelling');
  useEffect(() => {
    if (!held) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [held]);

  const send = actor.send;
  const amount = formatYuan(context.reservation?.amountYuan ?? context.announcedAmount, locale);
  const reservation = context.reservation;
  const left = timeLeft(reservation?.holdUntil, now);

  const notice = (
    heading: Key,
    body: string,
    actions: ReactNode,
    tone: 'info' | 'alert' = 'info',
    icon: 'check' | 'warning' | null = null,
  ) => (
    <section
      className={cx(styles.notice, tone === 'alert' && formStyles.failed)}
      role={tone === 'alert' ? 'alert' : 'status'}
      aria-labelledby={`${prefix}-notice`}
    >
      {icon && (
        <p className={formStyles.doneIcon} aria-hidden="true">
          <Icon name={icon} size={28} />
        </p>
      )}
      <h3 id={`${prefix}-notice`} className={formStyles.doneTitle}>
        {t(heading)}
      </h3>
      <p>{body}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
  const waiting = (label: Key, body?: string) => (
    <div className={styles.waiting} role="status">
      <Spinner label={t(label)} />
      {body && <p>{body}</p>}
    </div>
  );

  const fieldError = (field: ReservationField) => {
    const error = context.errors[field];
    return error ? (
      <p id={`${prefix}-${field}-error`} className={formStyles.error}>
        <Icon name="warning" size={14} /> {t(errorKey(error))}
      </p>
    ) : null;
  };

  let content: ReactNode;
  let footer: ReactNode = null;
  if (snapshot.matches('cannotPay')) {
    content = notice(
      'cannotPayTitle',
      t('cannotPayBody'),
      <Button block size="lg" onClick={onBookViewing}>
        {t('bookViewing')}
      </Button>,
    );
  } else if (snapshot.matches('terms')) {
    content = (
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
    footer = (
      <Button block size="lg" onClick={() => send({ type: 'ACCEPT' })}>
        {t('accept')}
      </Button>
    );
  } else if (snapshot.matches('form') || snapshot.matches('creating') || snapshot.matches('failed')) {
    const creating = snapshot.matches('creating');
    content = (
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
            {fieldError(field)}
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
    footer = (
      <div className={styles.actions}>
        {snapshot.matches('form') && (
          <Button size="lg" variant="secondary" onClick={() => send({ type: 'BACK' })}>
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
  } else if (snapshot.matches('amountChanged')) {
    content = notice(
      'amountChangedTitle',
      t('amountChangedBody', { amount }),
      <>
        <Button size="lg" variant="secondary" onClick={() => send({ type: 'BACK' })}>
          {t('back')}
        </Button>
        <Button block size="lg" onClick={() => send({ type: 'CONFIRM_AMOUNT' })}>
          {t('amountConfirm', { amount })}
        </Button>
      </>,
    );
  } else if (snapshot.matches('payingJsapi') || snapshot.matches('pay')) {
    content = waiting('payingJsapi');
  } else if (snapshot.matches('redirecting')) {
    content = notice(
      'redirecting',
      t('redirectedBody'),
      <Button block size="lg" onClick={() => send({ type: 'PAID' })}>
        {t('paid')}
      </Button>,
    );
  } else if (snapshot.matches('returned')) {
    content = notice(
      'returnedTitle',
      t('returnedBody'),
      <>
        <Button size="lg" variant="secondary" onClick={() => send({ type: 'PAY_AGAIN' })}>
          {t('payAgain')}
        </Button>
        <Button block size="lg" onClick={() => send({ type: 'PAID' })}>
          {t('paid')}
        </Button>
      </>,
    );
  } else if (snapshot.matches('unpaid')) {
    content = notice(
      'unpaidTitle',
      t('unpaidBody'),
      <Button block size="lg" onClick={() => send({ type: 'PAY_AGAIN' })}>
        {t('payAgain')}
      </Button>,
    );
  } else if (snapshot.matches('payFailed')) {
    content = notice(
      'payFailedTitle',
      t('payFailedBody'),
      <Button block size="lg" onClick={() => send({ type: 'RETRY' })}>
        {t('retry')}
      </Button>,
      'alert',
    );
  } else if (snapshot.matches('confirming')) {
    content = waiting('confirming');
  } else if (snapshot.matches('unconfirmed')) {
    const unpaid = reservation?.status === 'pending_payment';
    content = notice(
      'unconfirmedTitle',
      unpaid ? `${t('unconfirmedBody')} ${t('unconfirmedUnpaid')}` : t('unconfirmedBody'),
      <>
        {unpaid && (
          <Button size="lg" variant="secondary" onClick={() => send({ type: 'PAY_AGAIN' })}>
            {t('payAgain')}
          </Button>
        )}
        <Button block size="lg" onClick={() => send({ type: 'CHECK_AGAIN' })}>
          {t('checkAgain')}
        </Button>
      </>,
    );
  } else if (snapshot.matches('resuming')) {
    content = waiting('resuming');
  } else if (snapshot.matches('resumeFailed')) {
    content = notice(
      'resumeFailed',
      context.error ?? '',
      <Button block size="lg" onClick={() => send({ type: 'RETRY' })}>
        {t('retry')}
      </Button>,
      'alert',
    );
  } else if (held && reservation) {
    content = (
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
        {context.error && (
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
  } else if (snapshot.matches('refunding')) {
    content = notice(
      'refundingTitle',
      t('refundingBody'),
      snapshot.matches({ refunding: 'idle' }) ? (
        <Button block size="lg" variant="secondary" onClick={() => send({ type: 'CHECK_AGAIN' })}>
          {t('checkAgain')}
        </Button>
      ) : (
        <Spinner size="sm" label={t('checkAgain')} />
      ),
    );
  } else if (snapshot.matches('refunded')) {
    content = notice(
      'refundedTitle',
      t('refundedBody', { amount }),
      <Button block size="lg" onClick={onClose}>
        {t('close')}
      </Button>,
      'info',
      'check',
    );
  } else if (snapshot.matches('refused')) {
    const refusal = context.refusal;
    content = notice(
      refusal?.refusal === 'sold' ? 'soldTitle' : 'reservedTitle',
      [refusal?.message, t('refusedBody')].filter(Boolean).join(' '),
      <Button block size="lg" href="#similar" onClick={onClose}>
        {t('similar')}
      </Button>,
      'alert',
    );
  } else if (snapshot.matches('expired') && context.reservation?.refundStatus) {
    // A hold whose time ran out: the car is on sale again, and the deposit's refund is as the server says.
    content = notice(
      'holdEndedTitle',
      t('holdEndedBody', {
        refund: t(context.reservation.refundStatus === 'refunded' ? 'holdEndedRefunded' : 'holdEndedRefunding'),
      }),
      <Button block size="lg" onClick={() => send({ type: 'START_OVER' })}>
        {t('startOver')}
      </Button>,
    );
  } else if (snapshot.matches('expired') || snapshot.matches('orderFailed')) {
    const expired = snapshot.matches('expired');
    content = notice(
      expired ? 'expiredTitle' : 'orderFailedTitle',
      t(expired ? 'expiredBody' : 'orderFailedBody'),
      <Button block size="lg" onClick={() => send({ type: 'START_OVER' })}>
        {t('startOver')}
      </Button>,
      'alert',
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
