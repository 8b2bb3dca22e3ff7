// A video that never plays by itself: the poster and a play button until the visitor taps. In-app
// browsers (WeChat's X5 on Android, iOS web views) keep it inline with the playsinline attributes,
// and preload="none" costs nothing until then.

import { useRef, useState } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import * as styles from './video-player.module.css';

export interface VideoPlayerLabels {
  /** "Play video: Walk-around". */
  play: string;
  /** Shown when the file cannot be played. */
  failed: string;
  /** "1:32" style duration; the caller formats it. */
  duration?: string;
}

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  /** Accessible name of the video. */
  title: string;
  labels: VideoPlayerLabels;
  /** width / height of the frame. */
  ratio?: number;
  className?: string;
}

export function formatDuration(seconds: number | null | undefined): string | undefined {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function VideoPlayer({ src, poster, title, labels, ratio = 16 / 9, className }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);

  const play = () => {
    setStarted(true);
    const video = videoRef.current;
    if (!video) return;
    const attempt = video.play?.();
    if (attempt && typeof attempt.catch === 'function') {
      attempt.catch((error: unknown) => {
        // A blocked autoplay is not a broken file: the native controls stay for a second tap.
        if (error instanceof DOMException && error.name === 'NotAllowedError') return;
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setFailed(true);
      });
    }
  };

  return (
    <div className={cx(styles.player, className)} style={{ aspectRatio: String(ratio) }}>
      <video
        ref={videoRef}
        className={styles.video}
        src={src}
        poster={poster ?? undefined}
        preload="none"
        playsInline
        webkit-playsinline="true"
        x5-playsinline="true"
        x5-video-player-type="h5-page"
        controls={started && !failed}
        aria-label={title}
        onError={() => {
          if (started) setFailed(true);
        }}
      />
      {!started && (
        <button type="button" className={styles.cover} onClick={play}>
          <span className={styles.playIcon} aria-hidden="true">
            <Icon name="play" size={28} />
          </span>
          <span className="visually-hidden">{labels.play}</span>
          {labels.duration && <span className={styles.duration}> {labels.duration}</span>}
        </button>
      )}
      {failed && (
        <p className={styles.failed} role="status">
          <Icon name="warning" size={20} />
          {labels.failed}
        </p>
      )}
    </div>
  );
}
