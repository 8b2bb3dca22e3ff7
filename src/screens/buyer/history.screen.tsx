// 浏览记录 / Recently viewed (/history): the last 50 cars opened on this device, newest first, each
// once, as they were when opened; clearable.

import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { formatDateTime } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { useToast } from '../../ui/toast-provider';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { BuyerFrame } from './buyer-frame';
import { SaveToggle } from '../common/buyer/buyer-toggles';
import * as toggleStyles from '../common/buyer/buyer-toggles.module.css';
import * as styles from './buyer.module.css';
import { ClearRecentlyViewedDocument, RecentlyViewedDocument } from './history.generated';
import { buyerMessages } from '../common/buyer/messages';
import { cx } from '../../ui/class-names';
import * as sectionStyles from '../../ui/page-section.module.css';
import { Stack } from '../../ui/stack';

export function HistoryScreen() {
  const t = useMessages(buyerMessages);
  const locale = useLocale();
  const toast = useToast();
  const { data } = useQuery(RecentlyViewedDocument);
  const [clear, { loading: clearing }] = useMutation(ClearRecentlyViewedDocument);
  const cars = data?.recentlyViewed;

  return (
    <BuyerFrame title={t('historyTitle')}>
      <section className={cx(sectionStyles.section, styles.section)} aria-labelledby="history-heading">
        <div className={cx(sectionStyles.head, styles.sectionHead)}>
          <h2 id="history-heading" className={cx(sectionStyles.title, styles.sectionTitle)}>
            {t('historyHeading', { count: cars?.length ?? 0 })}
          </h2>
          {cars && cars.length > 0 && (
            <button
              type="button"
              className={toggleStyles.toggle}
              disabled={clearing}
              onClick={() =>
                void clear()
                  .then(() => toast.show(t('historyCleared')))
                  .catch(() => undefined)
              }
            >
              {t('historyClear')}
            </button>
          )}
        </div>
        {!cars ? (
          <Skeleton variant="card-list" count={3} label={t('loading')} lang={locale} />
        ) : cars.length === 0 ? (
          <EmptyState
            title={t('emptyHistoryTitle')}
            body={t('emptyHistoryBody')}
            action={
              <Button href={paths.index()} icon={<Icon name="car" />}>
                {t('browseCars')}
              </Button>
            }
          />
        ) : (
          <Stack as="ol" gap={3}>
            {cars.map((car) => (
              <li key={car.id} className={styles.item} aria-labelledby={`viewed-${car.id}`}>
                <LazyImage src={car.cover} alt="" ratio={4 / 3} className={styles.cover} />
                <div className={styles.body}>
                  <h3 className={styles.itemTitle} id={`viewed-${car.id}`}>
                    <Link to={paths.car({ id: car.id })} className={styles.itemLink}>
                      {car.title}
                    </Link>
                  </h3>
                  <p className={styles.facts}>{t('viewedAt', { time: formatDateTime(car.viewedAt, locale) })}</p>
                  {car.price != null && <Price amount={car.price} size="md" lang={locale} />}
                  <div className={styles.actions}>
                    <SaveToggle
                      car={{
                        id: car.id,
                        title: car.title,
                        cover: car.cover,
                        price: car.price,
                        statusLabel: car.statusLabel,
                      }}
                    />
                  </div>
                </div>
              </li>
            ))}
          </Stack>
        )}
      </section>
    </BuyerFrame>
  );
}
