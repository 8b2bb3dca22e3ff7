// Full-screen photos: WeChat's own viewer when its SDK is ready, else the in-page viewer, whose code
// (and embla) is only fetched the first time a visitor opens a photo.

import { lazy, useCallback, useState } from 'react';
import { useMessages } from '../../i18n/i18n';
import { previewImage } from '../../platform/wechat';
import { momentsMessages } from './messages';

export const LazyImageViewer = lazy(() => import('../../ui/image-viewer').then((module) => ({ default: module.ImageViewer })));

export interface PreviewState {
  urls: readonly string[];
  index: number;
}

export function usePhotoPreview() {
  const [state, setState] = useState<PreviewState | null>(null);
  const open = useCallback((urls: readonly string[], index: number) => {
    if (urls.length === 0) return;
    const at = Math.min(Math.max(0, index), urls.length - 1);
    if (previewImage(urls, urls[at] ?? '')) return;
    setState({ urls, index: at });
  }, []);
  const close = useCallback(() => setState(null), []);
  return { state, open, close };
}

export function useViewerLabels() {
  const t = useMessages(momentsMessages);
  return {
    title: t('viewer'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    slide: (index: number, total: number) => t('slide', { index: index + 1, total }),
    image: (index: number, total: number) => t('slide', { index: index + 1, total }),
    zoomHint: t('zoomHint'),
  };
}
