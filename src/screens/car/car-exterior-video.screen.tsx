// The walk-around video (the display-video call; the car record's copy when that is empty).

import { skipToken, useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { shareFromGraph, useShareInfo } from '../../platform/share-info';
import { Section } from '../../ui/section';
import { formatDuration, VideoPlayer } from '../../ui/video-player';
import { carFailed, isNotFound } from '../shared/car/car-errors';
import { CarExteriorVideoDocument } from './car-exterior-video.generated';
import { CarChildHeader, CarColumn, CarLoadError, CarLoading, CarNotFound } from '../shared/car/car-page';
import { useCarId } from '../../routes/params';
import * as styles from './car-child.module.css';
import { carMessages } from '../shared/car/messages';
import { NoVideo } from './no-video';

export function CarExteriorVideoScreen() {
  const t = useMessages(carMessages);
  const id = useCarId();
  const result = useQuery(CarExteriorVideoDocument, id ? { variables: { id } } : skipToken);
  const car = result.data?.car;
  useShareInfo(shareFromGraph(car?.share));

  if (!id) return <CarNotFound />;
  if (!car) {
    if (result.loading) return <CarLoading />;
    if (carFailed(result.error) && !isNotFound(result.error)) return <CarLoadError onRetry={() => void result.refetch().catch(() => undefined)} />;
    return <CarNotFound />;
  }
  const video = result.data?.displayVideos?.walkAround ?? car.displayVideos?.walkAround ?? null;

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('walkAroundVideo')} />
      <div className={styles.stack}>
        {video ? (
          <Section title={car.title} className={styles.card}>
            <VideoPlayer
              src={video.url}
              poster={video.poster}
              title={t('walkAround')}
              labels={{ play: t('playVideo', { title: t('walkAround') }), failed: t('videoFailed'), duration: formatDuration(video.durationSeconds) }}
            />
          </Section>
        ) : (
          <NoVideo carId={car.id} />
        )}
      </div>
    </CarColumn>
  );
}
