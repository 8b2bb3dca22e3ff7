// The full-screen picture viewer (navigation bar hidden): every photo of the car, swipeable and
// zoomable; ?i= opens at a given photo; closing goes back (to the car when opened cold).

import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ImageViewer } from '../../ui/image-viewer';
import { CarNotFound } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import { CarPhotosDocument } from './car-photos.generated';
import { useGroupLabel } from '../common/car/photo-groups';
import { useViewerLabels } from '../common/car/viewer-labels';
import * as styles from './car-pictures.module.css';
import { useGoBack } from '../../routes/go-back';
import { paths } from '../../routes/paths';

export function CarPicturesScreen() {
  const [params, setParams] = useSearchParams();
  const { car, fallback } = useCarQuery(CarPhotosDocument, { hero: false });
  const goBack = useGoBack(car ? paths.car({ id: car.id }) : paths.index());
  const labels = useViewerLabels(car?.title ?? '');
  const groupLabel = useGroupLabel(car?.isMotorcycle ?? false);

  const images = useMemo(
    () =>
      (car?.imageGroups ?? []).flatMap((group) =>
        group.images.map((image) => ({ url: image.url, caption: image.caption || groupLabel(group.key) })),
      ),
    [car, groupLabel],
  );

  if (!car) return fallback;
  if (images.length === 0) return <CarNotFound />;

  const requested = Number.parseInt(params.get('i') ?? '0', 10);
  const start = Number.isFinite(requested) ? Math.min(Math.max(0, requested), images.length - 1) : 0;

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{car.title}</h1>
      <ImageViewer
        inline
        open
        images={images}
        startIndex={start}
        labels={labels}
        onClose={goBack}
        onIndexChange={(index) => setParams(index ? { i: String(index) } : {}, { replace: true })}
      />
    </div>
  );
}
