import { Suspense } from 'react';
import { Spinner } from '../../ui/spinner';
import { LazyImageViewer, useViewerLabels, type PreviewState } from './photo-preview';

export function PhotoViewer({ state, onClose }: { state: PreviewState | null; onClose: () => void }) {
  const labels = useViewerLabels();
  if (!state) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <LazyImageViewer
        images={state.urls.map((url) => ({ url }))}
        open
        startIndex={state.index}
        onClose={onClose}
        labels={labels}
      />
    </Suspense>
  );
}
