// The entry's prefetch of a car page's detail query (see ScreenPrefetch); a malformed id asks nothing.

import { coverImage, pictureSummary } from '../../domain/car-images';
import type { ScreenPrefetch } from '../../graph/client';
import type { CarParent } from '../../graph/rest/cars';
import { preloadImage } from '../../platform/preload-image';
import { isCarId } from '../../routes/params';
import { CarDetailDocument } from './car.generated';

/** The gallery's first photo (the picture summary's, else the cover) from the `car` root value. */
export function firstGalleryPhoto(roots: ReadonlyMap<string, unknown>): string | undefined {
  const images = (roots.get('car') as CarParent | null | undefined)?.images;
  return images ? (pictureSummary(images)[0] ?? coverImage(images))?.url : undefined;
}

// The gallery's first photo is the page's largest paint: it starts as soon as the car's REST answer is
// in, before the schema is built and the query executed (and, should that hint be missed, with the data).
export const prefetchCar: ScreenPrefetch = (prefetch, params) => {
  if (!isCarId(params.id)) return;
  void prefetch(CarDetailDocument, { id: params.id }, (roots) => preloadImage(firstGalleryPhoto(roots))).then((data) => {
    const car = data?.car;
    preloadImage(car?.pictureSummary?.[0]?.url ?? car?.cover?.url);
  });
};
