// The car's summary on the page's first screen, beside its title and price: the badges (motorcycle, new
// energy, the dealer's tags) and the key facts (registration, mileage, city, gearbox...). Read from what
// a tapped list card already knows as much as from the car's whole record, so they paint at once.

import { shownTags, type CarFlag } from '../../domain/car-flags';
import { dataLabel } from '../../i18n/data-labels';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Badge } from '../../ui/badge';
import { KeyValueList } from '../../ui/key-value';
import { keyFactRows } from '../common/car/meta-rows';
import type { CarDetail } from './car-view';
import * as styles from './car-summary.module.css';
import { carMessages } from './messages';

/** What the key facts and badges read; a car known only from its list card (graph/car-from-card.ts) has some of it. */
type CarFacts = Partial<
  Pick<
    CarDetail,
    'registrationDate' | 'mileageKm' | 'city' | 'gearbox' | 'displacement' | 'transfers' | 'color' | 'isMotorcycle'
  >
> & {
  newEnergy?: { isNewEnergy?: boolean } | null;
  tags?: readonly (string | undefined)[];
  openFlags?: readonly CarFlag[] | null;
};

export function KeyFacts({ car }: { car: CarFacts }) {
  const t = useMessages(carMessages);
  const items = keyFactRows(car, useLocale(), t);
  if (items.length === 0) return null;
  return <KeyValueList layout="grid" columns={3} items={items} className={styles.facts} />;
}

export function CarBadges({ car }: { car: CarFacts }) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  // A tag an open flag contradicts (无事故 on an accident car) is left out (src/domain/car-flags.ts).
  const tags = shownTags(
    (car.tags ?? []).filter((tag): tag is string => typeof tag === 'string'),
    car.openFlags,
  );
  const newEnergy = Boolean(car.newEnergy?.isNewEnergy);
  if (!car.isMotorcycle && !newEnergy && tags.length === 0) return null;
  return (
    <ul role="list" className={styles.badges}>
      {car.isMotorcycle && (
        <li>
          <Badge tone="brand" solid data-badge="motorcycle">
            {t('motorcycle')}
          </Badge>
        </li>
      )}
      {newEnergy && (
        <li>
          <Badge tone="success">{t('newEnergyBadge')}</Badge>
        </li>
      )}
      {tags.map((tag, i) => (
        <li key={`${tag}-${i}`}>
          <Badge tone="neutral">{dataLabel(tag, locale)}</Badge>
        </li>
      ))}
    </ul>
  );
}
