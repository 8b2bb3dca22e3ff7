// The wholesale list (/w): the same car list call with wholesale: true; cars open the wholesale detail.

import { useMessages } from '../../i18n/i18n';
import { CarListView } from '../common/car-list/car-list';
import type { CarCardFragment } from '../common/car-list/car-card.generated';
import { listMessages } from '../common/car-list/messages';
import { paths } from '../../routes/paths';

const SCOPE = { wholesale: true } as const;
const hrefFor = (car: CarCardFragment) => paths.wholesale({ id: car.id });

export function WholesaleListScreen() {
  const t = useMessages(listMessages);
  return <CarListView scope={SCOPE} title={t('wholesaleTitle')} intro={t('wholesaleIntro')} hrefFor={hrefFor} />;
}
