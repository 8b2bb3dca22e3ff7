// The car's video and its 360° view.

import { lazy, Suspense } from 'react';
import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { Skeleton } from '../../ui/skeleton';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import { CarVideoDocument } from './car-video.generated';
import * as styles from './car-child.module.css';
import { CarVideoPlayer } from './car-video-player';
import { carMessages } from './messages';
import { NoVideo } from './no-video';
import * as panelStyles from '../../ui/panel.module.css';

const PanoramaViewer = lazy(() =>
  import('../../ui/panorama-viewer').then((module) => ({ default: module.PanoramaViewer })),
);

export function CarVideoScreen() {
  const t = useMessages(carMessages);
  const { car, fallback } = useCarQuery(CarVideoDocument);

  if (!car) return fallback;
  const panorama = car.panorama && car.panorama.frames.length > 0 ? car.panorama : null;

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('video')} />
      <div className={styles.stack}>
        {!car.video && !panorama && <NoVideo carId={car.id} />}
        {car.video && (
          <Section title={car.title} className={panelStyles.panel}>
            <CarVideoPlayer video={car.video} />
          </Section>
        )}
        {panorama && (
          <Section title={t('panorama')} className={panelStyles.panel}>
            <Suspense fallback={<Skeleton variant="block" aspectRatio="4 / 3" label={t('panorama')} />}>
              <PanoramaViewer
                frames={panorama.frames}
                cover={panorama.cover}
                labels={{
                  title: t('panoramaTitle'),
                  hint: t('dragToRotate'),
                  angle: (degrees) => t('angle', { degrees }),
                  loading: (percent) => t('panoramaLoading', { percent }),
                }}
              />
            </Suspense>
          </Section>
        )}
      </div>
    </CarColumn>
  );
}
