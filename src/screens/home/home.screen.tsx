// Home (route Index, '/' and '/preview'): the premium self-operated cars.

import { useMemo } from 'react';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { CarListView } from './car-list';
import { PREMIUM_SCOPE } from './car-list-query';
import type { CarCardFragment } from './car-list.generated';
import { listMessages } from './messages';
import { paths } from '../../routes/route-table';

const hrefFor = (car: CarCardFragment) => paths.car({ id: car.id, category: 'premium' });

export function HomeScreen() {
  const t = useMessages(listMessages);
  const share = useMemo(() => ({ title: t('premiumTitle'), description: t('premiumIntro'), image: '/media/cars/suv-white-three-quarter.svg' }), [t]);
  useShareInfo(share);
  return <CarListView scope={PREMIUM_SCOPE} title={t('premiumTitle')} intro={t('premiumIntro')} hrefFor={hrefFor} />;
}
