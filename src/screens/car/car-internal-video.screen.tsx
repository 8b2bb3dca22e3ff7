// Interior and exterior videos (the display-video call; the car record's copy when that is empty).

import { useMessages } from '../../i18n/i18n';
import { Section } from '../../ui/section';
import { formatDuration, VideoPlayer } from '../../ui/video-player';
import { CarInternalVideoDocument } from './car-internal-video.generated';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import * as styles from './car-child.module.css';
import { carMessages } from './messages';
import { NoVideo } from './no-video';
import * as panelStyles from '../../ui/panel.module.css';

export function CarInternalVideoScreen() {
  const t = useMessages(carMessages);
  const { car, data, fallback } = useCarQuery(CarInternalVideoDocument);

  if (!car) return fallback;
  const fromCall = data?.displayVideos;
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
            <Section key={key} title={title} className={panelStyles.panel}>
              <VideoPlayer
                src={video.url}
                poster={video.poster}
                title={title}
                labels={{
                  play: t('playVideo', { title }),
                  failed: t('videoFailed'),
                  duration: formatDuration(video.durationSeconds),
                }}
              />
            </Section>
          ) : null,
        )}
      </div>
    </CarColumn>
  );
}
