// What the car page holds of the reservation before it is used (decision note 200): the "Reserve" button
// next to "Book a viewing" on a car on sale, the sheet's loader (its code is a chunk of its own, fetched on
// the first tap or touch of "Reserve") and the panel that shows a reservation of this car made on this
// device (reference, countdown, cancel), read from the draft in storage. With RESERVATIONS off none of it
// shows. Coming back from the H5 payment page, the sheet opens again where the buyer was.

import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { settings } from '../../../config/env';
import { timeLeft } from '../../../domain/reservation';
import { useLocale, useMessages } from '../../../i18n/i18n';
import type { CarStatusView } from '../../../machines/car-status.machine';
import type { ReservationDraft } from '../../../machines/reservation.machine';
import { useAppServicesOrNull } from '../../../platform/app-services';
import type { DraftMemory } from '../../../platform/draft-store';
import { useFirstScreenShown } from '../../../platform/first-screen-shown';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import * as panelStyles from '../../../ui/panel.module.css';
import { Spinner } from '../../../ui/spinner';
import { LazyPart, lazyPart } from '../../common/lazy-part';
import { useHasKeptReservation } from '../../common/buyer/saved-cars';
import { reservationEntryMessages } from './entry-messages';
import { loadReservationDraft } from './reservation-draft';
import type { ReservationSheetProps } from './reservation-sheet';
import { CarKeptReservationDocument, ReservationStatusDocument } from './reservation-status.generated';
import * as styles from './reservation.module.css';

export const reservationPart = lazyPart<ReservationSheetProps>(() =>
  import('./reservation-sheet').then((module) => module.ReservationSheet),
);

interface CarForReservation {
  id: string;
  title: string;
}

/** The draft of this car (in the app's memory or in storage), if it names a reservation. */
function storedReservation(carId: string, memory: DraftMemory | undefined): ReservationDraft | null {
  const draft = loadReservationDraft(memory);
  return draft && draft.carId === carId && draft.reservationId ? draft : null;
}

/**
 * The reservation's parts of the car page: `button` (for the action bar), `panel` (below the summary) and
 * `sheet` (the overlay), all null when RESERVATIONS is off or the car’s record is not here yet; and
 * `heldForBuyer`, a reserved car held for this buyer (the bar still books the viewing).
 */
export function useCarReservation(
  car: CarForReservation | null,
  status: CarStatusView,
  onBookViewing: () => void,
): { button: ReactNode; panel: ReactNode; sheet: ReactNode; heldForBuyer: boolean } {
  const t = useMessages(reservationEntryMessages);
  const carId = car?.id ?? null;
  const [sheet, setSheet] = useState<'never' | 'open' | 'closed'>('never');
  const drafts = useAppServicesOrNull()?.drafts;
  const [draft, setDraft] = useState<ReservationDraft | null>(() => (carId ? storedReservation(carId, drafts) : null));
  useEffect(() => {
    const stored = carId ? storedReservation(carId, drafts) : null;
    setDraft(stored);
    // Back from the H5 payment page: the sheet opens where the buyer was ("I have paid").
    if (stored?.h5Pending && settings.reservations) {
      reservationPart.preload();
      setSheet('open');
    }
  }, [carId, drafts]);
  // The device keeps one draft: a reservation of this car made before another car's draft replaced
  // it is still in the buyer's own data (the buyer state, watched once the first screen has been
  // shown, says which cars have one; only then is the reservation area asked).
  const hasKept = useHasKeptReservation(carId);
  const { data: kept } = useQuery(
    CarKeptReservationDocument,
    carId && !draft && settings.reservations && hasKept ? { variables: { carId } } : skipToken,
  );
  const reservationId = draft?.reservationId ?? kept?.myReservations[0]?.id ?? null;
  const onDraft = useCallback(
    (next: ReservationDraft | null) => setDraft(next && next.carId === carId && next.reservationId ? next : null),
    [carId],
  );
  const openSheet = useCallback(() => setSheet('open'), []);
  const bookViewing = useCallback(() => {
    setSheet('closed');
    onBookViewing();
  }, [onBookViewing]);

  if (!settings.reservations || !car) return { button: null, panel: null, sheet: null, heldForBuyer: false };
  // On sale only: a reserved or sold car offers no reservation (its panel still shows the buyer's own).
  const reservable = !status.unavailable && !status.reserved && status.buyable;
  return {
    button: reservable ? (
      <Button
        className={styles.reserve}
        size="lg"
        variant="secondary"
        onClick={openSheet}
        onPointerDown={reservationPart.preload}
        onFocus={reservationPart.preload}
        title={t('reserveHint')}
      >
        {t('reserve')}
      </Button>
    ) : null,
    // A reserved car this device holds a reservation of is (almost surely) held for this buyer.
    heldForBuyer: status.reserved && reservationId !== null,
    panel: reservationId ? <ReservationPanel reservationId={reservationId} onOpen={openSheet} /> : null,
    sheet:
      sheet === 'never' ? null : (
        <ReservationLoader
          open={sheet === 'open'}
          onClose={() => setSheet('closed')}
          car={car}
          onBookViewing={bookViewing}
          onDraft={onDraft}
          reservationId={reservationId}
        />
      ),
  };
}

/** The sheet, once asked for: a spinner over the page while its chunk loads, an inline retry if it fails. */
function ReservationLoader(props: ReservationSheetProps) {
  const t = useMessages(reservationEntryMessages);
  return (
    <LazyPart
      part={reservationPart}
      placeholder={
        props.open ? (
          <div className={styles.loading}>
            <Spinner label={t('title')} />
          </div>
        ) : null
      }
      errorTitle={t('loadError')}
      frame={(content) => (props.open ? <div className={styles.loading}>{content}</div> : null)}
      render={(Sheet) => <Sheet {...props} />}
    />
  );
}

/**
 * The buyer's reservation of this car, as the server has it now: held (reference, countdown, where),
 * being confirmed or being refunded. Read once the first screen has been shown; an expired or refunded
 * reservation shows nothing.
 */
function ReservationPanel({ reservationId, onOpen }: { reservationId: string; onOpen: () => void }) {
  const t = useMessages(reservationEntryMessages);
  const locale = useLocale();
  const { data } = useQuery(ReservationStatusDocument, {
    variables: { id: reservationId },
    skip: !useFirstScreenShown(),
    fetchPolicy: 'cache-and-network',
  });
  const reservation = data?.reservation;
  const [now, setNow] = useState(() => Date.now());
  const holdUntil = reservation?.holdUntil;
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [holdUntil]);
  if (!reservation) return null;
  const heading =
    reservation.status === 'HELD'
      ? t('panelHeld')
      : reservation.status === 'PAID_UNCONFIRMED'
        ? t('panelConfirming')
        : reservation.status === 'CANCEL_REQUESTED' || reservation.status === 'REFUND_PENDING'
          ? t('panelRefunding')
          : null;
  if (!heading) return null;
  const left = timeLeft(reservation.holdUntil, now);
  return (
    <section
      className={cx(panelStyles.surface, styles.panel)}
      aria-labelledby="car-reservation"
      id="car-reservation-panel"
    >
      <Icon name="check" size={22} />
      <div className={styles.panelBody}>
        <h2 id="car-reservation" className={styles.panelTitle}>
          {heading}
        </h2>
        <p>{t('panelReference', { reference: reservation.reference })}</p>
        {reservation.status === 'HELD' && reservation.holdUntil && left && (
          <p>
            {t('panelUntil', {
              time: new Date(reservation.holdUntil).toLocaleString(locale),
              hours: left.hours,
              minutes: left.minutes,
            })}
          </p>
        )}
        {reservation.showroom && (
          <p>{t('panelShowroom', { name: reservation.showroom.name, address: reservation.showroom.address })}</p>
        )}
        <div className={styles.panelActions}>
          <Button size="md" variant="secondary" onClick={onOpen} onPointerDown={reservationPart.preload}>
            {reservation.status === 'HELD' ? t('panelCancel') : t('panelOpen')}
          </Button>
        </div>
      </div>
    </section>
  );
}
