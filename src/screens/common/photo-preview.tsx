// Full-screen photo preview (car pages, community posts): WeChat's own viewer inside WeChat when its
// SDK is ready, else the in-page viewer (dialog, swipe, zoom, keyboard), whose code is fetched the
// first time a visitor opens a photo (or touches a gallery), not with the page. Each area passes its
// own words. An open preview is an entry in history (src/platform/overlay-history.ts): back closes it.

import { useCallback, useState, type ReactNode } from 'react';
import { useOverlayHistory } from '../../platform/overlay-history';
import { isSdkReady, previewImage } from '../../platform/wechat';
import type { ImageViewerLabels, ImageViewerProps, ViewerImage } from '../../ui/image-viewer';
import { Spinner } from '../../ui/spinner';
import { LazyPart, lazyPart } from './lazy-part';
import * as styles from './photo-preview.module.css';

export interface PhotoPreviewLabels extends ImageViewerLabels {
  /** Announced while the viewer's code loads. */
  opening: string;
  /** Shown, with a retry, if the viewer's code did not load. */
  failed: string;
}

export interface PhotoPreview {
  open: (images: readonly ViewerImage[], index: number) => void;
  /** Starts fetching the viewer's code (a touch on a photo is a good sign it will be opened). */
  prepare: () => void;
  viewer: ReactNode;
}

/** The in-page viewer's code (exported for its tests). */
export const imageViewerPart = lazyPart<ImageViewerProps>(() =>
  import('../../ui/image-viewer').then((module) => module.ImageViewer),
);

export function usePhotoPreview(labels: PhotoPreviewLabels): PhotoPreview {
  const [state, setState] = useState<{ images: readonly ViewerImage[]; index: number } | null>(null);
  const open = useCallback((images: readonly ViewerImage[], index: number) => {
    if (images.length === 0) return;
    const at = Math.min(Math.max(0, index), images.length - 1);
    const showInPage = () => setState({ images, index: at });
    // WeChat's own viewer where it is ready; the in-page one otherwise, or when WeChat's refuses.
    if (
      previewImage(
        images.map((image) => image.url),
        images[at]?.url ?? '',
        showInPage,
      )
    )
      return;
    showInPage();
  }, []);
  // Where WeChat's SDK is ready its own viewer opens the photos: the in-page viewer's code waits for a
  // refusal there, not for a touch or an idle moment.
  const prepare = useCallback(() => {
    if (!isSdkReady()) imageViewerPart.preload();
  }, []);
  const close = useCallback(() => setState(null), []);
  // Open (loading, failed or showing) is an entry in history: the phone's back closes it.
  useOverlayHistory(state !== null, close);
  const viewer = state ? (
    <LazyPart
      part={imageViewerPart}
      placeholder={
        <div className={styles.overlay}>
          <Spinner size="lg" label={labels.opening} />
        </div>
      }
      errorTitle={labels.failed}
      frame={(content) => (
        <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={labels.title}>
          <div className={styles.panel}>{content}</div>
          <button type="button" className={styles.close} onClick={close}>
            {labels.close}
          </button>
        </div>
      )}
      render={(ImageViewer) => (
        <ImageViewer
          images={state.images}
          open
          startIndex={state.index}
          onClose={close}
          labels={labels}
          historyEntry={false}
        />
      )}
    />
  ) : null;
  return { open, prepare, viewer };
}
