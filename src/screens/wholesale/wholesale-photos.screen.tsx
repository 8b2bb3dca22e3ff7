// Photos of a wholesale car in the reduced grouping (exterior, interior, other).

import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { PageHeader } from '../../ui/page-header';
import { CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import { sharedCarMessages } from '../common/car/shared-car-messages';
import { PhotoGroups } from '../common/car/photo-groups';
import { usePhotoPreview } from '../common/photo-preview';
import { useViewerLabels } from '../common/car/viewer-labels';
import * as styles from './wholesale-detail.module.css';
import { WholesalePhotosDocument } from './wholesale-photos.generated';
import { useBackLink } from '../../routes/go-back';
import { paths } from '../../routes/paths';

export function WholesalePhotosScreen() {
  const t = useMessages(sharedCarMessages);
  const { car, fallback } = useCarQuery(WholesalePhotosDocument);
  const preview = usePhotoPreview(useViewerLabels(car?.title ?? ''));
  const back = useBackLink(car ? paths.wholesale({ id: car.id }) : paths.wholesaleList());

  if (!car) return fallback;
  return (
    <CarColumn>
      <PageHeader
        sticky={false}
        title={t('photos')}
        back={
          <Link {...back} className={styles.back} aria-label={t('back')}>
            <Icon name="back" size={22} />
          </Link>
        }
      />
      <PhotoGroups
        groups={car.wholesaleImageGroups}
        title={car.title}
        isMotorcycle={car.isMotorcycle}
        preview={preview}
      />
      {preview.viewer}
    </CarColumn>
  );
}
