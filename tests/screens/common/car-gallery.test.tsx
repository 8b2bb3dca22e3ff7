import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { LocaleProvider } from '../../../src/i18n/i18n';
import { CarGallery, type GalleryImage } from '../../../src/screens/common/car/car-gallery';
import { lazyPart } from '../../../src/screens/common/lazy-part';
import type { CarouselProps } from '../../../src/ui/carousel';
import type { PhotoPreview } from '../../../src/screens/common/photo-preview';

// Each test starts before the carousel's code is in: a part of its own, not the page's shared one.
function fresh() {
  const carouselPart = lazyPart<CarouselProps<GalleryImage>>(() =>
    import('../../../src/ui/carousel').then((module) => module.Carousel as ComponentType<CarouselProps<GalleryImage>>),
  );
  return { carouselPart };
}

const images: GalleryImage[] = Array.from({ length: 6 }, (_, index) => ({ url: `/photo-${index + 1}.webp` }));

function renderGallery() {
  const { carouselPart } = fresh();
  const preview: PhotoPreview = { open: vi.fn(), prepare: vi.fn(), viewer: null };
  render(
    <MemoryRouter>
      <LocaleProvider locale="zh-CN" onChange={() => undefined}>
        <CarGallery
          carId="C10001"
          title="测试车"
          images={images}
          totalPhotos={6}
          preview={preview}
          carousel={carouselPart}
        />
      </LocaleProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: '车辆图片' });
}

/** A one-finger gesture on the still frame, from one point to another. */
function swipe(target: HTMLElement, fromX: number, toX: number, y = 100) {
  fireEvent.touchStart(target, { touches: [{ clientX: fromX, clientY: y }] });
  fireEvent.touchMove(target, { touches: [{ clientX: toX, clientY: y }] });
  fireEvent.touchEnd(window, { changedTouches: [{ clientX: toX, clientY: y }] });
}

const counter = () => within(screen.getByRole('region', { name: '车辆图片' })).getByText(/^\d+ \/ 6$/);

describe('car gallery: the first swipe', () => {
  it('a swipe on the still frame (before the carousel code is in) moves to the second photo', async () => {
    const gallery = renderGallery();
    expect(counter()).toHaveTextContent('1 / 6');
    swipe(gallery, 300, 60);
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 6'), { timeout: 5000 });
  });

  it('a tap or a mostly vertical move brings the carousel in but stays on the first photo', async () => {
    const gallery = renderGallery();
    swipe(gallery, 200, 195);
    fireEvent.touchStart(gallery, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(window, { changedTouches: [{ clientX: 150, clientY: 300 }] });
    // the carousel is in (every slide is there), still at the first photo
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: '车辆图片' })).getAllByRole('group', { hidden: true }),
      ).toHaveLength(6),
    );
    expect(counter()).toHaveTextContent('1 / 6');
  });
});

describe('car gallery: the first tap', () => {
  it('a tap on the first photo opens the viewer even when the carousel arrives between the finger going down and up', async () => {
    const { carouselPart } = fresh();
    const preview: PhotoPreview = { open: vi.fn(), prepare: vi.fn(), viewer: null };
    render(
      <MemoryRouter>
        <LocaleProvider locale="zh-CN" onChange={() => undefined}>
          <CarGallery
            carId="C10001"
            title="测试车"
            images={images}
            totalPhotos={6}
            preview={preview}
            carousel={carouselPart}
          />
        </LocaleProvider>
      </MemoryRouter>,
    );
    const photo = screen.getByRole('button', { name: /^查看大图/ });
    fireEvent.pointerDown(photo, { clientX: 100, clientY: 100 });
    // the carousel's code is in while the finger is still down: the frame stays
    await carouselPart.load();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: /^查看大图/ })).toBe(photo);
    fireEvent.pointerUp(window, { clientX: 100, clientY: 100 });
    fireEvent.click(photo);
    expect(preview.open).toHaveBeenCalledWith(images, 0);
    // and once the gesture is over, the carousel takes the frame's place
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: '车辆图片' })).getAllByRole('group', { hidden: true }),
      ).toHaveLength(6),
    );
  });
});

describe('car gallery: a mouse drag', () => {
  it('a drag across the still frame moves to the next photo and does not open the viewer', async () => {
    const { carouselPart } = fresh();
    const preview: PhotoPreview = { open: vi.fn(), prepare: vi.fn(), viewer: null };
    render(
      <MemoryRouter>
        <LocaleProvider locale="zh-CN" onChange={() => undefined}>
          <CarGallery
            carId="C10001"
            title="测试车"
            images={images}
            totalPhotos={6}
            preview={preview}
            carousel={carouselPart}
          />
        </LocaleProvider>
      </MemoryRouter>,
    );
    const photo = screen.getByRole('button', { name: /^查看大图/ });
    fireEvent.pointerDown(photo, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(window, { clientX: 60, clientY: 100 });
    // the browser's click after a mouse drag, on the element the drag started on
    fireEvent.click(photo);
    expect(preview.open).not.toHaveBeenCalled();
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 6'), { timeout: 5000 });
  });
});
