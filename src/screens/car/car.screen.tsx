// The premium car page: the page that sells a car. One query brings the whole record; every display
// rule (status kind, picture summary, meta with the road-test engineer, chassis visibility) comes
// from the graph, and this screen only lays it out.

import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { rememberCarVisit } from '../../graph/car-visits';
import { revalidate } from '../../graph/persist';
import { useLocale, useMessages } from '../../i18n/i18n';
import { atIdle } from '../../platform/idle';
import { usePaintedOnce } from '../../ui/use-painted-once';
import { availabilityOf, viewOfKind } from '../../machines/car-status.machine';
import { shareFromGraph, useShareInfo } from '../../platform/share-info';
import { CarStatusBadge } from '../../ui/car-status-badge';
import { CarBuyerActions } from '../common/buyer/car-buyer-actions';
import { CarActionBar } from './car-action-bar';
import { useCarViewingBooking, ViewingBooking, viewingBookingPart } from './viewing-booking/viewing-booking-entry';
import { formatCalendarDay } from '../../i18n/calendar-day';
import { useCarReservation } from './reservation/reservation-entry';
import { CarGallery, type GalleryImage } from '../common/car/car-gallery';
import { CarColumn, CarLoadError, CarLoading, CarNotFound } from '../common/car/car-page';
import { CarPriceBlock } from './car-price';
import { useCarId } from '../../routes/params';
import { CarBadges, KeyFacts } from './car-summary';
import { FlagNotice } from '../common/car/car-flags';
import { LazyPart, lazyPart } from '../common/lazy-part';
import type { CarBelowProps } from './car-below';
import { BelowPending } from './below-pending';
import { CarStatusPanel } from '../common/car/car-status';
import { CarDetailDocument, CarExtrasDocument } from './car.generated';
import { carView, leadsWithSimilar, type CarDetail, type CarExtras, type CarHead } from './car-view';
import * as styles from './car.module.css';
import { carMessages } from './messages';
import { usePhotoPreview, type PhotoPreview } from '../common/photo-preview';
import { useViewerLabels } from '../common/car/viewer-labels';
import { paths } from '../../routes/paths';
import * as panelStyles from '../../ui/panel.module.css';
import * as carPageStyles from '../common/car/car-page.module.css';
import { cx } from '../../ui/class-names';

// The page below its first screen, a chunk of its own (see CarPage).
const carBelowPart = lazyPart<CarBelowProps>(() => import('./car-below').then((module) => module.CarBelow));

export function CarScreen() {
  const id = useCarId();
  // With what the cache knows of the car (a tapped card's title, cover, price and status) the page
  // paints its first screen at once and fills in the rest when the car's answer arrives.
  const result = useQuery(CarDetailDocument, id ? { variables: { id }, returnPartialData: true } : skipToken);
  // The page is long: when its data arrives it renders in a background pass that yields to the browser
  // (the first screen, or the skeleton, stays meanwhile); a car already in the cache renders at once.
  const arrived = result.dataState === 'complete' ? result.data.car : undefined;
  const car = useDeferredValue(arrived);
  // Similar cars, the equipment report and goods wait for REST calls of their own (two of them for the
  // car's module id): their query is sent once the page's first screen has painted, so neither holds
  // that screen back. A car that is no longer for sale leads with its similar cars, so its page asks for
  // them at once and waits (leadsWithSimilar, car-view.ts).
  const painted = usePaintedOnce(Boolean(car));
  const extras = useQuery(
    CarExtrasDocument,
    id && car && (painted || leadsWithSimilar(car)) ? { variables: { id } } : skipToken,
  );
  const view = carView({
    id,
    car,
    arrived,
    known: result.dataState === 'partial' ? result.data.car : undefined,
    loading: result.loading,
    error: result.error,
    extras,
  });
  useShareInfo(shareFromGraph(car?.share));
  const client = useApolloClient();
  const carId = car?.id;
  useEffect(() => {
    if (carId) rememberCarVisit(client.cache, carId);
  }, [client, carId]);
  // A car the device kept shows at once and is refreshed behind it (its status or price may have changed).
  useEffect(() => {
    if (id) revalidate(client, CarDetailDocument, { id });
  }, [client, id]);

  // The head and the full page are one element, so the gallery and summary stay mounted between them.
  switch (view.kind) {
    case 'full':
      return <CarPage car={view.car} detail={view.car} extras={view.extras} painted={painted} />;
    case 'head':
      return <CarPage car={view.head} painted={painted} />;
    case 'loading':
      return <CarLoading />;
    case 'error':
      return (
        <CarLoadError
          error={view.error}
          onRetry={() => void result.refetch().catch(() => undefined)}
          retrying={result.loading}
        />
      );
    case 'missing':
      return <CarNotFound />;
  }
}

/**
 * The page. Until the car's whole record is here (`detail`), it shows its first screen from what is
 * known (`car`: a tapped card's title, cover, price and status) and the loading lines below it, with
 * no finance link and no action bar: a price from the card is not yet confirmed.
 */
function CarPage({
  car,
  detail,
  extras,
  painted,
}: {
  car: CarHead;
  detail?: CarDetail;
  extras?: CarExtras | undefined;
  /** The first screen with the car's whole record has painted. */
  painted: boolean;
}) {
  const t = useMessages(carMessages);
  const preview = usePhotoPreview(useViewerLabels(car.title));
  // The graph's status field decides what every part of the page offers (the badge and price too).
  const status = viewOfKind(car.status.kind);
  const unavailable = status.unavailable;
  const gallery = galleryOf(car);
  const totalPhotos = detail ? detail.imageGroups.reduce((sum, group) => sum + group.images.length, 0) : gallery.length;
  const hasSimilar = Boolean(extras?.recommendations?.length);
  // The viewing booking: its sheet is mounted from the first tap on (its code is a chunk of its own)
  // and stays mounted while the page lives, so closing and reopening keeps where the buyer was.
  const [booking, setBooking] = useState<'never' | 'open' | 'closed'>('never');
  // The reservation with a deposit (beyond the spec; RESERVATIONS): button, panel and sheet, its own chunk.
  const reservation = useCarReservation(detail ? { id: detail.id, title: detail.title } : null, status, () =>
    setBooking('open'),
  );
  // The buyer's booking of this car: the bar says it is booked instead of offering to book again.
  const locale = useLocale();
  const viewing = useCarViewingBooking(detail?.id ?? null);
  // Below the first screen the page is long (reports, media, condition, equipment, similar cars): its
  // code is a chunk of its own (car-below.tsx), asked for once the first screen has painted, or at once
  // for a car that leads with its similar cars or a link to a section (#hash).
  const { hash } = useLocation();
  const [belowComplete, setBelowComplete] = useState(false);
  const belowWanted = Boolean(detail) && (painted || unavailable || hash.length > 1);
  // The photo viewer, what a buyer opens most from here, and the booking sheet load once the page below
  // has arrived and the browser is idle: their taps then wait for no code (viewer −45 ms, booking sheet
  // −67 ms at 4x, paired; docs/performance.md, tenth and twelfth rounds). The viewer not where WeChat's
  // own viewer opens the photos (src/screens/common/photo-preview.tsx).
  const { prepare: preparePreview } = preview;
  useEffect(
    () =>
      belowComplete
        ? atIdle(() => {
            preparePreview();
            viewingBookingPart.preload();
          })
        : undefined,
    [belowComplete, preparePreview],
  );
  // What is still to come below the summary (the record, the part's code, its sections) has one placeholder.
  const pending = <BelowPending />;
  return (
    <CarColumn withActionBar wide>
      <article
        className={styles.page}
        data-status={status.kind}
        data-availability={availabilityOf(status)}
        aria-labelledby="car-title"
        aria-busy={!detail || !belowComplete}
      >
        <CarTop
          car={car}
          images={gallery}
          totalPhotos={totalPhotos}
          preview={preview}
          loansPath={detail && !unavailable ? paths.carLoans({ id: car.id }) : undefined}
          actions={
            detail && (
              <CarBuyerActions
                car={{
                  id: detail.id,
                  title: detail.title,
                  cover: detail.cover?.url ?? null,
                  price: detail.price?.current ?? null,
                  statusLabel: detail.status.label,
                  tags: detail.tags,
                  registrationDate: detail.registrationDate ?? null,
                  mileageKm: detail.mileageKm ?? null,
                  city: detail.city ?? null,
                  openFlags: detail.openFlags,
                }}
              />
            )
          }
        >
          {detail ? (
            <>
              <CarStatusPanel carId={car.id} view={status} inspection={detail.inspection} hasSimilar={hasSimilar} />
              {reservation.panel}
              {belowWanted ? (
                <LazyPart
                  part={carBelowPart}
                  placeholder={pending}
                  errorTitle={t('partFailed')}
                  render={(CarBelow) => (
                    <CarBelow
                      detail={detail}
                      extras={extras}
                      statusKind={status.kind}
                      unavailable={unavailable}
                      openPhoto={preview.open}
                      consultantHeading={t('consultant')}
                      onComplete={setBelowComplete}
                    />
                  )}
                />
              ) : (
                pending
              )}
            </>
          ) : (
            pending
          )}
        </CarTop>
      </article>
      {detail && (
        <CarActionBar
          carId={car.id}
          view={status}
          consultant={detail.consultant}
          hasSimilar={hasSimilar}
          onBook={() => setBooking('open')}
          onBookIntent={viewingBookingPart.preload}
          reserve={reservation.button}
          heldForBuyer={reservation.heldForBuyer}
          bookedDay={viewing ? `${formatCalendarDay(viewing.day, locale)} ${viewing.slot}` : null}
        />
      )}
      {detail && booking !== 'never' && (
        <ViewingBooking
          open={booking === 'open'}
          onClose={() => setBooking('closed')}
          car={{
            id: detail.id,
            title: detail.title,
            substationId: detail.consultant?.substationId ?? detail.substationId ?? null,
          }}
        />
      )}
      {reservation.sheet}
      {preview.viewer}
    </CarColumn>
  );
}

function galleryOf(car: CarHead): readonly GalleryImage[] {
  if (car.pictureSummary?.length) return car.pictureSummary;
  return car.cover?.url ? [{ url: car.cover.url, caption: car.cover.caption ?? null }] : [];
}

/** The gallery and the summary (status, badges, title, price, key facts): the page's first screen. */
function CarTop({
  car,
  images,
  totalPhotos,
  preview,
  loansPath,
  actions,
  children,
}: {
  car: CarHead;
  images: readonly GalleryImage[];
  totalPhotos: number;
  preview: PhotoPreview;
  loansPath?: string | undefined;
  /** The buyer's save, compare and poster controls, once the car's own answer is in. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useMessages(carMessages);
  const kind = car.status.kind;
  return (
    <>
      <CarGallery
        carId={car.id}
        title={car.title}
        images={images}
        totalPhotos={totalPhotos}
        preview={preview}
        picturesPath={paths.carPictures({ id: car.id })}
      />
      <div className={carPageStyles.body}>
        <section className={panelStyles.panel} aria-label={t('priceSection')}>
          <div className={cx(carPageStyles.labels, styles.labels)}>
            <CarStatusBadge kind={kind} />
            <CarBadges car={car} />
          </div>
          <h1 id="car-title" className={cx(carPageStyles.title, styles.title)}>
            {car.title}
          </h1>
          <CarPriceBlock price={car.price} loansPath={loansPath} muted={viewOfKind(kind).unavailable} />
          <FlagNotice flags={car.openFlags} carId={car.id} className={styles.flags} />
          <KeyFacts car={car} />
          {actions}
        </section>
        {children}
      </div>
    </>
  );
}
