// The header gallery of the car page: the picture summary as a swipeable carousel. The first photo
// is the page's largest paint, so it loads at once at a reserved 4:3 size.
//
// The carousel's code (embla) is not needed to paint that photo: the gallery first shows the same
// frame without it (first photo, counter, arrows where the screen has a pointer), and fetches the
// carousel when the visitor reaches for it (touch, pointer, focus, an arrow). Until it is in, the
// photo still opens the viewer; if its chunk fails, the frame stays as it is (a complete view of
// the first photo) and the next touch tries again.
//
// The gesture that asks for the carousel is followed by the frame itself, to its end, on the window:
// a tap still opens the viewer (the frame is not swapped between the finger going down and the
// click, so the click lands on the button it started on), and a sideways swipe asks the carousel for
// the next photo, so the first swipe is not lost. The carousel takes the frame's place only once no
// gesture is in progress.

import { useRef, useState, type ReactNode } from 'react';
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
import { lazyPart, type LazyPartLoader } from '../lazy-part';
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

/** How far a finger must travel sideways on the still frame to count as a swipe. */
const SWIPE_DISTANCE = 40;

/** How far a pointer may move and still make a tap (embla's drag threshold). */
const DRAG_THRESHOLD = 10;

/** Drops the click the browser dispatches right after the pointer comes up, in the same task. */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

/** Follows one gesture to its end on the window and reports whether it was a swipe towards the
 *  next photo (mostly sideways, leftwards, at least SWIPE_DISTANCE). */
function followGesture(fromX: number, fromY: number, onEnd: (swipedToNext: boolean) => void) {
  const stop = (swipedToNext: boolean) => {
    window.removeEventListener('pointerup', onPointerUp);
    window.removeEventListener('touchend', onTouchEnd);
    window.removeEventListener('pointercancel', onCancel);
    window.removeEventListener('touchcancel', onCancel);
    onEnd(swipedToNext);
  };
  const finish = (x: number, y: number) => {
    const dx = x - fromX;
    const dy = y - fromY;
    // A mouse dragged across the photo ends in a click on it, which is not a tap: it opens nothing
    // (as embla does on the carousel). A finger that moved gives no click.
    if (Math.hypot(dx, dy) > DRAG_THRESHOLD) swallowNextClick();
    stop(dx <= -SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy));
  };
  const onPointerUp = (event: PointerEvent) => finish(event.clientX, event.clientY);
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (touch) finish(touch.clientX, touch.clientY);
    else stop(false);
  };
  const onCancel = () => stop(false);
  window.addEventListener('pointerup', onPointerUp);
  window.addEventListener('touchend', onTouchEnd);
  window.addEventListener('pointercancel', onCancel);
  window.addEventListener('touchcancel', onCancel);
}

/** The carousel's first frame without its code: its look and landmarks, one slide. */
function StillFrame({
  props,
  onWake,
  onGesture,
}: {
  props: CarouselProps<GalleryImage>;
  onWake: (index?: number) => void;
  /** A finger or pointer went down on the frame (true) or its gesture ended (false). */
  onGesture: (active: boolean) => void;
}) {
  const { items, renderSlide, label, slideLabel, previousLabel, nextLabel } = props;
  const total = items.length;
  const first = items[0];
  const following = useRef(false);
  const begin = (x: number, y: number) => {
    onWake();
    // A touch fires both pointerdown and touchstart: follow the gesture once.
    if (following.current) return;
    following.current = true;
    onGesture(true);
    followGesture(x, y, (swipedToNext) => {
      following.current = false;
      // The still frame is always on the first photo, so only a swipe towards the next one moves.
      if (swipedToNext && total > 1) onWake(1);
      onGesture(false);
    });
  };
  return (
    <div
      className={carouselStyles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={(event) => begin(event.clientX, event.clientY)}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        if (touch) begin(touch.clientX, touch.clientY);
      }}
      // A mouse dragging the photo would start the browser's own image drag (which cancels the
      // pointer, and the swipe with it), as embla prevents on the carousel.
      onDragStart={(event) => event.preventDefault()}
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

type CarouselPart = LazyPartLoader<CarouselProps<GalleryImage>>;
type LoadedCarousel = NonNullable<ReturnType<CarouselPart['loaded']>>;

/** The still frame, swapped for the carousel once its code is in and no gesture is in progress (no
 *  Suspense: the frame stays put, so the tap or swipe that asked for the carousel still lands on it). */
function GalleryCarousel({ part, ...props }: CarouselProps<GalleryImage> & { part: CarouselPart }) {
  const [Carousel, setCarousel] = useState(() => part.loaded());
  const [wanted, setWanted] = useState<number | undefined>(undefined);
  const loading = useRef(false);
  const gesture = useRef(false);
  const arrived = useRef<LoadedCarousel | undefined>(undefined);
  const swapIn = () => {
    const loaded = arrived.current;
    // After the task that ended the gesture, so its click is dispatched on the frame's button first.
    if (!loaded || gesture.current) return;
    setTimeout(() => {
      if (!gesture.current) setCarousel(() => loaded);
    }, 0);
  };
  const wake = (index?: number) => {
    if (index !== undefined) setWanted(index);
    if (Carousel || loading.current) return;
    loading.current = true;
    part.load().then(
      (loaded) => {
        arrived.current = loaded;
        swapIn();
      },
      () => {
        // The frame stays as it is (the photo still opens the viewer); the next touch tries again.
        part.reset();
        loading.current = false;
      },
    );
  };
  const onGesture = (active: boolean) => {
    gesture.current = active;
    if (!active) swapIn();
  };
  if (!Carousel) return <StillFrame props={props} onWake={wake} onGesture={onGesture} />;
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
  carousel = carouselPart,
}: {
  carId: string;
  title: string;
  images: readonly GalleryImage[];
  totalPhotos: number;
  preview: PhotoPreview;
  photosPath?: string;
  /** The full-screen pictures page, where the car has one. */
  picturesPath?: string;
  /** Where the carousel's code comes from (a test passes a part whose code is not in yet). */
  carousel?: CarouselPart;
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
        part={carousel}
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
