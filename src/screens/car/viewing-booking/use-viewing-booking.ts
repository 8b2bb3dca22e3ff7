// The viewing-booking flow behind the sheet: the viewingBooking machine given its booking actor and
// the draft store, the QA studio's swap, the showroom list (the car's own showroom chosen for a buyer
// who has not chosen yet), and the draft written once more when the page is hidden.

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ViewingForm } from '../../../domain/viewing';
import { viewingBookingMachine, type ViewingBookingResult } from '../../../machines/viewing-booking.machine';
import { useDraftStore, type DraftTier } from '../../../platform/draft-store';
import { useStudioActor } from '../../common/use-studio-actor';
import { createViewingDraftStore } from './viewing-draft';
import { BookViewingDocument, ViewingShowroomsDocument } from './viewing-booking.generated';
import { CarViewingBookingsDocument } from './viewing-bookings.generated';

export interface ViewingCar {
  id: string;
  title: string;
  substationId: string | null;
}

export function useViewingBooking(car: ViewingCar) {
  const client = useApolloClient();
  const store = useDraftStore(createViewingDraftStore);
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

  return { actor, snapshot, showrooms, list, tier };
}

export type ViewingBookingFlow = ReturnType<typeof useViewingBooking>;
