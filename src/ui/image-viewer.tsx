// Full-screen image viewer: a modal dialog over a black page. Swipe or arrow keys move between
// images, Escape closes, double-tap (or double-click) zooms in and out, two fingers pinch-zoom and a
// zoomed image pans with one finger. Used where the WeChat image preview is not available.

import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayHistory } from '../platform/overlay-history';
import { useViewShown } from '../platform/view-shown';
import { Carousel } from './carousel';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import * as styles from './image-viewer.module.css';

export interface ViewerImage {
  url: string;
  caption?: string | null;
}

export interface ImageViewerLabels {
  /** Name of the dialog, e.g. "Photo viewer". */
  title: string;
  close: string;
  previous: string;
  next: string;
  /** "Photo 3 of 9". */
  slide: (index: number, total: number) => string;
  /** Alt text of an image without a caption. */
  image: (index: number, total: number) => string;
  /** Announced hint, e.g. "Double-tap to zoom". */
  zoomHint?: string;
  /** The same hint for a mouse (a screen that hovers with a fine pointer), e.g. "Double-click to zoom". */
  pointerHint?: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  open: boolean;
  startIndex?: number;
  onClose: () => void;
  labels: ImageViewerLabels;
  /** Render inline (a full page) instead of as a modal dialog over the page. */
  inline?: boolean;
  onIndexChange?: (index: number) => void;
  /**
   * As an overlay, the viewer is an entry in history that back closes (src/platform/overlay-history.ts).
   * False when the caller already made one for it (the photo preview, open while the viewer's code loads).
   */
  historyEntry?: boolean;
}

const MAX_SCALE = 4;

interface Zoom {
  scale: number;
  x: number;
  y: number;
}

const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

function ZoomableImage({
  image,
  alt,
  zoom,
  onZoom,
}: {
  image: ViewerImage;
  alt: string;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
}) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const pan = useRef<{ x: number; y: number; zoom: Zoom } | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      pinch.current = { distance: distance(), scale: zoom.scale };
      pan.current = null;
    } else if (zoom.scale > 1) {
      pan.current = { x: event.clientX, y: event.clientY, zoom };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      const scale = Math.min(MAX_SCALE, Math.max(1, (pinch.current.scale * distance()) / pinch.current.distance));
      onZoom(scale === 1 ? NO_ZOOM : { ...zoom, scale });
    } else if (pan.current) {
      onZoom({
        scale: pan.current.zoom.scale,
        x: pan.current.zoom.x + (event.clientX - pan.current.x),
        y: pan.current.zoom.y + (event.clientY - pan.current.y),
      });
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) pan.current = null;
  };

  return (
    <div
      className={cx(styles.stage, zoom.scale > 1 && styles.zoomed)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onDoubleClick={() => onZoom(zoom.scale > 1 ? NO_ZOOM : { scale: 2, x: 0, y: 0 })}
    >
      <img
        className={styles.image}
        src={image.url}
        alt={alt}
        draggable={false}
        style={
          zoom.scale > 1 ? { transform: `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})` } : undefined
        }
      />
    </div>
  );
}

export function ImageViewer({
  images,
  open: wanted,
  startIndex = 0,
  onClose,
  labels,
  inline = false,
  onIndexChange,
  historyEntry = true,
}: ImageViewerProps) {
  // Closed while its screen is kept hidden under another page (keep-alive), open again on the way back.
  const shown = useViewShown();
  const open = wanted && shown;
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useOverlayHistory(wanted && !inline && historyEntry, onClose);
  const imagesCountRef = useRef(images.length);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    imagesCountRef.current = images.length;
  });

  useEffect(() => {
    if (!open) return;
    setIndex(startIndex);
    setZoom(NO_ZOOM);
    if (inline) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.querySelector<HTMLButtonElement>('[data-viewer-close]')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, startIndex, inline]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        // The carousel handles arrows when focus is inside it; from anywhere else they land here.
        event.preventDefault();
        setZoom(NO_ZOOM);
        setIndex((at) => Math.min(Math.max(0, at + (event.key === 'ArrowRight' ? 1 : -1)), imagesCountRef.current - 1));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open || images.length === 0) return null;
  const total = images.length;
  const current = images[Math.min(index, total - 1)];

  const body = (
    <div
      ref={dialogRef}
      className={cx(styles.viewer, inline && styles.inline)}
      // Inline, the carousel inside is the named region; as an overlay the whole viewer is the dialog.
      role={inline ? undefined : 'dialog'}
      aria-modal={inline ? undefined : true}
      aria-label={inline ? undefined : labels.title}
      data-no-touch-emulation
    >
      <div className={styles.topBar}>
        <span className={styles.position} aria-live="polite">
          {Math.min(index, total - 1) + 1} / {total}
        </span>
        <IconButton
          data-viewer-close
          icon="close"
          variant="overlay"
          aria-label={labels.close}
          onClick={() => onCloseRef.current()}
        />
      </div>
      <Carousel
        className={styles.carousel}
        slideClassName={styles.slide}
        items={images}
        startIndex={startIndex}
        index={index}
        label={labels.title}
        slideLabel={labels.slide}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        counter={false}
        alwaysShowArrows
        draggable={zoom.scale === 1}
        onIndexChange={(next) => {
          setIndex(next);
          setZoom(NO_ZOOM);
          onIndexChange?.(next);
        }}
        renderSlide={(image, i) => (
          <ZoomableImage
            image={image}
            alt={image.caption || labels.image(i, total)}
            zoom={i === index ? zoom : NO_ZOOM}
            onZoom={setZoom}
          />
        )}
      />
      <div className={styles.bottomBar}>
        {current?.caption && <p className={styles.caption}>{current.caption}</p>}
        {labels.zoomHint && (
          <p className={styles.hint}>
            <span className={labels.pointerHint ? styles.touchHint : undefined}>{labels.zoomHint}</span>
            {labels.pointerHint && <span className={styles.pointerHint}>{labels.pointerHint}</span>}
          </p>
        )}
      </div>
    </div>
  );

  return inline ? body : createPortal(body, document.body);
}
