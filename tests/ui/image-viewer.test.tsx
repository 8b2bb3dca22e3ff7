import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ViewShown } from '../../src/platform/view-shown';
import { ImageViewer, type ImageViewerLabels } from '../../src/ui/image-viewer';

const labels: ImageViewerLabels = {
  title: 'Photo viewer',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  slide: (index, total) => `Photo ${index + 1} of ${total}`,
  image: (index, total) => `Photo ${index + 1} of ${total}`,
};
const images = [{ url: '/media/one.jpg' }, { url: '/media/two.jpg' }];

function viewer(shown: boolean) {
  return (
    <ViewShown.Provider value={shown}>
      <ImageViewer images={images} open onClose={() => undefined} labels={labels} />
    </ViewShown.Provider>
  );
}

describe('ImageViewer', () => {
  it('leaves the page while its screen is kept hidden under another page, and is open again on the way back', () => {
    const view = render(viewer(true));
    expect(screen.getByRole('dialog', { name: 'Photo viewer' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    view.rerender(viewer(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    view.rerender(viewer(true));
    expect(screen.getByRole('dialog', { name: 'Photo viewer' })).toBeInTheDocument();
    view.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
