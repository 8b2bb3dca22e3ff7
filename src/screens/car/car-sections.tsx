// The sections of the car page below the price. Each takes exactly the part of the car record it
// shows, and a section with nothing to show renders nothing.

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { warrantyTerms } from '../../domain/warranty';
import { formatDate, formatMileage, formatPrice } from '../../i18n/format';
import { dataLabel } from '../../i18n/data-labels';
import { useLocale, useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Icon, type IconName } from '../../ui/icon';
import { KeyValueList, type KeyValueItem } from '../../ui/key-value';
import { Section } from '../../ui/section';
import { Skeleton } from '../../ui/skeleton';
import { formatDuration, VideoPlayer } from '../../ui/video-player';
import type { PanoramaViewerProps } from '../../ui/panorama-viewer';
import { CarArticlesDocument, type CarDetailQuery, type CarExtrasQuery } from './car.generated';
import { LazyPart, lazyPart } from '../common/lazy-part';
import { CarCard } from '../common/car-list/car-card';
import * as styles from './car-sections.module.css';
import { carMessages } from './messages';
import { paths } from '../../routes/paths';
import * as photoLabelStyles from '../../ui/photo-label.module.css';
import * as gridStyles from '../../ui/grid.module.css';
import { cx } from '../../ui/class-names';
import * as carPageStyles from '../common/car/car-page.module.css';
import { metaRows } from '../common/car/meta-rows';

type CarData = NonNullable<CarDetailQuery['car']>;
type CarExtras = NonNullable<CarExtrasQuery['car']>;
// The 360° viewer is its own chunk, fetched when a visitor asks for it: most never turn the car.
const panoramaPart = lazyPart<PanoramaViewerProps>(() =>
  import('../../ui/panorama-viewer').then((module) => module.PanoramaViewer),
);

/** The 360° view: its cover with an open button until asked, then the viewer (its frames load then). */
function PanoramaPart({ frames, cover }: { frames: readonly string[]; cover?: string | null }) {
  const t = useMessages(carMessages);
  const [asked, setAsked] = useState(false);
  const still = cover || frames[0] || '';
  const placeholder = <Skeleton variant="block" aspectRatio="4 / 3" label={t('panorama')} />;
  return (
    <div className={styles.panorama}>
      <h3 className={styles.subTitle}>{t('panorama')}</h3>
      {asked ? (
        <LazyPart
          part={panoramaPart}
          placeholder={placeholder}
          errorTitle={t('partFailed')}
          render={(PanoramaViewer) => (
            <PanoramaViewer
              frames={frames}
              cover={cover}
              labels={{
                title: t('panoramaTitle'),
                hint: t('dragToRotate'),
                angle: (degrees) => t('angle', { degrees }),
                loading: (percent) => t('panoramaLoading', { percent }),
              }}
            />
          )}
        />
      ) : (
        <button
          type="button"
          className={styles.panoramaStill}
          onClick={() => setAsked(true)}
          onPointerEnter={panoramaPart.preload}
          onFocus={panoramaPart.preload}
        >
          <LazyImage src={still} alt="" ratio={4 / 3} />
          <span className={cx(photoLabelStyles.label, styles.panoramaOpen)}>
            <Icon name="refresh" size={16} />
            {t('panoramaOpen')}
          </span>
        </button>
      )}
    </div>
  );
}

export function MetaSection({ car }: { car: CarData }) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  if (car.meta.length === 0) return null;
  return (
    <Section id="details" title={t('details')} className={carPageStyles.block}>
      <KeyValueList layout="rows" items={metaRows(car.meta, car, locale, t)} />
    </Section>
  );
}

export function ServicesSection({ car }: { car: CarData }) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const items: KeyValueItem[] = [];
  if (car.serviceProvider) items.push({ id: 'provider', label: t('serviceProvider'), value: car.serviceProvider });
  const warranty = car.warrantyContract;
  if (warranty) {
    const terms = warrantyTerms(warranty);
    items.push({
      id: 'warranty',
      label: t('warranty'),
      value: (
        <span className={styles.warranty}>
          <span>{warranty.name}</span>
          {terms && (
            <span className={styles.muted}>
              {terms.kind === 'months-and-mileage'
                ? t('warrantyTerms', { months: terms.months, mileage: formatMileage(terms.mileageKm, locale) })
                : t('warrantyMonths', { months: terms.months })}
            </span>
          )}
          {/* The reader keeps only a site-relative or http(s) address (safeUrl, src/graph/rest/parse.ts). */}
          {warranty.url && (
            <a href={warranty.url} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
              {t('viewContract')}
            </a>
          )}
        </span>
      ),
    });
  }
  if (car.substationName) items.push({ id: 'substation', label: t('substation'), value: car.substationName });
  if (car.keyBoxId) items.push({ id: 'key-box', label: t('keyBox'), value: car.keyBoxId });
  if (car.companyAccountName) items.push({ id: 'account', label: t('companyAccount'), value: car.companyAccountName });
  if (items.length === 0) return null;
  return (
    <Section id="services" title={t('services')} className={carPageStyles.block}>
      <KeyValueList items={items} />
    </Section>
  );
}

export function NewEnergySection({ car }: { car: CarData }) {
  const t = useMessages(carMessages);
  const energy = car.newEnergy;
  if (!energy.isNewEnergy) return null;
  return (
    <Section id="battery" title={t('battery')} className={carPageStyles.block}>
      <KeyValueList
        items={[
          { id: 'replacing', label: t('batteryReplacing'), value: energy.isReplacingBattery ? t('yes') : t('no') },
          { id: 'renting', label: t('batteryRenting'), value: energy.isRentingBattery ? t('yes') : t('no') },
          ...(energy.threeElectricWarrantyInfo
            ? [{ id: 'warranty', label: t('threeElectric'), value: energy.threeElectricWarrantyInfo }]
            : []),
        ]}
      />
    </Section>
  );
}

export function ConditionSection({ car }: { car: CarData }) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const major = car.majorDispositions;
  if (!major && car.outRepairList.length === 0) return null;
  const check = (found: boolean) => (
    <span className={found ? styles.found : styles.clear}>
      <Icon name={found ? 'warning' : 'check'} size={16} /> {found ? t('checkedFound') : t('checkedNone')}
    </span>
  );
  return (
    <Section id="condition" title={t('condition')} className={carPageStyles.block}>
      {major && (
        <KeyValueList
          items={[
            { id: 'accident', label: t('majorAccident'), value: check(major.majorAccident) },
            { id: 'flood', label: t('flood'), value: check(major.flood) },
            { id: 'fire', label: t('fire'), value: check(major.fire) },
          ]}
        />
      )}
      {major?.notes && <p className={styles.muted}>{major.notes}</p>}
      {car.outRepairList.length > 0 && (
        <div className={styles.subBlock}>
          <h3 className={styles.subTitle}>{t('outRepairs')}</h3>
          <ul className={styles.plainList} role="list">
            {car.outRepairList.map((repair, i) => (
              <li key={i}>
                {repair.item}
                {repair.date && <span className={styles.muted}> · {formatDate(repair.date, locale)}</span>}
                {repair.cost != null && <span className={styles.muted}> · {formatPrice(repair.cost, locale)}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

export function MediaSection({ car }: { car: CarData }) {
  const t = useMessages(carMessages);
  const panorama = car.panorama && car.panorama.frames.length > 0 ? car.panorama : null;
  if (!car.video && !panorama) return null;
  return (
    <Section id="media" title={t('media')} className={carPageStyles.block}>
      {car.video && (
        <VideoPlayer
          src={car.video.url}
          poster={car.video.poster}
          title={t('video')}
          labels={{
            play: t('playVideo', { title: t('video') }),
            failed: t('videoFailed'),
            duration: formatDuration(car.video.durationSeconds),
          }}
        />
      )}
      {panorama && <PanoramaPart frames={panorama.frames} cover={panorama.cover} />}
    </Section>
  );
}

export function MoreLinks({ car }: { car: CarData }) {
  const t = useMessages(carMessages);
  const links: { to: string; label: string; icon: IconName }[] = [
    { to: paths.carPhotos({ id: car.id }), label: t('photos'), icon: 'camera' },
  ];
  const videos = car.displayVideos;
  if (videos?.interior || videos?.exterior)
    links.push({ to: paths.carInternalVideo({ id: car.id }), label: t('interiorVideo'), icon: 'play' });
  if (videos?.walkAround)
    links.push({ to: paths.carExteriorVideo({ id: car.id }), label: t('walkAroundVideo'), icon: 'play' });
  if (car.video || car.panorama?.frames.length)
    links.push({ to: paths.carVideo({ id: car.id }), label: t('video'), icon: 'play' });
  links.push({ to: paths.carBenchmark({ id: car.id }), label: t('benchmark'), icon: 'gauge' });
  links.push({ to: paths.carAppraise({ id: car.id }), label: t('appraise'), icon: 'shield' });
  links.push({ to: paths.carConfiguration({ id: car.id }), label: t('configuration'), icon: 'check' });
  if (car.oemUuid) links.push({ to: paths.oemPurchase({ uuid: car.oemUuid }), label: t('oemReport'), icon: 'info' });
  links.push({ to: paths.carLoans({ id: car.id }), label: t('loans'), icon: 'calendar' });
  links.push({ to: paths.carFaq({ id: car.id }), label: t('faq'), icon: 'chat' });
  return (
    <nav aria-label={t('reports')} className={styles.moreLinks}>
      <ul role="list" className={cx(gridStyles.grid, styles.linkGrid)}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.tile}>
              <Icon name={link.icon} size={22} />
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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

export function EquipmentSection({
  carId,
  equipment,
}: {
  carId: string;
  equipment: CarExtras['equipment'] | undefined;
}) {
  const t = useMessages(carMessages);
  const locale = useLocale();
  if (!equipment || equipment.sections.length === 0) return null;
  return (
    <Section
      id="equipment"
      title={t('equipment')}
      className={carPageStyles.block}
      action={
        <Link to={paths.carConfiguration({ id: carId })} className={styles.actionLink}>
          {t('configurationLink')}
        </Link>
      }
    >
      <div className={styles.equipment}>
        {equipment.sections.map((section, s) => (
          <div key={`${section.name}-${s}`} className={styles.subBlock}>
            <h3 className={styles.subTitle}>{dataLabel(section.name, locale)}</h3>
            {section.isNotes && section.notes && <p className={styles.muted}>{section.notes}</p>}
            {section.groups.map((group, g) => (
              <div key={`${group.name}-${g}`} className={styles.equipmentGroup}>
                {group.name && <h4 className={styles.groupName}>{dataLabel(group.name, locale)}</h4>}
                <ul role="list" className={styles.options}>
                  {group.options.map((option, o) => (
                    <li key={`${option.name}-${o}`} className={option.configured ? styles.optionOn : styles.optionOff}>
                      <Icon name={option.configured ? 'check' : 'close'} size={14} />
                      <span>{option.name}</span>
                      <span className="visually-hidden">
                        {option.configured ? t('configured') : t('notConfigured')}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </Section>
  );
}

export function RecommendationsSection({ cars }: { cars: CarExtras['recommendations'] | undefined }) {
  const t = useMessages(carMessages);
  if (!cars || cars.length === 0) return null;
  return (
    <Section id="similar" title={t('recommendations')} className={carPageStyles.block}>
      <ul role="list" className={styles.row}>
        {cars.map((car, i) => (
          <li key={`${car.id}-${i}`} className={styles.similarItem}>
            <CarCard car={car} href={paths.car({ id: car.id })} variant="tile" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function GoodsSection({ goods }: { goods: CarExtras['goods'] | undefined }) {
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
