// The reservation flow behind the sheet: the reservation machine given its actors (create the order with
// its idempotency key, read the server's status, cancel, ask WeChat to pay) and its actions (the draft
// store, the H5 payment page, the car's record read again), the QA studio's swap, and the draft written
// once more when the page is hidden. The draft the sheet starts from is the device's, or this car's own
// reservation when the device's draft is of another car.

import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { settings } from '../../../config/env';
import { emptyReservationForm } from '../../../domain/reservation';
import {
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
import { useStudioActor } from '../../common/use-studio-actor';
import { createReservationDraftStore } from './reservation-draft';
import { paymentPage, reservationTiming } from './payment-page';
import { ReservationStatusDocument, type ReservationFieldsFragment } from './reservation-status.generated';
import { CancelReservationDocument, CreateReservationDocument } from './reservation.generated';
import { CarDetailDocument } from '../car.generated';

export interface ReservationCar {
  id: string;
  title: string;
}

export interface ReservationFlowOptions {
  car: ReservationCar;
  /** Every saved draft (null once cleared): the car page's panel follows the reservation. */
  onDraft?: (draft: ReservationDraft | null) => void;
  /** This car's reservation the page knows of (its draft, or the buyer's own data): the sheet resumes it. */
  reservationId: string | null;
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

export function useReservation({ car, onDraft, reservationId }: ReservationFlowOptions) {
  const client = useApolloClient();
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

  return { actor, snapshot, tier };
}

export type ReservationFlow = ReturnType<typeof useReservation>;
