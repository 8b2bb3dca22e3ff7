// 我的收藏 / Saved cars (/favorites): each saved car as it is now, fetched through the graph, with what
// changed since it was saved (a lower price, a status that ends the sale, a listing that is gone).
// The bookings, reservations and saved searches are on 我的 (/mine).

import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { statusLabelText } from '../../domain/car-status';
import { formatMileage, formatPrice } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { BuyerFrame } from './buyer-frame';
import { CompareToggle } from '../common/buyer/buyer-toggles';
import * as toggleStyles from '../common/buyer/buyer-toggles.module.css';
import * as styles from './buyer.module.css';
import { CompareTrayBar } from '../common/buyer/compare-tray-bar';
import { RemoveSavedCarDocument, SavedCarsDocument, type SavedCarsQuery } from './favorites.generated';
import { buyerMessages } from '../common/buyer/messages';
import { cx } from '../../ui/class-names';
import * as sectionStyles from '../../ui/page-section.module.css';
import { Stack } from '../../ui/stack';

type SavedCarItem = SavedCarsQuery['savedCars'][number];

export function FavoritesScreen() {
  const t = useMessages(buyerMessages);
  const locale = useLocale();
  const { data, loading, refetch } = useQuery(SavedCarsDocument);
  const cars = data?.savedCars;

  return (
    <BuyerFrame title={t('favoritesTitle')}>
      <section className={cx(sectionStyles.section, styles.section)} aria-labelledby="saved-cars-heading">
        <div className={cx(sectionStyles.head, styles.sectionHead)}>
          <h2 id="saved-cars-heading" className={cx(sectionStyles.title, styles.sectionTitle)}>
            {t('savedCarsHeading')}
          </h2>
          {cars && cars.length > 0 && <p className={styles.muted}>{t('savedCarsCount', { count: cars.length })}</p>}
        </div>
        {!cars && loading ? (
          <Skeleton variant="card-list" count={3} label={t('loading')} lang={locale} />
        ) : !cars ? (
          <ErrorState title={t('loadError')} onRetry={() => void refetch().catch(() => undefined)} lang={locale} />
        ) : cars.length === 0 ? (
          <EmptyState
            title={t('emptySavedTitle')}
            body={t('emptySavedBody')}
            action={
              <Button href={paths.index()} icon={<Icon name="car" />}>
                {t('browseCars')}
              </Button>
            }
          />
        ) : (
          <Stack as="ul" gap={3}>
            {cars.map((item) => (
              <SavedCarRow key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </section>
      <CompareTrayBar />
    </BuyerFrame>
  );
}

function SavedCarRow({ item }: { item: SavedCarItem }) {
  const t = useMessages(buyerMessages);
  const locale = useLocale();
  const [remove, { loading }] = useMutation(RemoveSavedCarDocument);
  const car = item.car;
  const price = car?.price?.current ?? null;
  const year = car?.registrationDate?.match(/^(\d{4})/)?.[1];
  const facts = car
    ? [year, car.mileageKm != null ? formatMileage(car.mileageKm, locale) : null, car.city].filter(Boolean)
    : [];
  const titleId = `saved-${item.id}`;
  return (
    <li className={styles.item} data-unavailable={item.unavailable || undefined} aria-labelledby={titleId}>
      <LazyImage src={car?.cover?.url ?? item.cover} alt="" ratio={4 / 3} className={styles.cover} />
      <div className={styles.body}>
        <h3 className={styles.itemTitle} id={titleId}>
          {car ? (
            <Link to={paths.car({ id: item.id })} className={styles.itemLink}>
              {car.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        {facts.length > 0 && <p className={styles.facts}>{facts.join(' · ')}</p>}
        {car ? (
          <div className={styles.priceRow}>
            {price !== null && <Price amount={price} size="md" lang={locale} />}
            {item.priceDrop !== null && item.priceDrop !== undefined && (
              <span className={styles.drop}>{t('priceDrop', { amount: formatPrice(item.priceDrop, locale) })}</span>
            )}
            {item.priceDrop != null && item.savedPrice != null && (
              <span className={styles.was}>{t('savedAtPrice', { amount: formatPrice(item.savedPrice, locale) })}</span>
            )}
          </div>
        ) : (
          <p className={styles.notice}>{t('missingCar')}</p>
        )}
        {car && item.unavailable && (
          <p className={styles.notice}>{t('unavailable', { status: statusLabelText(car.status.kind, locale) })}</p>
        )}
        {!car && <p className={styles.facts}>{t('missingBody')}</p>}
        <div className={styles.actions}>
          {car && !item.unavailable && <CompareToggle id={item.id} />}
          <button
            type="button"
            className={toggleStyles.toggle}
            aria-label={t('removeNamed', { title: car?.title ?? item.title })}
            disabled={loading}
            onClick={() => void remove({ variables: { id: item.id } }).catch(() => undefined)}
          >
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
