// A compact car tile for the "similar cars" row.

import { Link } from 'react-router';
import { formatMileage, formatMonth } from '../../i18n/format';
import { useLocale } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Price } from '../../ui/price';
import type { CarStatusKind } from '../../domain/car-status';
import { CarStatusBadge } from '../../ui/car-status-badge';
import * as styles from './car-card.module.css';
import { paths } from '../../routes/route-table';

export interface CarCardData {
  id: string;
  title: string;
  cover?: string | null;
  registrationDate?: string | null;
  mileageKm?: number | null;
  city?: string | null;
  price?: { current?: number | null; original?: number | null } | null;
  status: { kind: CarStatusKind };
}

export function CarCard({ car }: { car: CarCardData }) {
  const locale = useLocale();
  const facts = [
    car.registrationDate ? formatMonth(car.registrationDate, locale) : null,
    car.mileageKm != null ? formatMileage(car.mileageKm, locale) : null,
    car.city,
  ].filter(Boolean);
  const current = car.price?.current;
  return (
    <li className={styles.card}>
      <Link to={paths.car({ id: car.id })} className={styles.link}>
        <LazyImage src={car.cover} alt="" ratio={4 / 3} className={styles.cover} />
        <span className={styles.body}>
          <span className={styles.title}>{car.title}</span>
          {facts.length > 0 && <span className={styles.facts}>{facts.join(' · ')}</span>}
          <span className={styles.bottom}>
            {typeof current === 'number' && current > 0 ? <Price amount={current} size="sm" lang={locale} /> : null}
            <CarStatusBadge kind={car.status.kind} />
          </span>
        </span>
      </Link>
    </li>
  );
}
