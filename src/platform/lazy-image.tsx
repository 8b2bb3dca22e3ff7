// LazyImage: loads when near the viewport (IntersectionObserver, preload ratio 1.3), shows the one
// placeholder while loading and after 3 failed attempts, reserves its box with aspect-ratio so nothing
// shifts. `priority` is for the LCP image: loaded at once with fetchpriority=high.

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useAppServicesOrNull } from './app-services';
import { createImageLoader, rootMarginFor, type ImageLoader } from './lazy-image-loader';
import * as styles from './lazy-image.module.css';

export interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** width / height; reserves the box before the image arrives. */
  ratio?: number;
  className?: string;
  sizes?: string;
  srcSet?: string;
  /** The page's most important image: no lazy loading, fetchpriority=high. */
  priority?: boolean;
  /** Same as priority (kept for callers that say eager). */
  eager?: boolean;
}

type Phase = 'idle' | 'loaded' | 'error';

export function LazyImage({
  src,
  alt,
  ratio,
  className,
  sizes,
  srcSet,
  priority = false,
  eager = false,
}: LazyImageProps) {
  const loader = useImageLoader();
  const urgent = priority || eager;
  const url = typeof src === 'string' && src.trim() ? src : '';
  const [phase, setPhase] = useState<Phase>(() =>
    url && (urgent || loader.loaded.has(url)) ? 'loaded' : url ? 'idle' : 'error',
  );
  const [loadedUrl, setLoadedUrl] = useState(url);
  const boxRef = useRef<HTMLSpanElement | null>(null);

  if (loadedUrl !== url) {
    setLoadedUrl(url);
    setPhase(url && (urgent || loader.loaded.has(url)) ? 'loaded' : url ? 'idle' : 'error');
  }

  useEffect(() => {
    if (phase !== 'idle' || !url) return;
    let cancelled = false;
    let unschedule: (() => void) | null = null;
    const start = () => {
      unschedule = loader.schedule(() => {
        void loader.load(url).then((ok) => {
          if (!cancelled) setPhase(ok ? 'loaded' : 'error');
        });
      });
    };
    const element = boxRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
        unschedule?.();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: rootMarginFor(loader.config().preloadRatio) },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      unschedule?.();
    };
  }, [phase, url, loader]);

  const boxStyle: CSSProperties | undefined =
    ratio && Number.isFinite(ratio) && ratio > 0 ? { aspectRatio: String(ratio) } : undefined;
  const showReal = phase === 'loaded' && url;
  const { placeholder } = loader.config();

  return (
    <span
      ref={boxRef}
      className={[styles.box, ratio ? styles.ratioBox : '', className ?? ''].filter(Boolean).join(' ')}
      style={boxStyle}
      data-state={phase}
    >
      <img
        className={styles.image}
        src={showReal ? url : placeholder}
        srcSet={showReal ? srcSet : undefined}
        sizes={showReal ? sizes : undefined}
        alt={alt}
        loading={urgent ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={urgent ? 'high' : undefined}
        onError={
          showReal
            ? () => {
                setPhase('error');
              }
            : undefined
        }
      />
    </span>
  );
}

/** The app's image loader; a LazyImage rendered alone, outside an app (a unit test of a part), has its own. */
function useImageLoader(): ImageLoader {
  const services = useAppServicesOrNull();
  const [own] = useState(() => (services ? null : createImageLoader()));
  return services ? services.images : (own as ImageLoader);
}
