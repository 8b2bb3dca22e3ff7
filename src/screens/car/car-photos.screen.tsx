// All photos of a car by group, with a full-screen preview.

import { useMessages } from '../../i18n/i18n';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import { CarPhotosDocument } from './car-photos.generated';
import { carMessages } from './messages';
import { PhotoGroups } from '../common/car/photo-groups';
import { usePhotoPreview } from '../common/photo-preview';
import { useViewerLabels } from '../common/car/viewer-labels';

export function CarPhotosScreen() {
  const t = useMessages(carMessages);
  const { car, fallback } = useCarQuery(CarPhotosDocument);
  const preview = usePhotoPreview(useViewerLabels(car?.title ?? ''));

  if (!car) return fallback;
  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('photos')} />
      <PhotoGroups groups={car.imageGroups} title={car.title} isMotorcycle={car.isMotorcycle} preview={preview} />
      {preview.viewer}
    </CarColumn>
  );
}
