// A wholesale car: the trade buyer's view of the record, with the reduced photo grouping.

import { formatPrice } from '../../i18n/format';
import { useLocale, useMessages } from '../../i18n/i18n';
import { viewOfKind } from '../../machines/car-status.machine';
import { Badge } from '../../ui/badge';
import { CarStatusBadge } from '../../ui/car-status-badge';
import { KeyValueList, type KeyValueItem } from '../../ui/key-value';
import { Price } from '../../ui/price';
import { Section } from '../../ui/section';
import { shownTags } from '../../domain/car-flags';
import { CarConsultantCard } from '../common/car/car-consultant';
import { FlagNotice } from '../common/car/car-flags';
import { usePersonCall, type Callee } from '../common/call/call-person';
import { CarGallery } from '../common/car/car-gallery';
import { CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import { NotesSection } from '../common/car/notes-section';
import { CarStatusPanel } from '../common/car/car-status';
import { LinkButton } from '../common/car/link-button';
import { sharedCarMessages } from '../common/car/shared-car-messages';
import { keyFactRows, metaRows } from '../common/car/meta-rows';
import { usePhotoPreview } from '../common/photo-preview';
import { useViewerLabels } from '../common/car/viewer-labels';
import * as styles from './wholesale-detail.module.css';
import { WholesaleDetailDocument, type WholesaleDetailQuery } from './wholesale-detail.generated';
import { paths } from '../../routes/paths';
import * as panelStyles from '../../ui/panel.module.css';
import * as carPageStyles from '../common/car/car-page.module.css';

type WholesaleCar = NonNullable<WholesaleDetailQuery['car']>;

export function WholesaleDetailScreen() {
  const { car, fallback } = useCarQuery(WholesaleDetailDocument);
  return car ? <WholesalePage car={car} /> : fallback;
}

function WholesalePage({ car }: { car: WholesaleCar }) {
  const t = useMessages(sharedCarMessages);
  const locale = useLocale();
  const preview = usePhotoPreview(useViewerLabels(car.title));
  const status = viewOfKind(car.status.kind);
  const all = car.wholesaleImageGroups.flatMap((group) => group.images);
  // The header shows a few of each group, as the premium page's summary does.
  const summary = car.wholesaleImageGroups.flatMap((group) => group.images.slice(0, 3));
  const current = car.price?.current;
  const original = car.price?.original;

  const facts = keyFactRows(car, locale, t);

  const trade: KeyValueItem[] = [];
  if (car.keyBoxId) trade.push({ id: 'key-box', label: t('keyBox'), value: car.keyBoxId });
  if (car.companyAccountName) trade.push({ id: 'account', label: t('companyAccount'), value: car.companyAccountName });

  return (
    <CarColumn withActionBar>
      <article aria-labelledby="wholesale-title">
        <CarGallery
          carId={car.id}
          title={car.title}
          images={summary}
          totalPhotos={all.length}
          preview={preview}
          photosPath={paths.wholesalePhotos({ id: car.id })}
        />
        <div className={carPageStyles.body}>
          <section className={panelStyles.panel} aria-label={t('wholesalePrice')}>
            <div className={carPageStyles.labels}>
              <CarStatusBadge kind={status.kind} />
              <Badge tone="info" solid>
                {t('wholesaleBadge')}
              </Badge>
              {car.isMotorcycle && (
                <Badge tone="brand" solid data-badge="motorcycle">
                  {t('motorcycle')}
                </Badge>
              )}
              {shownTags(car.tags, car.openFlags).map((tag, i) => (
                <Badge key={`${tag}-${i}`}>{tag}</Badge>
              ))}
            </div>
            <h1 id="wholesale-title" className={carPageStyles.title}>
              {car.title}
            </h1>
            {typeof current === 'number' && current > 0 ? (
              <div className={styles.price}>
                <span className={styles.priceLabel}>{t('wholesalePrice')}</span>
                <Price
                  amount={current}
                  original={original}
                  size="xl"
                  lang={locale}
                  currentLabel={t('wholesalePrice')}
                  originalLabel={t('originalPrice')}
                />
                {car.price?.reduce ? (
                  <span className={carPageStyles.saving}>
                    {t('saved', { amount: formatPrice(car.price.reduce, locale) })}
                  </span>
                ) : null}
              </div>
            ) : (
              <p className={styles.priceLabel}>{t('priceUnknown')}</p>
            )}
            <FlagNotice flags={car.openFlags} />
            {facts.length > 0 && <KeyValueList layout="grid" columns={3} items={facts} />}
          </section>
          <CarStatusPanel carId={car.id} view={status} inspection={null} hasSimilar={false} />
          {car.meta.length > 0 && (
            <Section title={t('details')} className={panelStyles.panel}>
              <KeyValueList items={metaRows(car.meta, car, locale, t)} />
            </Section>
          )}
          {trade.length > 0 && (
            <Section title={t('services')} className={panelStyles.panel}>
              <KeyValueList items={trade} />
            </Section>
          )}
          <NotesSection notes={car.notes} preview={preview} />
          <CarConsultantCard consultant={car.consultant} heading={t('wholesaleContact')} />
        </div>
      </article>
      <nav className={carPageStyles.actionBar} aria-label={t('actions')}>
        <WholesaleActions
          photosPath={paths.wholesalePhotos({ id: car.id })}
          photosLabel={t('photos')}
          callee={status.unavailable ? null : car.consultant}
          callLabel={t('wholesaleContact')}
        />
      </nav>
      {preview.viewer}
    </CarColumn>
  );
}

/** Photos, and the consultant's call: the record masks the number, so the tap asks for the real one, then dials. */
function WholesaleActions({
  photosPath,
  photosLabel,
  callee,
  callLabel,
}: {
  photosPath: string;
  photosLabel: string;
  callee: Callee | null | undefined;
  callLabel: string;
}) {
  const call = usePersonCall(callee, { className: styles.callStatus });
  return (
    <>
      {call.status}
      <div className={styles.barInner}>
        <LinkButton href={photosPath} variant="secondary" size="lg">
          {photosLabel}
        </LinkButton>
        {callee && (
          <button type="button" className={styles.call} onClick={call.start} aria-busy={call.busy}>
            {callLabel}
          </button>
        )}
      </div>
    </>
  );
}
