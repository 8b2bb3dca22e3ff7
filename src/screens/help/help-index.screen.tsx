// The help index (/help): every help page in one list, reached from the car page's buying help. The
// pages made for one buyer's order or coupon (the delivery and examination notices, the coupon) come
// by SMS with their own link: they are named here, not linked.

import { Link } from 'react-router';
import { useLocale, useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { paths } from '../../routes/paths';
import { helpTitles } from '../../routes/titles';
import { Icon } from '../../ui/icon';
import { pick } from './content/types';
import * as styles from './help.module.css';
import { helpMessages } from './messages';

/** The help pages anyone may open, most asked first. */
const LINKED = [
  'helpPriceNegotiable',
  'helpRandomConsultant',
  'helpCouponGuide',
  'helpAgreement',
  'helpPreSalePreparation',
  'helpHuntAgreement',
  'helpReleaseNote',
] as const;

/** The help pages of one buyer's order or coupon, opened from an SMS. */
const PERSONAL = ['helpDeliveryNotice', 'helpExamineNotice', 'helpCouponLanding'] as const;

export function HelpIndexScreen() {
  const t = useMessages(helpMessages);
  const locale = useLocale();
  const title = pick(helpTitles.help, locale);
  useShareInfo({ title, description: t('indexIntro') });
  return (
    <div className={styles.page} lang={locale}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{t('indexIntro')}</p>
        </header>
        <nav aria-label={t('indexPages')}>
          <ul role="list" className={styles.indexLinks}>
            {LINKED.map((key) => (
              <li key={key}>
                <Link to={paths[key]()} className={styles.indexLink}>
                  <span>{pick(helpTitles[key], locale)}</span>
                  <Icon name="chevron-right" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.section} aria-labelledby="help-personal-heading">
          <h2 id="help-personal-heading" className={styles.sectionTitle}>
            {t('indexPersonal')}
          </h2>
          <p className={styles.paragraph}>{t('indexPersonalBody')}</p>
          <ul className={styles.list}>
            {PERSONAL.map((key) => (
              <li key={key}>{pick(helpTitles[key], locale)}</li>
            ))}
          </ul>
        </section>
      </article>
    </div>
  );
}
