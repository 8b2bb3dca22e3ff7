// Interior and exterior videos (the display-video call; the car record's copy when that is empty).

import { skipToken, useQuery } from '@apollo/client/react';
import { useMessages } from '../../i18n/i18n';
import { shareFromGraph, useShareInfo } from '../../platform/share-info';
import { Section } from '../../ui/section';
import { formatDuration, VideoPlayer } from '../../ui/video-player';
import { carFailed, isNotFound } from '../shared/car/car-errors';
import { CarInternalVideoDocument } from './car-internal-video.generated';
import { CarChildHeader, CarColumn, CarLoadError, CarLoading, CarNotFound } from '../shared/car/car-page';
import { useCarId } from '../../routes/params';
import * as styles from './car-child.module.css';
import { carMessages } from '../shared/car/messages';
import { NoVideo } from './no-video';

export function CarInternalVideoScreen() {
  const t = useMessages(carMessages);
  const id = useCarId();
  const result = useQuery(CarInternalVideoDocument, id ? { variables: { id } } : skipToken);
  const car = result.data?.car;
  useShareInfo(shareFromGraph(car?.share));

  if (!id) return <CarNotFound />;
  if (!car) {
    if (result.loading) return <CarLoading />;
    if (carFailed(result.error) && !isNotFound(result.error)) return <CarLoadError onRetry={() => void result.refetch().catch(() => undefined)} />;
    return <CarNotFound />;
  }
  const fromCall = result.data?.displayVideos;
  const interior = fromCall?.interior ?? car.displayVideos?.interior ?? null;
  const exterior = fromCall?.exterior ?? car.displayVideos?.exterior ?? null;
  const clips = [
    { key: 'interior', title: t('interior'), video: interior },
    { key: 'exterior', title: t('exterior'), video: exterior },
  ].filter((clip) => clip.video);

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('interiorVideo')} />
      <div className={styles.stack}>
        {clips.length === 0 && <NoVideo carId={car.id} />}
        {clips.map(({ key, title, video }) =>
          video ? (
            <Section key={key} title={title} className={styles.card}>
              <VideoPlayer
                src={video.url}
                poster={video.poster}
                title={title}
                labels={{ play: t('playVideo', { title }), failed: t('videoFailed'), duration: formatDuration(video.durationSeconds) }}
              />
            </Section>
          ) : null,
        )}
      </div>
    </CarColumn>
  );
}
