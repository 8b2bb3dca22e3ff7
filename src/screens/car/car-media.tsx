// The car page's media section: its video and its 360° view (fragment CarMediaSection, car-media.graphql).

import { useState } from 'react';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { cx } from '../../ui/class-names';
import { Icon } from '../../ui/icon';
import type { PanoramaViewerProps } from '../../ui/panorama-viewer';
import * as photoLabelStyles from '../../ui/photo-label.module.css';
import { Section } from '../../ui/section';
import { Skeleton } from '../../ui/skeleton';
import * as carPageStyles from '../common/car/car-page.module.css';
import { LazyPart, lazyPart } from '../common/lazy-part';
import type { CarMediaSectionFragment } from './car-media.generated';
import * as styles from './car-sections.module.css';
import { CarVideoPlayer } from './car-video-player';
import { carMessages } from './messages';

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

export function MediaSection({ car }: { car: CarMediaSectionFragment }) {
  const t = useMessages(carMessages);
  const panorama = car.panorama && car.panorama.frames.length > 0 ? car.panorama : null;
  if (!car.video && !panorama) return null;
  return (
    <Section id="media" title={t('media')} className={carPageStyles.block}>
      {car.video && <CarVideoPlayer video={car.video} />}
      {panorama && <PanoramaPart frames={panorama.frames} cover={panorama.cover} />}
    </Section>
  );
}
