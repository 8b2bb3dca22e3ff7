// The header gallery of the car page: the picture summary as a swipeable carousel. The first photo
// is the page's largest paint, so it loads at once at a reserved 4:3 size.
//
// The carousel's code (embla) is not needed to paint that photo: the gallery first shows the same
// frame without it (first photo, counter, arrows where the screen has a pointer), and fetches the
// carousel when the visitor reaches for it (touch, pointer, focus, an arrow). Until it is in, the
// photo still opens the viewer; if its chunk fails, the frame stays as it is (a complete view of
// the first photo) and the next touch tries again.

import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n/i18n';
import { LazyImage } from '../../../platform/lazy-image';
import type { CarouselProps } from '../../../ui/carousel';
// The carousel's look without its code: the still frame is the carousel's first frame.
import * as carouselStyles from '../../../ui/carousel-frame.module.css';
import { Icon } from '../../../ui/icon';
import { IconButton } from '../../../ui/icon-button';
import { PLACEHOLDER_IMAGE } from '../../../platform/inline-images';
import * as styles from './car-gallery.module.css';
import { lazyPart } from '../lazy-part';
import { sharedCarMessages } from './shared-car-messages';
import type { PhotoPreview } from '../photo-preview';
import { paths } from '../../../routes/paths';

export interface GalleryImage {
  url: string;
  caption?: string | null;
}

export const carouselPart = lazyPart<CarouselProps<GalleryImage>>(() =>
  import('../../../ui/carousel').then((module) => module.Carousel as (props: CarouselProps<GalleryImage>) => ReactNode),
);

/** The carousel's first frame without its code: its look and landmarks, one slide. */
function StillFrame({ props, onWake }: { props: CarouselProps<GalleryImage>; onWake: (index?: number) => void }) {
  const { items, renderSlide, label, slideLabel, previousLabel, nextLabel } = props;
  const total = items.length;
  const first = items[0];
  return (
    <div
      className={carouselStyles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={() => onWake()}
      onTouchStart={() => onWake()}
      onFocus={() => onWake()}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' && total > 1) {
          event.preventDefault();
          onWake(1);
        }
      }}
    >
      <div className={carouselStyles.viewport}>
        {first && (
          <div role="group" aria-roledescription="slide" aria-label={slideLabel(0, total)}>
            {renderSlide(first, 0)}
          </div>
        )}
      </div>
      {total > 1 && (
        <div className={carouselStyles.arrows}>
          <IconButton icon="back" variant="overlay" aria-label={previousLabel} disabled />
          <IconButton icon="chevron-right" variant="overlay" aria-label={nextLabel} onClick={() => onWake(1)} />
        </div>
      )}
      {total > 1 && (
        <span className={carouselStyles.counter} aria-live="polite" aria-atomic="true">
          1 / {total}
        </span>
      )}
    </div>
  );
}

/** The still frame, swapped for the carousel once its code is in (no Suspense: the frame stays put,
 *  so the touch or click that asked for the carousel still lands on it). */
function GalleryCarousel(props: CarouselProps<GalleryImage>) {
  const [Carousel, setCarousel] = useState(() => carouselPart.loaded());
  const [wanted, setWanted] = useState<number | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const wake = (index?: number) => {
    if (index !== undefined) setWanted(index);
    if (Carousel || loading) return;
    setLoading(true);
    carouselPart.load().then(
      (loaded) => setCarousel(() => loaded),
      () => {
        // The frame stays as it is (the photo still opens the viewer); the next touch tries again.
        carouselPart.reset();
        setLoading(false);
      },
    );
  };
  if (!Carousel) return <StillFrame props={props} onWake={wake} />;
  return <Carousel {...props} startIndex={wanted ?? 0} index={wanted} onIndexChange={setWanted} />;
}

export function CarGallery({
  carId,
  title,
  images,
  totalPhotos,
  preview,
  photosPath = paths.carPhotos({ id: carId }),
  picturesPath,
}: {
  carId: string;
  title: string;
  images: readonly GalleryImage[];
  totalPhotos: number;
  preview: PhotoPreview;
  photosPath?: string;
  /** The full-screen pictures page, where the car has one. */
  picturesPath?: string;
}) {
  const t = useMessages(sharedCarMessages);
  if (images.length === 0) {
    return (
      <div className={styles.empty}>
        <img src={PLACEHOLDER_IMAGE} alt="" className={styles.emptyArt} />
        <p>{t('noPhotos')}</p>
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <GalleryCarousel
        items={images}
        label={t('gallery')}
        slideLabel={(index, total) => t('slide', { index: index + 1, total })}
        previousLabel={t('previous')}
        nextLabel={t('next')}
        renderSlide={(image, index) => (
          <button
            type="button"
            className={styles.slideButton}
            onClick={() => preview.open(images, index)}
            onPointerDown={preview.prepare}
            aria-label={t('openPhoto', { label: image.caption || t('photoAlt', { title, index: index + 1 }) })}
          >
            <LazyImage
              src={image.url}
              alt={image.caption || t('photoAlt', { title, index: index + 1 })}
              ratio={4 / 3}
              priority={index === 0}
              sizes="(min-width: 720px) 720px, 100vw"
            />
          </button>
        )}
      />
      {totalPhotos > 0 && (
        <Link to={photosPath} className={styles.allPhotos}>
          <Icon name="image" size={16} />
          {t('allPhotos', { count: totalPhotos })}
        </Link>
      )}
      {picturesPath && (
        <Link to={picturesPath} className={`${styles.allPhotos} ${styles.fullScreen}`}>
          <Icon name="camera" size={16} />
          {t('fullScreenPhotos')}
        </Link>
      )}
    </div>
  );
}
