// A post's photos in the layouts visitors know from social feeds: one large, two or four in a 2×2,
// three or more in rows of three. Each photo is a button that opens the full-screen viewer.

import { useMessages } from '../../i18n/i18n';
import type { PhotoPreviewLabels } from '../common/photo-preview';
import { LazyImage } from '../../platform/lazy-image';
import { cx } from '../../ui/class-names';
import { momentsMessages } from './messages';
import * as styles from './moments.module.css';
import * as thumbStyles from '../../ui/thumb.module.css';

const MAX_PHOTOS = 9;

export function PhotoGrid({
  images,
  author,
  onOpen,
}: {
  images: readonly string[];
  author: string;
  onOpen: (index: number) => void;
}) {
  const t = useMessages(momentsMessages);
  const shown = images.slice(0, MAX_PHOTOS);
  if (shown.length === 0) return null;
  const layout =
    shown.length === 1 ? styles.gridOne : shown.length === 2 || shown.length === 4 ? styles.gridTwo : styles.gridThree;
  return (
    <ul className={cx(styles.grid, layout)} aria-label={t('photos', { count: shown.length })}>
      {shown.map((url, index) => (
        <li key={`${url}-${index}`} className={styles.gridItem}>
          <button
            type="button"
            className={thumbStyles.thumb}
            onClick={() => onOpen(index)}
            aria-label={t('openPhoto', { index: index + 1, total: shown.length })}
          >
            <LazyImage
              src={url}
              alt={t('photoAlt', { name: author, index: index + 1 })}
              ratio={shown.length === 1 ? 4 / 3 : 1}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The full-screen viewer's words for a post's photos. */
export function useViewerLabels(): PhotoPreviewLabels {
  const t = useMessages(momentsMessages);
  const slide = (index: number, total: number) => t('slide', { index: index + 1, total });
  return {
    title: t('viewer'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    slide,
    image: slide,
    zoomHint: t('zoomHint'),
    pointerHint: t('zoomHintPointer'),
    opening: t('viewerOpening'),
    failed: t('viewerFailed'),
  };
}
