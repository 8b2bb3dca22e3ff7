// The sticky bar at the bottom of the car page: ask, call and book while the car can be had; see
// similar cars when it cannot. It sits above the home indicator (safe-area inset).

import { useMessages } from '../../i18n/i18n';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon';
import type { CarStatusView } from '../../machines/car-status.machine';
import * as styles from './car-action-bar.module.css';
import { telHref } from '../common/car/car-consultant';
import { LinkButton } from '../common/car/link-button';
import { carMessages } from '../common/car/messages';
import { paths } from '../../routes/route-table';
import * as carPageStyles from '../common/car/car-page.module.css';
import { cx } from '../../ui/class-names';

export function CarActionBar({ carId, view, phone, hasSimilar }: { carId: string; view: CarStatusView; phone?: string | null; hasSimilar: boolean }) {
  const t = useMessages(carMessages);
  return (
    <nav className={cx(carPageStyles.actionBar, styles.bar)} aria-label={t('actions')}>
      <div className={styles.inner}>
        <Link className={styles.iconAction} to={paths.carFaq({ id: carId })}>
          <Icon name="chat" size={22} />
          <span>{t('consult')}</span>
        </Link>
        {phone && (
          <a className={styles.iconAction} href={telHref(phone)}>
            <Icon name="phone" size={22} />
            <span>{t('call')}</span>
          </a>
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
          ) : view.reserved ? (
            <LinkButton href={paths.carFaq({ id: carId, topic: 'notify' })} block size="lg" variant="secondary">
              {t('notifyMe')}
            </LinkButton>
          ) : (
            <LinkButton href={paths.carFaq({ id: carId, topic: 'book' })} block size="lg">
              {t('book')}
            </LinkButton>
          )}
        </div>
      </div>
    </nav>
  );
}
