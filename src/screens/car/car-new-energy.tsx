// The car page's battery section, for a new-energy car (fragment CarNewEnergySection).

import { useMessages } from '../../i18n/i18n';
import { KeyValueList } from '../../ui/key-value';
import { Section } from '../../ui/section';
import * as carPageStyles from '../common/car/car-page.module.css';
import type { CarNewEnergySectionFragment } from './car-new-energy.generated';
import { carMessages } from './messages';

export function NewEnergySection({ car }: { car: CarNewEnergySectionFragment }) {
  const t = useMessages(carMessages);
  const energy = car.newEnergy;
  if (!energy.isNewEnergy) return null;
  return (
    <Section id="battery" title={t('battery')} className={carPageStyles.block}>
      <KeyValueList
        items={[
          { id: 'replacing', label: t('batteryReplacing'), value: energy.isReplacingBattery ? t('yes') : t('no') },
          { id: 'renting', label: t('batteryRenting'), value: energy.isRentingBattery ? t('yes') : t('no') },
          ...(energy.threeElectricWarrantyInfo
            ? [{ id: 'warranty', label: t('threeElectric'), value: energy.threeElectricWarrantyInfo }]
            : []),
        ]}
      />
    </Section>
  );
}
