// How a reservation ends, or why it cannot start: no payment here (book a viewing instead), the refund
// under way and done, the car reserved or sold by someone else, the order or the hold expired, the order
// failed. Nothing in any other step.

import { useMessages } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { reservationMessages } from './messages';
import { Notice } from './reservation-parts';
import type { ReservationFlow } from './use-reservation';
import { Spinner } from '../../../ui/spinner';

export interface OutcomeNoticesProps {
  prefix: string;
  flow: ReservationFlow;
  /** The deposit, formatted. */
  amount: string;
  onClose: () => void;
  onBookViewing: () => void;
}

export function OutcomeNotices({ prefix, flow, amount, onClose, onBookViewing }: OutcomeNoticesProps) {
  const t = useMessages(reservationMessages);
  const { actor, snapshot } = flow;
  const { context } = snapshot;
  const send = actor.send;
  if (snapshot.matches('cannotPay')) {
    return (
      <Notice
        prefix={prefix}
        heading="cannotPayTitle"
        body={t('cannotPayBody')}
        actions={
          <Button block size="lg" onClick={onBookViewing}>
            {t('bookViewing')}
          </Button>
        }
      />
    );
  }
  if (snapshot.matches('refunding')) {
    return (
      <Notice
        prefix={prefix}
        heading="refundingTitle"
        body={t('refundingBody')}
        actions={
          snapshot.matches({ refunding: 'idle' }) ? (
            <Button block size="lg" variant="secondary" onClick={() => send({ type: 'CHECK_AGAIN' })}>
              {t('checkAgain')}
            </Button>
          ) : (
            <Spinner size="sm" label={t('checkAgain')} />
          )
        }
      />
    );
  }
  if (snapshot.matches('refunded')) {
    return (
      <Notice
        prefix={prefix}
        heading="refundedTitle"
        body={t('refundedBody', { amount })}
        actions={
          <Button block size="lg" onClick={onClose}>
            {t('close')}
          </Button>
        }
        tone="info"
        icon="check"
      />
    );
  }
  if (snapshot.matches('refused')) {
    const refusal = context.refusal;
    return (
      <Notice
        prefix={prefix}
        heading={refusal?.refusal === 'sold' ? 'soldTitle' : 'reservedTitle'}
        body={[refusal?.message, t('refusedBody')].filter(Boolean).join(' ')}
        actions={
          <Button block size="lg" href="#similar" onClick={onClose}>
            {t('similar')}
          </Button>
        }
        tone="alert"
      />
    );
  }
  if (snapshot.matches('expired') && context.reservation?.refundStatus) {
    // A hold whose time ran out: the car is on sale again, and the deposit's refund is as the server says.
    return (
      <Notice
        prefix={prefix}
        heading="holdEndedTitle"
        body={t('holdEndedBody', {
          refund: t(context.reservation.refundStatus === 'refunded' ? 'holdEndedRefunded' : 'holdEndedRefunding'),
        })}
        actions={
          <Button block size="lg" onClick={() => send({ type: 'START_OVER' })}>
            {t('startOver')}
          </Button>
        }
      />
    );
  }
  if (snapshot.matches('expired') || snapshot.matches('orderFailed')) {
    const expired = snapshot.matches('expired');
    return (
      <Notice
        prefix={prefix}
        heading={expired ? 'expiredTitle' : 'orderFailedTitle'}
        body={t(expired ? 'expiredBody' : 'orderFailedBody')}
        actions={
          <Button block size="lg" onClick={() => send({ type: 'START_OVER' })}>
            {t('startOver')}
          </Button>
        }
        tone="alert"
      />
    );
  }
  return null;
}
