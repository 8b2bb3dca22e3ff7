// The photo viewer's words on car pages (the preview over the car and wholesale pages, the
// full-screen pictures page): a photo without a caption is named by the car's title.

import { useMessages } from '../../../i18n/i18n';
import type { PhotoPreviewLabels } from '../photo-preview';
import { sharedCarMessages } from './shared-car-messages';

export function useViewerLabels(title: string): PhotoPreviewLabels {
  const t = useMessages(sharedCarMessages);
  return {
    title: t('viewer'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    slide: (index: number, total: number) => t('slide', { index: index + 1, total }),
    image: (index: number) => t('photoAlt', { title, index: index + 1 }),
    zoomHint: t('zoomHint'),
    pointerHint: t('zoomHintPointer'),
    opening: t('viewerOpening'),
    failed: t('partFailed'),
  };
}
