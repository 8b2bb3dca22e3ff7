// The payment's steps and the server's word on it: a changed amount to confirm, WeChat paying, the H5
// page left and come back from, unpaid, a failed payment, the server confirming (or not yet), and a
// reservation resumed after a reload. Nothing in any other step.

import { useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { reservationMessages } from './messages';
import { Notice, Waiting } from './reservation-parts';
import type { ReservationFlow } from './use-reservation';

export interface PaymentNoticesProps {
  prefix: string;
  flow: ReservationFlow;
  /** The deposit, formatted. */
  amount: string;
}

export function PaymentNotices({ prefix, flow, amount }: PaymentNoticesProps) {
  const t = useMessages(reservationMessages);
  const { actor, snapshot } = flow;
  const { context } = snapshot;
  const send = actor.send;
  if (snapshot.matches('amountChanged')) {
    return (
      <Notice
        prefix={prefix}
        heading="amountChangedTitle"
        body={t('amountChangedBody', { amount })}
        actions={
          <>
            <Button size="lg" variant="secondary" onClick={() => send({ type: 'BACK' })}>
              {t('back')}
            </Button>
            <Button block size="lg" onClick={() => send({ type: 'CONFIRM_AMOUNT' })}>
              {t('amountConfirm', { amount })}
            </Button>
          </>
        }
      />
    );
  }
  if (snapshot.matches('payingJsapi') || snapshot.matches('pay')) return <Waiting label="payingJsapi" />;
  if (snapshot.matches('redirecting')) {
    return (
      <Notice
        prefix={prefix}
        heading="redirecting"
        body={t('redirectedBody')}
        actions={
          <Button block size="lg" onClick={() => send({ type: 'PAID' })}>
            {t('paid')}
          </Button>
        }
      />
    );
  }
  if (snapshot.matches('returned')) {
    return (
      <Notice
        prefix={prefix}
        heading="returnedTitle"
        body={t('returnedBody')}
        actions={
          <>
            <Button size="lg" variant="secondary" onClick={() => send({ type: 'PAY_AGAIN' })}>
              {t('payAgain')}
            </Button>
            <Button block size="lg" onClick={() => send({ type: 'PAID' })}>
              {t('paid')}
            </Button>
          </>
        }
      />
    );
  }
  if (snapshot.matches('unpaid')) {
    return (
      <Notice
        prefix={prefix}
        heading="unpaidTitle"
        body={t('unpaidBody')}
        actions={
          <Button block size="lg" onClick={() => send({ type: 'PAY_AGAIN' })}>
            {t('payAgain')}
          </Button>
        }
      />
    );
  }
  if (snapshot.matches('payFailed')) {
    return (
      <Notice
        prefix={prefix}
        heading="payFailedTitle"
        body={t('payFailedBody')}
        actions={
          <Button block size="lg" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        }
        tone="alert"
      />
    );
  }
  if (snapshot.matches('confirming')) return <Waiting label="confirming" />;
  if (snapshot.matches('unconfirmed')) {
    const unpaid = context.reservation?.status === 'pending_payment';
    return (
      <Notice
        prefix={prefix}
        heading="unconfirmedTitle"
        body={unpaid ? `${t('unconfirmedBody')} ${t('unconfirmedUnpaid')}` : t('unconfirmedBody')}
        actions={
          <>
            {unpaid && (
              <Button size="lg" variant="secondary" onClick={() => send({ type: 'PAY_AGAIN' })}>
                {t('payAgain')}
              </Button>
            )}
            <Button block size="lg" onClick={() => send({ type: 'CHECK_AGAIN' })}>
              {t('checkAgain')}
            </Button>
          </>
        }
      />
    );
  }
  if (snapshot.matches('resuming')) return <Waiting label="resuming" />;
  if (snapshot.matches('resumeFailed')) {
    return (
      <Notice
        prefix={prefix}
        heading="resumeFailed"
        body={context.error ?? ''}
        actions={
          <Button block size="lg" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        }
        tone="alert"
      />
    );
  }
  return null;
}
