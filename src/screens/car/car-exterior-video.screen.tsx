// The walk-around video (the display-video call; the car record's copy when that is empty).

import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { formatDuration, VideoPlayer } from '../../ui/video-player';
import { CarExteriorVideoDocument } from './car-exterior-video.generated';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import * as styles from './car-child.module.css';
import { carMessages } from './messages';
import { NoVideo } from './no-video';
import * as panelStyles from '../../ui/panel.module.css';

export function CarExteriorVideoScreen() {
  const t = useMessages(carMessages);
  const { car, data, fallback } = useCarQuery(CarExteriorVideoDocument);

  if (!car) return fallback;
  const video = data?.displayVideos?.walkAround ?? car.displayVideos?.walkAround ?? null;

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('walkAroundVideo')} />
      <div className={styles.stack}>
        {video ? (
          <Section title={car.title} className={panelStyles.panel}>
            <VideoPlayer
              src={video.url}
              poster={video.poster}
              title={t('walkAround')}
              labels={{
                play: t('playVideo', { title: t('walkAround') }),
                failed: t('videoFailed'),
                duration: formatDuration(video.durationSeconds),
              }}
            />
          </Section>
        ) : (
          <NoVideo carId={car.id} />
        )}
      </div>
    </CarColumn>
  );
}
