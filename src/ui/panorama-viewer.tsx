// 360° view from a sequence of frames: drag sideways (mouse, pen or finger) or press left/right to
// turn the car. The first frame loads with the page; the rest load progressively once the viewer is
// visible or first touched, so a visitor who never looks pays for one image.

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import * as styles from './panorama-viewer.module.css';
import * as photoLabelStyles from './photo-label.module.css';

export interface PanoramaLabels {
  /** Accessible name, e.g. "360° view of the car". */
  title: string;
  /** "Drag to rotate". */
  hint: string;
  /** "Angle 45°" for the current frame. */
  angle: (degrees: number) => string;
  /** "Loading 360° view 40%". */
  loading: (percent: number) => string;
}

export interface PanoramaViewerProps {
  frames: readonly string[];
  cover?: string | null;
  labels: PanoramaLabels;
  /** width / height. */
  ratio?: number;
  className?: string;
}

/** Pixels of drag per frame, so one full swipe across a phone turns the car about half way. */
const PIXELS_PER_FRAME = 14;

export function PanoramaViewer({ frames, cover, labels, ratio = 4 / 3, className }: PanoramaViewerProps) {
  const total = frames.length;
  const [frame, setFrame] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const [loaded, setLoaded] = useState(() => new Set<number>([0]));
  const [wantAll, setWantAll] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; frame: number; id: number } | null>(null);

  const step = useCallback((delta: number) => setFrame((at) => (((at + delta) % total) + total) % total), [total]);

  // Load the other frames once visible (or after the first interaction where nothing observes).
  useEffect(() => {
    if (wantAll || total <= 1) return;
    const element = rootRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setWantAll(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wantAll, total]);

  useEffect(() => {
    if (!wantAll || typeof Image === 'undefined') return;
    let cancelled = false;
    // One after another, nearest angles first, so turning a little never waits for the far side.
    const order = Array.from({ length: total - 1 }, (_, i) => (i % 2 === 0 ? 1 + i / 2 : total - 1 - (i - 1) / 2));
    const next = (position: number) => {
      if (cancelled || position >= order.length) return;
      const index = order[position] as number;
      const image = new Image();
      image.onload = image.onerror = () => {
        if (cancelled) return;
        setLoaded((done) => new Set(done).add(index));
        next(position + 1);
      };
      image.src = frames[index] as string;
    };
    next(0);
    return () => {
      cancelled = true;
    };
  }, [wantAll, frames, total]);

  const engage = () => {
    if (!engaged) setEngaged(true);
    if (!wantAll) setWantAll(true);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    engage();
    drag.current = { x: event.clientX, frame, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    const moved = Math.round((start.x - event.clientX) / PIXELS_PER_FRAME);
    setFrame((((start.frame + moved) % total) + total) % total);
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') {
      event.preventDefault();
      engage();
      step(-1);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowUp') {
      event.preventDefault();
      engage();
      step(1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setFrame(0);
    }
  };

  if (total === 0) return null;
  const degrees = Math.round((frame * 360) / total);
  const shown = loaded.has(frame) ? frame : 0;
  const percent = Math.round((loaded.size / total) * 100);

  return (
    <div
      ref={rootRef}
      className={cx(styles.panorama, className)}
      style={{ aspectRatio: String(ratio) }}
      role="slider"
      tabIndex={0}
      aria-label={labels.title}
      aria-valuemin={0}
      aria-valuemax={359}
      aria-valuenow={degrees}
      aria-valuetext={labels.angle(degrees)}
      data-no-touch-emulation
      data-frame={frame}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <img className={styles.frame} src={frames[shown] ?? cover ?? undefined} alt="" draggable={false} />
      {!engaged && (
        <span className={cx(photoLabelStyles.label, styles.hint)} aria-hidden="true">
          <Icon name="refresh" size={18} />
          {labels.hint}
        </span>
      )}
      {wantAll && loaded.size < total && (
        <span className={styles.progress} aria-hidden="true">
          <span className={styles.bar} style={{ width: `${percent}%` }} />
        </span>
      )}
      {wantAll && loaded.size < total && <span className="visually-hidden">{labels.loading(percent)}</span>}
    </div>
  );
}
