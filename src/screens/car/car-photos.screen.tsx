// All photos of a car by group, with a full-screen preview.

import { skipToken, useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { useShareInfo } from '../../platform/share-info';
import { carFailed, isNotFound } from './car-errors';
import { CarChildHeader, CarColumn, CarLoadError, CarLoading, CarNotFound } from './car-page';
import { useCarId } from '../../routes/params';
import { CarPhotosDocument } from './car-photos.generated';
import { carMessages } from './messages';
import { PhotoGroups } from './photo-groups';
import { usePhotoPreview } from './photo-preview';

export function CarPhotosScreen() {
  const t = useMessages(carMessages);
  const id = useCarId();
  const result = useQuery(CarPhotosDocument, id ? { variables: { id } } : skipToken);
  const car = result.data?.car;
  useShareInfo(car?.share ?? null);
  const preview = usePhotoPreview(car?.title ?? '');

  if (!id) return <CarNotFound />;
  if (!car) {
    if (result.loading) return <CarLoading />;
    if (carFailed(result.error) && !isNotFound(result.error)) return <CarLoadError onRetry={() => void result.refetch().catch(() => undefined)} />;
    return <CarNotFound />;
  }
  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('photos')} />
      <PhotoGroups groups={car.imageGroups} title={car.title} isMotorcycle={car.isMotorcycle} preview={preview} />
      {preview.viewer}
    </CarColumn>
  );
}
