// All photos of a car by group, with a full-screen preview.

import { skipToken, useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { shareFromGraph, useShareInfo } from '../../platform/share-info';
import { carFailed, isNotFound } from '../shared/car/car-errors';
import { CarChildHeader, CarColumn, CarLoadError, CarLoading, CarNotFound } from '../shared/car/car-page';
import { useCarId } from '../../routes/params';
import { CarPhotosDocument } from './car-photos.generated';
import { carMessages } from '../shared/car/messages';
import { PhotoGroups } from '../shared/car/photo-groups';
import { usePhotoPreview } from '../shared/car/photo-preview';

export function CarPhotosScreen() {
  const t = useMessages(carMessages);
  const id = useCarId();
  const result = useQuery(CarPhotosDocument, id ? { variables: { id } } : skipToken);
  const car = result.data?.car;
  useShareInfo(shareFromGraph(car?.share));
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
