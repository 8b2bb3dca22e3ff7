// The sticky bar at the bottom of the car page: ask, call and book while the car can be had; see
// similar cars when it cannot. It sits above the home indicator (safe-area inset).

import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon';
import type { CarStatusView } from '../../machines/car-status.machine';
import * as styles from './car-action-bar.module.css';
import { usePersonCall, type Callee } from '../common/call/call-person';
import { Spinner } from '../../ui/spinner';
import { LinkButton } from '../common/car/link-button';
import { Button } from '../../ui/button';
import { carMessages } from './messages';
import { paths } from '../../routes/paths';
import * as carPageStyles from '../common/car/car-page.module.css';
import { cx } from '../../ui/class-names';

export function CarActionBar({
  carId,
  view,
  consultant,
  hasSimilar,
  onBook,
  onBookIntent,
  reserve,
  heldForBuyer = false,
  bookedDay = null,
}: {
  carId: string;
  view: CarStatusView;
  consultant?: Callee | null;
  hasSimilar: boolean;
  /** Opens the viewing booking (its code loads on first use; `onBookIntent` starts that early). */
  onBook: () => void;
  onBookIntent?: () => void;
  /** "Reserve" with a deposit, next to "Book a viewing" (src/screens/car/reservation; null when off). */
  reserve?: ReactNode;
  /** The car reads reserved because this buyer holds it: the bar still books the viewing. */
  heldForBuyer?: boolean;
  /** The day of the buyer's booking of this car, written for the locale: the bar says so and links to it. */
  bookedDay?: string | null;
}) {
  const t = useMessages(carMessages);
  // The record masks the consultant's number: the tap asks for the real one, then dials.
  const call = usePersonCall(consultant, { className: styles.callStatus });
  return (
    <nav className={cx(carPageStyles.actionBar, styles.bar)} aria-label={t('actions')}>
      {call.status}
      <div className={styles.inner}>
        <Link className={styles.iconAction} to={paths.carFaq({ id: carId })}>
          <Icon name="chat" size={22} />
          <span>{t('consult')}</span>
        </Link>
        {consultant && (
          <button type="button" className={styles.iconAction} onClick={call.start} aria-busy={call.busy}>
            {call.busy ? <Spinner size="sm" label={null} /> : <Icon name="phone" size={22} />}
            <span>{t('call')}</span>
            <span className="visually-hidden"> {consultant.name}</span>
          </button>
        )}
        <div className={styles.primary}>
          {view.unavailable ? (
            hasSimilar ? (
              <LinkButton href="#similar" block size="lg">
                {t('similarCars')}
              </LinkButton>
            ) : (
              <LinkButton href={paths.index()} block size="lg">
                {t('backHome')}
              </LinkButton>
            )
          ) : view.reserved && !heldForBuyer ? (
            <LinkButton href={paths.carFaq({ id: carId, topic: 'notify' })} block size="lg" variant="secondary">
              {t('notifyMe')}
            </LinkButton>
          ) : (
            <div className={styles.pair}>
              {reserve}
              {bookedDay ? (
                <LinkButton href="#viewing-booking" block size="lg" variant="secondary">
                  {t('bookedBar')}
                  {/* The day and time are on the booking's note; a screen reader hears them here too. */}
                  <span className="visually-hidden">{` ${bookedDay}`}</span>
                </LinkButton>
              ) : (
                <Button block size="lg" onClick={onBook} onPointerDown={onBookIntent} onFocus={onBookIntent}>
                  {t('book')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
    </nav>
  );
}
