// The car page's services section: provider, warranty, substation, key box, account (fragment
// CarServicesSection).

import { warrantyTerms } from '../../domain/warranty';
import { formatMileage } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { KeyValueList, type KeyValueItem } from '../../ui/key-value';
import { Section } from '../../ui/section';
import * as carPageStyles from '../common/car/car-page.module.css';
import type { CarServicesSectionFragment } from './car-services.generated';
import * as styles from './car-sections.module.css';
import { carMessages } from './messages';

export function ServicesSection({ car }: { car: CarServicesSectionFragment }) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const items: KeyValueItem[] = [];
  if (car.serviceProvider) items.push({ id: 'provider', label: t('serviceProvider'), value: car.serviceProvider });
  const warranty = car.warrantyContract;
  if (warranty) {
    const terms = warrantyTerms(warranty);
    items.push({
      id: 'warranty',
      label: t('warranty'),
      value: (
        <span className={styles.warranty}>
          <span>{warranty.name}</span>
          {terms && (
            <span className={styles.muted}>
              {terms.kind === 'months-and-mileage'
                ? t('warrantyTerms', { months: terms.months, mileage: formatMileage(terms.mileageKm, locale) })
                : t('warrantyMonths', { months: terms.months })}
            </span>
          )}
          {/* The reader keeps only a site-relative or http(s) address (safeUrl, src/graph/rest/parse.ts). */}
          {warranty.url && (
            <a href={warranty.url} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
              {t('viewContract')}
            </a>
          )}
        </span>
      ),
    });
  }
  if (car.keysCount != null && car.keysCount > 0)
    items.push({ id: 'keys', label: t('keysHandedOver'), value: t('keysValue', { count: car.keysCount }) });
  if (car.substationName) items.push({ id: 'substation', label: t('substation'), value: car.substationName });
  if (car.keyBoxId) items.push({ id: 'key-box', label: t('keyBox'), value: car.keyBoxId });
  if (car.companyAccountName) items.push({ id: 'account', label: t('companyAccount'), value: car.companyAccountName });
  if (items.length === 0) return null;
  return (
    <Section id="services" title={t('services')} className={carPageStyles.block}>
      <KeyValueList items={items} />
    </Section>
  );
}
