// Full-screen preview of car photos: WeChat's own viewer inside WeChat when its SDK is ready, else
// the in-page viewer (dialog, swipe, zoom, keyboard).

import { useCallback, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n';
import { previewImage } from '../../platform/wechat';
import { ImageViewer, type ViewerImage } from '../../ui/image-viewer';
import { carMessages } from './messages';

export interface PhotoPreview {
  open: (images: readonly ViewerImage[], index: number) => void;
  viewer: ReactNode;
}

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
  const labels = useViewerLabels(title);
  const [state, setState] = useState<{ images: readonly ViewerImage[]; index: number } | null>(null);
  const open = useCallback((images: readonly ViewerImage[], index: number) => {
    if (images.length === 0) return;
    const at = Math.min(Math.max(0, index), images.length - 1);
    if (previewImage(images.map((image) => image.url), images[at]?.url ?? '')) return;
    setState({ images, index: at });
  }, []);
  const viewer = (
    <ImageViewer images={state?.images ?? []} open={state !== null} startIndex={state?.index ?? 0} onClose={() => setState(null)} labels={labels} />
  );
  return { open, viewer };
}
