// The car page's similar cars, from the page's extras (fragment CarRecommendationsSection).

import { useMessages } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { Section } from '../../ui/section';
import * as carPageStyles from '../common/car/car-page.module.css';
import { CarCard } from '../common/car-list/car-card';
import type { CarRecommendationsSectionFragment } from './car-recommendations.generated';
import * as styles from './car-sections.module.css';
import { carMessages } from './messages';

export function RecommendationsSection({
  cars,
}: {
  cars: CarRecommendationsSectionFragment['recommendations'] | undefined;
}) {
  const t = useMessages(carMessages);
  if (!cars || cars.length === 0) return null;
  return (
    <Section id="similar" title={t('recommendations')} className={carPageStyles.block}>
      <ul role="list" className={styles.row}>
        {cars.map((car, i) => (
          <li key={`${car.id}-${i}`} className={styles.similarItem}>
            <CarCard car={car} href={paths.car({ id: car.id })} variant="tile" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
