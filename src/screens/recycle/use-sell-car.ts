// The sell-car flow behind the Recycle screen: the sellCar machine given its GraphQL actors and the
// draft store, the QA studio's swap, and the draft written once more when the page is hidden.

import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { SellCarForm, SellCarOptionLists } from '../../domain/sell-car-form';
import { submittedModel } from '../../domain/sell-car-options';
import { sellCarMachine, type SellCarResult } from '../../machines/sell-car.machine';
import { useDraftStore, type DraftTier } from '../../platform/draft-store';
import { useStudioActor } from '../common/use-studio-actor';
import { RecycleOptionsDocument, RecycleSubmitDocument } from './recycle.generated';
import { createSellCarDraftStore } from './sell-car-draft';

export function useSellCar() {
  const client = useApolloClient();
  const store = useDraftStore(createSellCarDraftStore);
  const [initialDraft] = useState(() => store.load());
  const [tier, setTier] = useState<DraftTier>('local');

  const machine = useMemo(
    () =>
      sellCarMachine.provide({
        actors: {
          loadOptions: fromPromise(async (): Promise<SellCarOptionLists> => {
            const { data, error } = await client.query({ query: RecycleOptionsDocument, fetchPolicy: 'network-only' });
            if (error || !data) throw error ?? new Error('No options');
            return {
              registrationYears: data.sellCarOptions.registrationYears,
              mileageBands: data.sellCarOptions.mileageBands,
              serviceSubstations: data.sellCarOptions.serviceSubstations,
              carModels: data.carModels,
              regions: data.regions,
              brands: data.brands,
            };
          }),
          submitSellCar: fromPromise(
            async ({ input }: { input: { form: SellCarForm; idempotencyKey: string } }): Promise<SellCarResult> => {
              const { form, idempotencyKey } = input;
              const { data } = await client.mutate({
                mutation: RecycleSubmitDocument,
                variables: {
                  idempotencyKey,
                  name: form.name.trim(),
                  phone: form.phone.replace(/\s+/g, ''),
                  model: submittedModel(form.model, form.modelOther),
                  region: form.region,
                  registrationYear: form.registrationYear,
                  mileage: form.mileage,
                  substationId: form.substationId,
                  remark: form.remark.trim() || null,
                },
              });
              if (!data) throw new Error('No result');
              return data.sellCar;
            },
          ),
        },
        actions: {
          saveDraft: (_, draft) => setTier(store.save(draft)),
          clearDraft: () => store.clear(),
        },
      }),
    [client, store],
  );

  const own = useActorRef(machine, { input: { draft: initialDraft } });
  // The QA studio can swap in an actor restored from an earlier snapshot (src/screens/common/use-studio-actor.ts).
  const actor = useStudioActor('sellCar', own);
  const snapshot = useSelector(actor, (s) => s);

  // Backgrounding, app switches and a killed in-app browser: write the latest draft once more.
  useEffect(
    () =>
      store.bindLifecycle(window, () => {
        const current = actor.getSnapshot();
        return current.matches('done')
          ? null
          : { form: current.context.form, idempotencyKey: current.context.idempotencyKey };
      }),
    [actor, store],
  );

  return { actor, snapshot, initialDraft, tier };
}

export type SellCarFlow = ReturnType<typeof useSellCar>;
