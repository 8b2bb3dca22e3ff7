// The car page's help links and the articles for its kind of car (their own query, CarArticles).

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import * as carPageStyles from '../common/car/car-page.module.css';
import { CarArticlesDocument } from './car.generated';
import * as styles from './car-sections.module.css';
import { carMessages } from './messages';

/** The help pages a buyer looks for on a car: price, a consultant, coupons, the purchase notice; then all of them. */
export function BuyingHelpLinks() {
  const t = useMessages(carMessages);
  const links = [
    { to: paths.helpPriceNegotiable(), label: t('priceNegotiable') },
    { to: paths.helpRandomConsultant(), label: t('consultantHelp') },
    { to: paths.helpCouponGuide(), label: t('couponGuide') },
    { to: paths.helpAgreement(), label: t('purchaseNotice') },
    { to: paths.help(), label: t('allHelp') },
  ];
  return (
    <Section id="help" title={t('buyingHelp')} className={carPageStyles.block}>
      <ul role="list" className={styles.helpLinks}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.helpLink}>
              <span>{link.label}</span>
              <Icon name="chevron-right" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Articles for this kind of car (the resolver picks the category), and the way to all of them. */
export function ArticlesSection({ carId }: { carId: string }) {
  const t = useMessages(carMessages);
  const articles = useQuery(CarArticlesDocument, { variables: { id: carId } }).data?.car?.articles;
  if (!articles || articles.length === 0) return null;
  return (
    <Section
      id="articles"
      title={t('relatedArticles')}
      className={carPageStyles.block}
      action={
        <Link to={paths.articles()} className={styles.actionLink}>
          {t('moreArticles')}
        </Link>
      }
    >
      <ul role="list" className={styles.helpLinks}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={paths.article({ id: article.id })} className={styles.helpLink}>
              <span>{article.title}</span>
              <Icon name="chevron-right" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
