// The car page's equipment report, from the page's extras (fragment CarEquipmentSection).

import { Link } from 'react-router';
import { dataLabel } from '../../i18n/data-labels';
import { useLocale, useMessages } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import * as carPageStyles from '../common/car/car-page.module.css';
import type { CarEquipmentSectionFragment } from './car-equipment.generated';
import * as styles from './car-sections.module.css';
import { carMessages } from './messages';

export function EquipmentSection({
  carId,
  equipment,
}: {
  carId: string;
  equipment: CarEquipmentSectionFragment['equipment'] | undefined;
}) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  if (!equipment || equipment.sections.length === 0) return null;
  return (
    <Section
      id="equipment"
      title={t('equipment')}
      className={carPageStyles.block}
      action={
        <Link to={paths.carConfiguration({ id: carId })} className={styles.actionLink}>
          {t('configurationLink')}
        </Link>
      }
    >
      <div className={styles.equipment}>
        {equipment.sections.map((section, s) => (
          <div key={`${section.name}-${s}`} className={styles.subBlock}>
            <h3 className={styles.subTitle}>{dataLabel(section.name, locale)}</h3>
            {section.isNotes && section.notes && <p className={styles.muted}>{section.notes}</p>}
            {section.groups.map((group, g) => (
              <div key={`${group.name}-${g}`} className={styles.equipmentGroup}>
                {group.name && <h4 className={styles.groupName}>{dataLabel(group.name, locale)}</h4>}
                <ul role="list" className={styles.options}>
                  {group.options.map((option, o) => (
                    <li key={`${option.name}-${o}`} className={option.configured ? styles.optionOn : styles.optionOff}>
                      <Icon name={option.configured ? 'check' : 'close'} size={14} />
                      <span>{option.name}</span>
                      <span className="visually-hidden">
                        {option.configured ? t('configured') : t('notConfigured')}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </Section>
  );
}
