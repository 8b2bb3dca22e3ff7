// The category reports (/car/{id}/report/{name}) and the links to them from the reports they belong
// to: the inspection's check-point sections, and the accident, flood and fire screening.

import { Link } from 'react-router';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import { reportMessages } from './messages';
import * as styles from './report.module.css';
import { paths } from '../../../routes/paths';
import { categoryName, isCategoryName } from '../../../i18n/report-categories';

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
            <span>{categoryName(key, locale)}</span>
            <Icon name="chevron-right" size={18} />
          </Link>
        ))}
      </nav>
    </Section>
  );
}
