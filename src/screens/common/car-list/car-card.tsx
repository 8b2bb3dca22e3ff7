// One car in a list: cover, title, year, mileage, city, price (current prominent, original struck
// through, the reduction), tags and the status badge. The car's status actor decides what the card
// offers: unavailable cars are de-emphasised, early-access cars show their report entry.

import { memo } from 'react';
import { Link } from 'react-router';
import { formatMileage, formatPrice } from '../../../i18n/format';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { statusLabelText } from '../../../domain/car-status';
import { availabilityOf } from '../../../machines/car-status.machine';
import { useCarStatus } from '../../../machines/use-car-status';
import { LazyImage } from '../../../platform/lazy-image';
import { CarStatusBadge } from '../../../ui/car-status-badge';
import { Price } from '../../../ui/price';
import { BuyerToggles } from '../buyer/buyer-toggles';
import type { CarCardFragment } from './car-card.generated';
import * as styles from './car-card.module.css';
import { listMessages } from './messages';
import { paths } from '../../../routes/route-table';

export interface CarCardProps {
  car: CarCardFragment;
  /** Where the card leads (the detail path with the list's category kept). */
  href: string;
  /** The LCP image of the page: loaded at once. */
  priority?: boolean;
  /** The tap: the list seeds the car's cache record so the car page paints at once. */
  onOpen?: (car: CarCardFragment) => void;
}

function yearOf(date: string | null): string | null {
  return date?.match(/^(\d{4})/)?.[1] ?? null;
}

export const CarCard = memo(function CarCard({ car, href, priority = false, onOpen }: CarCardProps) {
  const t = useMessages(listMessages);
  const locale = useLocale();
  // The car's live status actor (the one the QA studio shows) decides what the card offers.
  const view = useCarStatus(car.id, car.status.label);
  const year = yearOf(car.registrationDate);
  const current = car.price?.current ?? null;
  const reduce = car.price?.reduce ?? null;
  const facts = [year ? t('registered', { year }) : null, car.mileageKm !== null ? formatMileage(car.mileageKm, locale) : null, car.city]
    .filter((fact): fact is string => Boolean(fact));
  const statusText = statusLabelText(view.kind, locale);
  const titleId = `car-${car.id}-title`;

  return (
    <article className={styles.card} data-unavailable={view.unavailable || undefined} data-availability={availabilityOf(view)} aria-labelledby={titleId}>
      <div className={styles.media}>
        <LazyImage src={car.cover} alt="" ratio={4 / 3} className={styles.image} priority={priority} sizes="(max-width: 600px) 40vw, 240px" />
        <CarStatusBadge kind={view.kind} className={styles.badge} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} id={titleId}>
          <Link to={href} className={styles.link} onClick={() => onOpen?.(car)}>
            {car.title}
          </Link>
        </h3>
        {facts.length > 0 && <p className={styles.facts}>{facts.join(' · ')}</p>}
        {car.tags.length > 0 && (
          <ul className={styles.tags} aria-label={locale === 'en' ? 'Highlights' : '亮点'}>
            {car.tags.slice(0, 3).map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.priceRow}>
          {current !== null ? (
            <Price amount={current} original={view.unavailable ? null : (car.price?.original ?? null)} size="lg" lang={locale} />
          ) : (
            <span className={styles.noPrice}>—</span>
          )}
          {reduce !== null && reduce > 0 && !view.unavailable && (
            <span className={styles.reduce}>{t('reduced', { amount: formatPrice(reduce, locale) })}</span>
          )}
        </div>
        {view.unavailable && <p className={styles.statusNote}>{statusText}</p>}
        {view.showsReportEntry && car.inspection && (
          <Link
            className={styles.report}
            to={paths.inspectionPreview({ id: car.id, reportId: car.inspection.reportId, business: car.inspection.business })}
          >
            {t('reportEntry')}
          </Link>
        )}
        <BuyerToggles car={{ id: car.id, title: car.title, cover: car.cover, price: current, statusLabel: car.status.label }} />
      </div>
    </article>
  );
});
