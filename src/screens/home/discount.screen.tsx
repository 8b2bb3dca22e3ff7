// The discount zone (route StandardDiscount, /discount?category=discount).

import { useMemo } from 'react';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { CarListView } from '../common/car-list/car-list';
import { DISCOUNT_SCOPE } from '../common/car-list/car-list-query';
import type { CarCardFragment } from '../common/car-list/car-card.generated';
import { listMessages } from '../common/car-list/messages';
import { paths } from '../../routes/paths';

const REQUIRED = { category: 'discount' };
const hrefFor = (car: CarCardFragment) => paths.car({ id: car.id, category: 'discount' });

export function DiscountScreen() {
  const t = useMessages(listMessages);
  const share = useMemo(() => ({ title: t('discountTitle'), description: t('discountIntro') }), [t]);
  useShareInfo(share);
  return (
    <CarListView
      scope={DISCOUNT_SCOPE}
      title={t('discountTitle')}
      intro={t('discountIntro')}
      requiredParams={REQUIRED}
      hrefFor={hrefFor}
    />
  );
}
