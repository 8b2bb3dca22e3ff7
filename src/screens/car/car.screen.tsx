// The premium car page: the page that sells a car. One query brings the whole record; every display
// rule (status kind, picture summary, meta with the road-test engineer, chassis visibility) comes
// from the graph, and this screen only lays it out.

import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { rememberCarVisit } from '../../graph/car-visits';
import { useMessages } from '../../i18n/i18n';
import { afterNextPaint } from '../../platform/idle';
import { availabilityOf, viewOfKind } from '../../machines/car-status.machine';
import { useShareInfo } from '../../platform/share-info';
import { CarStatusBadge } from '../../ui/car-status-badge';
import { useProgressiveCount } from '../car-report/parts/use-progressive';
import { CarBuyerActions } from '../buyer/car-buyer-actions';
import { ReportEntries } from '../car-report/report-entries';
import { CarActionBar } from './car-action-bar';
import { ConsultantCard } from './car-consultant';
import { carFailed, isNotFound } from './car-errors';
import { CarGallery } from './car-gallery';
import { CarColumn, CarLoadError, CarLoading, CarNotFound } from './car-page';
import { CarPriceBlock } from './car-price';
import { useCarId } from '../../routes/params';
import {
  CarBadges,
  ConditionSection,
  EquipmentSection,
  GoodsSection,
  KeyFacts,
  MediaSection,
  MetaSection,
  MoreLinks,
  NewEnergySection,
  NotesSection,
  RecommendationsSection,
  ServicesSection,
} from './car-sections';
import { CarStatusPanel } from './car-status';
import { CarDetailDocument, CarExtrasDocument, type CarDetailQuery, type CarExtrasQuery } from './car.generated';
import * as styles from './car.module.css';
import { carMessages } from './messages';
import { usePhotoPreview } from './photo-preview';
import { paths } from '../../routes/route-table';

export function CarScreen() {
  const id = useCarId();
  const result = useQuery(CarDetailDocument, id ? { variables: { id } } : skipToken);
  // The page is long: when its data arrives it renders in a background pass that yields to the browser
  // (the skeleton stays meanwhile); a car already in the cache renders at once.
  const arrived = result.data?.car;
  const car = useDeferredValue(arrived);
  // Similar cars, the equipment report and goods wait for REST calls of their own (two of them for the
  // car's module id), and they execute against the whole schema: their query is sent once the page's
  // first screen has painted, so neither holds that screen back. A car that is no longer for sale leads
  // with its similar cars, so its page asks for them at once and waits.
  const [painted, setPainted] = useState(false);
  const unavailable = car ? viewOfKind(car.status.kind).unavailable : false;
  const extras = useQuery(CarExtrasDocument, id && car && (painted || unavailable) ? { variables: { id } } : skipToken);
  const waitsForExtras = unavailable && !extras.data && !extras.error;
  useShareInfo(car?.share ?? null);
  const client = useApolloClient();
  const carId = car?.id;
  useEffect(() => {
    if (carId) rememberCarVisit(client.cache, carId);
  }, [client, carId]);

  if (!id) return <CarNotFound />;
  if (car && !waitsForExtras) return <CarPage car={car} extras={extras.data?.car ?? undefined} onPainted={setPainted} />;
  if (result.loading || arrived || waitsForExtras) return <CarLoading />;
  if (isNotFound(result.error) || (!result.error && result.data && result.data.car === null)) return <CarNotFound />;
  if (carFailed(result.error)) return <CarLoadError onRetry={() => void result.refetch().catch(() => undefined)} retrying={result.loading} />;
  return <CarNotFound />;
}

function CarPage({
  car,
  extras,
  onPainted,
}: {
  car: NonNullable<CarDetailQuery['car']>;
  extras: NonNullable<CarExtrasQuery['car']> | undefined;
  onPainted: (painted: true) => void;
}) {
  const t = useMessages(carMessages);
  useEffect(() => afterNextPaint(() => onPainted(true)), [onPainted]);
  const preview = usePhotoPreview(car.title);
  const kind = car.status.kind;
  const status = viewOfKind(kind);
  const unavailable = status.unavailable;
  const totalPhotos = car.imageGroups.reduce((sum, group) => sum + group.images.length, 0);
  const hasSimilar = Boolean(extras?.recommendations?.length);
  const gallery = car.pictureSummary.length > 0 ? car.pictureSummary : car.cover ? [car.cover] : [];
  // Below the first screen the page is long (reports, media, condition, equipment, similar cars): it is
  // committed in slices after the summary, a few sections per task, so the first commit (photo, title,
  // price) is small and no single task holds the thread. A link to a section (#hash) renders it all.
  const below: ReactNode[] = [
    <MoreLinks key="links" car={car} />,
    <div key="reports" className={`${styles.card} ${styles.reports}`} id="reports">
      <ReportEntries
        carId={car.id}
        inspection={car.inspection}
        hasAttachmentList={car.hasAttachmentList || car.hasNewAttachmentList}
        hasRepairList={car.hasRepairList}
        hasConsumablesList={car.hasConsumablesList}
        showChassis={car.showChassis}
        maintenanceRecordCount={car.maintenanceRecords.length}
      />
    </div>,
    <ConsultantCard key="consultant" consultant={car.consultant} fallbackSubstation={car.substationName} heading={t('consultant')} />,
    <MediaSection key="media" car={car} />,
    <MetaSection key="meta" car={car} />,
    <NewEnergySection key="energy" car={car} />,
    <ConditionSection key="condition" car={car} />,
    <NotesSection key="notes" notes={car.notes} preview={preview} />,
    <ServicesSection key="services" car={car} />,
    <EquipmentSection key="equipment" equipment={extras?.equipment} />,
    <GoodsSection key="goods" goods={extras?.goods} />,
    !unavailable && <RecommendationsSection key="similar" cars={extras?.recommendations} />,
  ];
  const { hash } = useLocation();
  const shown = useProgressiveCount(below.length, { first: 0, step: 3, include: hash.length > 1 ? below.length - 1 : -1 });

  return (
    <CarColumn withActionBar>
      <article className={styles.page} data-status={status.kind} data-availability={availabilityOf(status)} aria-labelledby="car-title" aria-busy={shown < below.length}>
        <CarGallery carId={car.id} title={car.title} images={gallery} totalPhotos={totalPhotos} preview={preview} />
        <div className={styles.body}>
          <section className={styles.summary} aria-label={t('priceSection')}>
            <div className={styles.labels}>
              <CarStatusBadge kind={status.kind} />
              <CarBadges car={car} />
            </div>
            <h1 id="car-title" className={styles.title}>
              {car.title}
            </h1>
            <CarPriceBlock price={car.price} loansPath={unavailable ? undefined : paths.carLoans({ id: car.id })} muted={unavailable} />
            <KeyFacts car={car} />
            <CarBuyerActions
              car={{
                id: car.id,
                title: car.title,
                cover: car.cover?.url ?? null,
                price: car.price?.current ?? null,
                statusLabel: car.status.label,
                tags: car.tags,
                registrationDate: car.registrationDate ?? null,
                mileageKm: car.mileageKm ?? null,
              }}
            />
          </section>

          <CarStatusPanel carId={car.id} view={status} inspection={car.inspection} hasSimilar={hasSimilar} />
          {unavailable && <RecommendationsSection cars={extras?.recommendations} />}

          {below.slice(0, shown)}
        </div>
      </article>
      <CarActionBar carId={car.id} view={status} phone={car.consultant?.phone} hasSimilar={hasSimilar} />
      {preview.viewer}
    </CarColumn>
  );
}
