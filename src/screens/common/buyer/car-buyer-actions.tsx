// The buyer's actions on the car page: save, compare (with a link to the comparison once two cars
// are picked) and the share poster. Opening the page adds the car to the history.

import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { shownTags, type CarFlag } from '../../../domain/car-flags';
import { formatMileage, formatPrice } from '../../../i18n/format';
import { useLocale, useMessages, type Locale, type Translate } from '../../../i18n/i18n';
import { paths } from '../../../routes/paths';
import { useToast } from '../../../ui/toast-provider';
import { Icon } from '../../../ui/icon';
import { RecordCarViewDocument } from './buyer-state.generated';
import { CompareToggle, SaveToggle } from './buyer-toggles';
import * as styles from './buyer-toggles.module.css';
import { compareHref, useCompareTray } from './compare-tray';
import { buyerMessages } from './messages';
import { flagLabels, type FlagMessageKey } from '../car/car-flags';
import { flagMessages } from '../car/flag-messages';

// The share poster loads only when asked for.
const loadPosterSheet = () => import('./poster-sheet').then((module) => module.PosterSheet);
type PosterSheet = Awaited<ReturnType<typeof loadPosterSheet>>;

export interface CarBuyerActionsProps {
  car: {
    id: string;
    title: string;
    cover: string | null;
    price: number | null;
    statusLabel: string;
    tags: readonly string[];
    registrationDate: string | null;
    mileageKm: number | null;
    city?: string | null;
    /** What is still open about the car: the poster warns of it, as the car page does. */
    openFlags?: readonly CarFlag[] | null;
  };
}

/** The poster's facts line: registration year, mileage and city, each only when known. */
export function posterFacts(
  car: { registrationDate: string | null; mileageKm: number | null; city?: string | null },
  locale: Locale,
  registered: (year: string) => string,
): string[] {
  const year = car.registrationDate?.match(/^(\d{4})/)?.[1];
  return [
    year ? registered(year) : null,
    car.mileageKm != null ? formatMileage(car.mileageKm, locale) : null,
    car.city?.trim() || null,
  ].filter((fact): fact is string => Boolean(fact));
}

/**
 * The poster's chips. A shared poster travels without the page, so it names what is still open about
 * the car (src/domain/car-flags.ts) and shows no tag that says otherwise.
 */
export function posterChips(
  car: { tags: readonly string[]; openFlags?: readonly CarFlag[] | null },
  f: Translate<FlagMessageKey>,
): { warnings: string[]; highlights: string[] } {
  return { warnings: flagLabels(car.openFlags, f), highlights: shownTags(car.tags, car.openFlags).slice(0, 3) };
}

export function CarBuyerActions({ car }: CarBuyerActionsProps) {
  const t = useMessages(buyerMessages);
  const f = useMessages(flagMessages);
  const locale = useLocale();
  const toast = useToast();
  const { ids } = useCompareTray();
  const [recordView] = useMutation(RecordCarViewDocument);
  const [Poster, setPoster] = useState<PosterSheet | null>(null);
  const [posterOpen, setPosterOpen] = useState(false);
  const snapshot = { id: car.id, title: car.title, cover: car.cover, price: car.price, statusLabel: car.statusLabel };

  useEffect(() => {
    void recordView({
      variables: {
        car: { id: car.id, title: car.title, cover: car.cover, price: car.price, statusLabel: car.statusLabel },
      },
    }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per car opened; a price that changes while the page is open is not a new visit
  }, [car.id]);

  const openPoster = () => {
    setPosterOpen(true);
    if (Poster) return;
    loadPosterSheet().then(
      (sheet) => setPoster(() => sheet),
      () => {
        setPosterOpen(false);
        toast.show(t('posterFailed'), { tone: 'warning' });
      },
    );
  };

  const facts = posterFacts(car, locale, (year) => t('registered', { year }));
  const { warnings, highlights } = posterChips(car, f);

  return (
    <div className={styles.row}>
      <SaveToggle car={snapshot} />
      <CompareToggle id={car.id} />
      <button type="button" className={styles.toggle} onClick={openPoster} aria-haspopup="dialog">
        <Icon name="share" size={18} />
        <span>{t('poster')}</span>
      </button>
      {ids.length >= 2 && ids.includes(car.id) && (
        <Link to={compareHref(ids)} className={styles.toggle}>
          {t('compareView', { count: ids.length })}
        </Link>
      )}
      {posterOpen && Poster && (
        <Poster
          carId={car.id}
          onClose={() => setPosterOpen(false)}
          input={{
            title: car.title,
            facts,
            price: car.price != null ? formatPrice(car.price, locale) : '—',
            priceLabel: t('posterPrice'),
            highlights,
            warnings,
            cover: car.cover,
            url: new URL(paths.car({ id: car.id }), window.location.origin).href,
            scanHint: t('posterScan'),
            brand: t('posterBrand'),
          }}
        />
      )}
    </div>
  );
}
