// The car page's condition section: the major checks and the outside repairs (fragment
// CarConditionSection).

import { formatDate, formatPrice } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { KeyValueList } from '../../ui/key-value';
import { Section } from '../../ui/section';
import * as carPageStyles from '../common/car/car-page.module.css';
import type { CarConditionSectionFragment } from './car-condition.generated';
import * as styles from './car-sections.module.css';
import { carMessages } from './messages';

export function ConditionSection({ car }: { car: CarConditionSectionFragment }) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const major = car.majorDispositions;
  if (!major && car.outRepairList.length === 0) return null;
  const check = (found: boolean) => (
    <span className={found ? styles.found : styles.clear}>
      <Icon name={found ? 'warning' : 'check'} size={16} /> {found ? t('checkedFound') : t('checkedNone')}
    </span>
  );
  return (
    <Section id="condition" title={t('condition')} className={carPageStyles.block}>
      {major && (
        <KeyValueList
          items={[
            { id: 'accident', label: t('majorAccident'), value: check(major.majorAccident) },
            { id: 'flood', label: t('flood'), value: check(major.flood) },
            { id: 'fire', label: t('fire'), value: check(major.fire) },
          ]}
        />
      )}
      {major?.notes && <p className={styles.muted}>{major.notes}</p>}
      {car.outRepairList.length > 0 && (
        <div className={styles.subBlock}>
          <h3 className={styles.subTitle}>{t('outRepairs')}</h3>
          <ul className={styles.plainList} role="list">
            {car.outRepairList.map((repair, i) => (
              <li key={i}>
                {repair.item}
                {repair.date && <span className={styles.muted}> · {formatDate(repair.date, locale)}</span>}
                {repair.cost != null && <span className={styles.muted}> · {formatPrice(repair.cost, locale)}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
