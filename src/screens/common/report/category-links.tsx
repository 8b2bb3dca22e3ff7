// The category reports (/car/{id}/report/{name}) and the links to them from the reports they belong
// to: the inspection's check-point sections, and the accident, flood and fire screening.

import { Link } from 'react-router';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import { reportMessages } from './messages';
import * as styles from './report.module.css';
import { paths } from '../../../routes/paths';

export const CATEGORY_NAMES: Record<string, { zh: string; en: string }> = {
  exterior: { zh: '外观', en: 'Exterior' },
  interior: { zh: '内饰', en: 'Interior' },
  engine: { zh: '发动机舱', en: 'Engine bay' },
  chassis: { zh: '底盘', en: 'Chassis' },
  electrical: { zh: '电气', en: 'Electrical' },
  'road-test': { zh: '路试', en: 'Road test' },
  accident: { zh: '事故排查', en: 'Accident screening' },
  flood: { zh: '泡水排查', en: 'Flood screening' },
  fire: { zh: '火烧排查', en: 'Fire screening' },
};

export function isCategoryName(key: string | null | undefined): key is string {
  return typeof key === 'string' && Object.hasOwn(CATEGORY_NAMES, key);
}

/** Links to the category reports of the given section keys (unknown keys are left out). */
export function CategoryReportLinks({ carId, keys }: { carId: string; keys: readonly (string | null | undefined)[] }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const known = [...new Set(keys.filter(isCategoryName))];
  if (known.length === 0) return null;
  return (
    <Section title={t('categoryReports')}>
      <nav aria-label={t('categoryReports')}>
        {known.map((key) => (
          <Link key={key} className={styles.linkRow} to={paths.carReport({ id: carId, name: key })}>
            <span>{CATEGORY_NAMES[key]?.[locale === 'en' ? 'en' : 'zh']}</span>
            <Icon name="chevron-right" size={18} />
          </Link>
        ))}
      </nav>
    </Section>
  );
}
