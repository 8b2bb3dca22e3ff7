// The buyer's toggles on every car card and on the car page: 收藏 / Save and 对比 / Compare, each a
// button with aria-pressed. On a card they are icon buttons (44 px, the name kept for assistive tech):
// a heart that fills when saved, two sheets side by side that fill when the car is in the tray. Whether
// a car is saved comes from the graph (Query.buyerState, one watch shared by every toggle:
// saved-cars.ts); the compare tray is its machine (compare-tray.ts).

import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useMessages } from '../../../i18n/i18n';
import { useAppServices } from '../../../platform/app-services';
import { afterNextPaint } from '../../../platform/idle';
import { useToast } from '../../../ui/toast-provider';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import { ToggleSavedCarDocument, type SavedCarInput } from './buyer-state.generated';
import * as styles from './buyer-toggles.module.css';
import { useCompareTray } from './compare-tray';
import { buyerMessages } from './messages';
import { useIsSaved } from './saved-cars';

export type ToggleCar = SavedCarInput;

export type ToggleVariant = 'chip' | 'bar' | 'icon';

export function SaveToggle({ car, variant = 'chip' }: { car: ToggleCar; variant?: ToggleVariant }) {
  const t = useMessages(buyerMessages);
  const toast = useToast();
  const saved = useIsSaved(car.id);
  // The client's mutate, not useMutation: a card's toggle keeps no result, only whether it is waiting.
  const client = useApolloClient();
  const { analytics } = useAppServices();
  // The tap's answer first: the heart shows the state asked for in the frame after the tap, and the
  // graph's change (the store, the header's count, every toggle of the car) runs after that paint. The
  // graph's answer then decides (a full list of saved cars leaves the heart empty again).
  const [asked, setAsked] = useState<boolean | null>(null);
  const pressed = asked ?? saved;
  const onClick = () => {
    setAsked(!pressed);
    const { id, title, cover, price, statusLabel } = car;
    const variables = {
      car: { id, title, cover: cover ?? null, price: price ?? null, statusLabel: statusLabel ?? null },
    };
    afterNextPaint(() => void save(variables));
  };
  const save = (variables: { car: SavedCarInput }) =>
    client
      .mutate({ mutation: ToggleSavedCarDocument, variables })
      .then(({ data }) => {
        const outcome = data?.toggleSavedCar.outcome;
        if (!outcome) return;
        if (outcome === 'FULL') toast.show(t('savedFull'), { tone: 'warning' });
        else toast.show(t(outcome === 'SAVED' ? 'savedToast' : 'unsavedToast'));
        if (outcome !== 'FULL') analytics.track('buyer_save', { carId: variables.car.id, saved: outcome === 'SAVED' });
      })
      // A failure is presented by the graph's error link; the toggle shows the graph's state again.
      .catch(() => undefined)
      .finally(() => setAsked(null));
  return (
    // The name stays 收藏 / Save in both states (aria-pressed says which), as the visible text does.
    <button
      type="button"
      className={cx(styles.toggle, styles[variant])}
      aria-pressed={pressed}
      disabled={asked !== null}
      onClick={onClick}
    >
      <Icon
        name="heart"
        size={variant === 'icon' ? 22 : 18}
        filled={pressed}
        className={pressed ? styles.on : undefined}
      />
      <span className={variant === 'icon' ? 'visually-hidden' : undefined}>{t('save')}</span>
    </button>
  );
}

export function CompareToggle({ id, variant = 'chip' }: { id: string; variant?: ToggleVariant }) {
  const t = useMessages(buyerMessages);
  const toast = useToast();
  const { actor, ids } = useCompareTray();
  const { analytics } = useAppServices();
  const pressed = ids.includes(id);
  const onClick = () => {
    actor.send({ type: 'TOGGLE', id });
    const after = actor.getSnapshot();
    if (after.context.refused === id) {
      toast.show(t('compareFull'), { tone: 'warning' });
      return;
    }
    const added = after.context.ids.includes(id);
    toast.show(added ? t('compareAdded', { count: after.context.ids.length }) : t('compareRemoved'));
    analytics.track('buyer_compare', { carId: id, added, count: after.context.ids.length });
  };
  return (
    <button type="button" className={cx(styles.toggle, styles[variant])} aria-pressed={pressed} onClick={onClick}>
      <Icon name="compare" size={variant === 'icon' ? 22 : 18} className={pressed ? styles.on : undefined} />
      <span className={variant === 'icon' ? 'visually-hidden' : undefined}>{t('compare')}</span>
    </button>
  );
}

/** Both toggles side by side, as on a car card (icon buttons there). */
export function BuyerToggles({ car, variant = 'icon' }: { car: ToggleCar; variant?: ToggleVariant }) {
  return (
    <div className={styles.row}>
      <SaveToggle car={car} variant={variant} />
      <CompareToggle id={car.id} variant={variant} />
    </div>
  );
}
