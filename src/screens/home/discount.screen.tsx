// The discount zone (route StandardDiscount, /discount?category=discount).

import { useMemo } from 'react';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { CarListView } from './car-list';
import { DISCOUNT_SCOPE } from './car-list-query';
import type { CarCardFragment } from './car-list.generated';
import { listMessages } from './messages';
import { paths } from '../../routes/route-table';

const REQUIRED = { category: 'discount' };
const hrefFor = (car: CarCardFragment) => paths.car({ id: car.id, category: 'discount' });

export function DiscountScreen() {
  const t = useMessages(listMessages);
  const share = useMemo(() => ({ title: t('discountTitle'), description: t('discountIntro'), image: '/media/cars/sedan-red-three-quarter.svg' }), [t]);
  useShareInfo(share);
  return <CarListView scope={DISCOUNT_SCOPE} title={t('discountTitle')} intro={t('discountIntro')} requiredParams={REQUIRED} hrefFor={hrefFor} />;
}
