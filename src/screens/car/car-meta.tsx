// The car page's condition table ("车况详情"): the record's meta entries (fragment CarMetaSection).

import { useLocale, useMessages } from '../../i18n/i18n';
import { KeyValueList } from '../../ui/key-value';
import { Section } from '../../ui/section';
import * as carPageStyles from '../common/car/car-page.module.css';
import { metaRows } from '../common/car/meta-rows';
import type { CarMetaSectionFragment } from './car-meta.generated';
import { carMessages } from './messages';

export function MetaSection({ car }: { car: CarMetaSectionFragment }) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  if (car.meta.length === 0) return null;
  return (
    <Section id="details" title={t('details')} className={carPageStyles.block}>
      <KeyValueList layout="rows" items={metaRows(car.meta, car, locale, t)} />
    </Section>
  );
}
