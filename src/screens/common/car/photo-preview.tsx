// Full-screen preview of car photos: WeChat's own viewer inside WeChat when its SDK is ready, else
// the in-page viewer (dialog, swipe, zoom, keyboard), whose code is fetched the first time a visitor
// opens a photo (or touches the gallery), not with the page.

import { useCallback, useState, type ReactNode } from 'react';
import { useMessages } from '../../../i18n/i18n';
import { previewImage } from '../../../platform/wechat';
import type { ImageViewerProps, ViewerImage } from '../../../ui/image-viewer';
import { Spinner } from '../../../ui/spinner';
import { LazyPart, lazyPart } from './lazy-part';
import { carMessages } from './messages';
import * as styles from './photo-preview.module.css';

export interface PhotoPreview {
  open: (images: readonly ViewerImage[], index: number) => void;
  /** Starts fetching the viewer's code (a touch on a photo is a good sign it will be opened). */
  prepare: () => void;
  viewer: ReactNode;
}

export const imageViewerPart = lazyPart<ImageViewerProps>(() => import('../../../ui/image-viewer').then((module) => module.ImageViewer));

export function useViewerLabels(title: string) {
  const t = useMessages(carMessages);
  return {
    title: t('viewer'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    slide: (index: number, total: number) => t('slide', { index: index + 1, total }),
    image: (index: number) => t('photoAlt', { title, index: index + 1 }),
    zoomHint: t('zoomHint'),
  };
}

export function usePhotoPreview(title: string): PhotoPreview {
  const t = useMessages(carMessages);
  const labels = useViewerLabels(title);
  const [state, setState] = useState<{ images: readonly ViewerImage[]; index: number } | null>(null);
  const open = useCallback((images: readonly ViewerImage[], index: number) => {
    if (images.length === 0) return;
    const at = Math.min(Math.max(0, index), images.length - 1);
    if (previewImage(images.map((image) => image.url), images[at]?.url ?? '')) return;
    setState({ images, index: at });
  }, []);
  const prepare = useCallback(() => imageViewerPart.preload(), []);
  const close = () => setState(null);
  const viewer = state ? (
    <LazyPart
      part={imageViewerPart}
      placeholder={
        <div className={styles.overlay}>
          <Spinner size="lg" label={t('viewerOpening')} />
        </div>
      }
      frame={(content) => (
        <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={labels.title}>
          <div className={styles.panel}>{content}</div>
          <button type="button" className={styles.close} onClick={close}>
            {labels.close}
          </button>
        </div>
      )}
      render={(ImageViewer) => <ImageViewer images={state.images} open startIndex={state.index} onClose={close} labels={labels} />}
    />
  ) : null;
  return { open, prepare, viewer };
}
