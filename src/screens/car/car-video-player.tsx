// The car's own video (the VideoClip fragment), played in place: on the car page's media section and on
// its video page.
import { useMessages } from '../../i18n/i18n';
import { formatDuration, VideoPlayer } from '../../ui/video-player';
import type { VideoClipFragment } from './car-video.generated';
import { carMessages } from './messages';

export function CarVideoPlayer({ video }: { video: VideoClipFragment }) {
  const t = useMessages(carMessages);
  return (
    <VideoPlayer
      src={video.url}
      poster={video.poster}
      title={t('video')}
      labels={{
        play: t('playVideo', { title: t('video') }),
        failed: t('videoFailed'),
        duration: formatDuration(video.durationSeconds),
      }}
    />
  );
}
