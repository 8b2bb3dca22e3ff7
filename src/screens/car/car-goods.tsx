// The car page's goods, from the page's extras (fragment CarGoodsSection).

import { formatPrice } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Section } from '../../ui/section';
import * as carPageStyles from '../common/car/car-page.module.css';
import type { CarGoodsSectionFragment } from './car-goods.generated';
import * as styles from './car-sections.module.css';
import { carMessages } from './messages';

export function GoodsSection({ goods }: { goods: CarGoodsSectionFragment['goods'] | undefined }) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  if (!goods || goods.length === 0) return null;
  return (
    <Section id="goods" title={t('goods')} className={carPageStyles.block}>
      <ul role="list" className={styles.row}>
        {goods.map((item, i) => {
          const body = (
            <>
              <LazyImage src={item.image} alt="" ratio={1} />
              <span className={styles.goodsTitle}>{item.title}</span>
              {item.price != null && <span className={styles.goodsPrice}>{formatPrice(item.price, locale)}</span>}
            </>
          );
          const safeUrl = item.url && /^(https?:)?\//.test(item.url) ? item.url : null;
          return (
            <li key={`${item.id}-${i}`} className={styles.goodsItem}>
              {safeUrl ? (
                <a href={safeUrl} target="_blank" rel="noopener noreferrer" className={styles.goodsLink}>
                  {body}
                </a>
              ) : (
                <div className={styles.goodsLink}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
