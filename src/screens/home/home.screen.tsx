// Home (route Index, '/' and '/preview'): the premium self-operated cars.

import { useMemo } from 'react';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { CarListView } from '../common/car-list/car-list';
import { ExploreLinks, ListEndInvite } from './explore-links';
import { PREMIUM_SCOPE } from '../common/car-list/car-list-query';
import type { CarCardFragment } from '../common/car-list/car-card.generated';
import { listMessages } from '../common/car-list/messages';
import { paths } from '../../routes/paths';

const hrefFor = (car: CarCardFragment) => paths.car({ id: car.id, category: 'premium' });

export function HomeScreen() {
  const t = useMessages(listMessages);
  const share = useMemo(() => ({ title: t('premiumTitle'), description: t('premiumIntro') }), [t]);
  useShareInfo(share);
  return (
    <CarListView
      scope={PREMIUM_SCOPE}
      title={t('premiumTitle')}
      intro={t('premiumIntro')}
      hrefFor={hrefFor}
      lead={<ExploreLinks />}
      footer={<ListEndInvite />}
    />
  );
}
