// Photos of a wholesale car in the reduced grouping (exterior, interior, other).

import { skipToken, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { shareFromGraph, useShareInfo } from '../../platform/share-info';
import { Icon } from '../../ui/icon';
import { PageHeader } from '../../ui/page-header';
import { carFailed, isNotFound } from '../shared/car/car-errors';
import { CarColumn, CarLoadError, CarLoading, CarNotFound } from '../shared/car/car-page';
import { useCarId } from '../../routes/params';
import { carMessages } from '../shared/car/messages';
import { PhotoGroups } from '../shared/car/photo-groups';
import { usePhotoPreview } from '../shared/car/photo-preview';
import * as styles from './wholesale-detail.module.css';
import { WholesalePhotosDocument } from './wholesale-photos.generated';
import { paths } from '../../routes/route-table';

export function WholesalePhotosScreen() {
  const t = useMessages(carMessages);
  const id = useCarId();
  const result = useQuery(WholesalePhotosDocument, id ? { variables: { id } } : skipToken);
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
      <PageHeader
        sticky={false}
        title={t('photos')}
        back={
          <Link to={paths.wholesale({ id: car.id })} className={styles.back} aria-label={t('back')}>
            <Icon name="back" size={22} />
          </Link>
        }
      />
      <PhotoGroups groups={car.wholesaleImageGroups} title={car.title} isMotorcycle={car.isMotorcycle} preview={preview} />
      {preview.viewer}
    </CarColumn>
  );
}
