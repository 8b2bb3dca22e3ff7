// The header gallery of the car page: the picture summary as a swipeable carousel. The first photo
// is the page's largest paint, so it loads at once at a reserved 4:3 size.

import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Carousel } from '../../ui/carousel';
import { Icon } from '../../ui/icon';
import styles from './car-gallery.module.css';
import { carPaths } from './car-route';
import { carMessages } from './messages';
import type { PhotoPreview } from './photo-preview';

export interface GalleryImage {
  url: string;
  caption?: string | null;
}

export function CarGallery({
  carId,
  title,
  images,
  totalPhotos,
  preview,
  photosPath = carPaths.photos(carId),
}: {
  carId: string;
  title: string;
  images: readonly GalleryImage[];
  totalPhotos: number;
  preview: PhotoPreview;
  photosPath?: string;
}) {
  const t = useMessages(carMessages);
  if (images.length === 0) {
    return (
      <div className={styles.empty}>
        <img src="/media/placeholder.svg" alt="" className={styles.emptyArt} />
        <p>{t('noPhotos')}</p>
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <Carousel
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
    </div>
  );
}
