// One car in a list: cover, title, year, mileage, city, price (current prominent, original struck
// through, the reduction), tags and the status badge. The status machine decides what the card
// offers: unavailable cars are de-emphasised, early-access cars show their report entry.

import { memo } from 'react';
import { Link } from 'react-router';
import { formatMileage, formatPrice } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { carStatusView } from '../../machines/car-status.machine';
import { LazyImage } from '../../platform/lazy-image';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Price } from '../../ui/price';
import { BuyerToggles } from '../buyer/buyer-toggles';
import type { CarCardFragment } from './car-list.generated';
import styles from './car-card.module.css';
import { listMessages } from './messages';

const TONE: Record<CarCardFragment['status']['kind'], BadgeTone> = {
  ON_SALE: 'success',
  EARLY_ACCESS: 'brand',
  ORDERED: 'warning',
  SOLD_IN_EARLY_ACCESS: 'neutral',
  CUT_OFF: 'neutral',
  SOLD: 'neutral',
  OFF_SHELF: 'neutral',
};

export interface CarCardProps {
  car: CarCardFragment;
  /** Where the card leads (the detail path with the list's category kept). */
  href: string;
  /** The LCP image of the page: loaded at once. */
  priority?: boolean;
  onOpen?: (car: CarCardFragment) => void;
}

// A handful of labels: the status machine runs once per label, not once per card that scrolls in.
const viewsByLabel = new Map<string, ReturnType<typeof carStatusView>>();
function statusViewOf(label: string): ReturnType<typeof carStatusView> {
  let view = viewsByLabel.get(label);
  if (!view) {
    view = carStatusView(label);
    if (viewsByLabel.size < 64) viewsByLabel.set(label, view);
  }
  return view;
}

function yearOf(date: string | null): string | null {
  return date?.match(/^(\d{4})/)?.[1] ?? null;
}

export const CarCard = memo(function CarCard({ car, href, priority = false, onOpen }: CarCardProps) {
  const t = useMessages(listMessages);
  const locale = useLocale();
  const view = statusViewOf(car.status.label);
  const year = yearOf(car.registrationDate);
  const current = car.price?.current ?? null;
  const reduce = car.price?.reduce ?? null;
  const facts = [year ? t('registered', { year }) : null, car.mileageKm !== null ? formatMileage(car.mileageKm, locale) : null, car.city]
    .filter((fact): fact is string => Boolean(fact));
  const statusText = t(`status_${view.kind}`);
  const titleId = `car-${car.id}-title`;

  return (
    <article className={styles.card} data-unavailable={view.unavailable || undefined} aria-labelledby={titleId}>
      <div className={styles.media}>
        <LazyImage src={car.cover} alt="" ratio={4 / 3} className={styles.image} priority={priority} sizes="(max-width: 600px) 40vw, 240px" />
        {view.kind !== 'ON_SALE' && (
          <span className={styles.badge}>
            <Badge tone={TONE[view.kind]} solid={view.kind === 'EARLY_ACCESS'}>
              {statusText}
            </Badge>
          </span>
        )}
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
            to={`/car/${encodeURIComponent(car.id)}/report-inspection-preview/${encodeURIComponent(car.inspection.reportId)}/business/${encodeURIComponent(car.inspection.business)}`}
          >
            {t('reportEntry')}
          </Link>
        )}
        <BuyerToggles car={{ id: car.id, title: car.title, cover: car.cover, price: current, statusLabel: car.status.label }} />
      </div>
    </article>
  );
});
