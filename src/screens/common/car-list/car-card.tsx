// One car as a card, in two shapes. The list row (home, discount, wholesale, board), compact so three
// fit a phone's screen under the sticky bars: cover, title, year, mileage, city, the reduction and tags
// on one line, the price (current prominent, original struck through) beside the buyer's icon toggles,
// the status badge, the report entry of early-access cars, and, above the tags, one small warning chip
// when a flag is still open about the car (a mileage doubt, an unrepaired flaw, an accident; "+1" for more). The tile (the car
// page's similar cars, a sideways row): cover, title, facts, a small price and the badge. Both read
// the graph's status field, so unavailable cars step back the same way wherever they are shown.

import { Fragment, memo } from 'react';
import { Link } from 'react-router';
import { dataLabel } from '../../../i18n/data-labels';
import { formatMileage, formatPrice } from '../../../i18n/format';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { shownTags, type CarFlag } from '../../../domain/car-flags';
import { statusLabelText } from '../../../domain/car-status';
import { availabilityOf, viewOfKind } from '../../../machines/car-status.machine';
import { LazyImage } from '../../../platform/lazy-image';
import { CarStatusBadge } from '../../../ui/car-status-badge';
import { Price } from '../../../ui/price';
import { BuyerToggles } from '../buyer/buyer-toggles';
import { FlagChips } from '../car/car-flags';
import type { CarCardFragment } from './car-card.generated';
import * as styles from './car-card.module.css';
import { listMessages } from './messages';
import { inspectionReportPath } from '../../../routes/report-links';

/** What a card reads: the list's CarCard fragment; a tile's query may leave out what only rows show. */
export type CarCardData = Pick<
  CarCardFragment,
  'id' | 'title' | 'cover' | 'registrationDate' | 'mileageKm' | 'city' | 'status'
> & {
  price?: { current?: number | null; original?: number | null; reduce?: number | null } | null;
  tags?: readonly string[];
  inspection?: CarCardFragment['inspection'];
  /** What is still open about the car: a small warning chip per kind (src/domain/car-flags.ts). */
  openFlags?: readonly CarFlag[];
};

export interface CarCardProps<C extends CarCardData> {
  car: C;
  /** Where the card leads (the detail path, with the list's category kept). */
  href: string;
  variant?: 'row' | 'tile';
  /** The LCP image of the page: loaded at once. */
  priority?: boolean;
}

function yearOf(date: string | null): string | null {
  return date?.match(/^(\d{4})/)?.[1] ?? null;
}

function CarCardView<C extends CarCardData>({ car, href, variant = 'row', priority = false }: CarCardProps<C>) {
  const t = useMessages(listMessages);
  const locale = useLocale();
  // The graph's status field decides what the card offers (the car page reads the same field).
  const view = viewOfKind(car.status.kind);
  const row = variant === 'row';
  const year = yearOf(car.registrationDate);
  const current = car.price?.current ?? null;
  const reduce = car.price?.reduce ?? null;
  // A tag an open flag contradicts (无事故 on an accident car) is not shown beside it.
  const tags = shownTags(car.tags ?? [], car.openFlags);
  const facts = [
    year ? t('registered', { year }) : null,
    car.mileageKm !== null ? formatMileage(car.mileageKm, locale) : null,
    car.city ? dataLabel(car.city, locale) : null,
  ].filter((fact): fact is string => Boolean(fact));
  // A stable id (the browser tests and the kept list's scroll find a card by it); a car can be both a
  // list row and a similar-cars tile on screen at once, so the variant is part of it.
  const titleId = `car-${car.id}-${variant}-title`;
  const showReduce = row && reduce !== null && reduce > 0 && !view.unavailable;
  const badge = <CarStatusBadge kind={view.kind} className={row ? styles.badge : undefined} />;

  return (
    <article
      className={styles.card}
      data-variant={variant}
      data-unavailable={view.unavailable || undefined}
      data-availability={availabilityOf(view)}
      aria-labelledby={titleId}
    >
      <div className={styles.media}>
        <LazyImage src={car.cover} alt="" ratio={4 / 3} className={styles.image} priority={priority} />
        {row && badge}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} id={titleId}>
          <Link to={href} className={styles.link}>
            {car.title}
          </Link>
        </h3>
        {facts.length > 0 && (
          // Each fact keeps to one line (no "南/京"); a narrow card breaks between facts.
          <p className={styles.facts}>
            {facts.map((fact, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <span className={styles.fact}>{fact}</span>
              </Fragment>
            ))}
          </p>
        )}
        {/* No spacing of the card's own on the chips: a rule here and car-flags.module.css's would win by
            which chunk's style sheet came last, so the card's height changed after a car page loaded. */}
        <FlagChips flags={car.openFlags} compact />
        {row && (tags.length > 0 || showReduce) && (
          <ul className={styles.tags} aria-label={locale === 'en' ? 'Highlights' : '亮点'}>
            {showReduce && <li className={styles.reduce}>{t('reduced', { amount: formatPrice(reduce, locale) })}</li>}
            {tags.slice(0, 3).map((tag) => (
              <li key={tag} className={styles.tag}>
                {dataLabel(tag, locale)}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.priceRow}>
          {current !== null ? (
            <Price
              amount={current}
              original={row && !view.unavailable ? (car.price?.original ?? null) : null}
              size={row ? 'lg' : 'sm'}
              lang={locale}
              className={styles.price}
            />
          ) : (
            <span className={styles.noPrice}>—</span>
          )}
          {!row && badge}
          {row && (
            <BuyerToggles
              car={{ id: car.id, title: car.title, cover: car.cover, price: current, statusLabel: car.status.label }}
            />
          )}
        </div>
        {row && view.unavailable && <p className={styles.statusNote}>{statusLabelText(view.kind, locale)}</p>}
        {row && view.showsReportEntry && car.inspection && (
          <Link className={styles.report} to={inspectionReportPath(car.id, car.inspection, view.kind)}>
            {t('reportEntry')}
          </Link>
        )}
      </div>
    </article>
  );
}

export const CarCard = memo(CarCardView) as typeof CarCardView;
