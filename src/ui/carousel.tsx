// A swipeable row of slides on embla-carousel, with a counter and previous/next buttons. Where the
// browser lacks the observers embla needs, it still works: the buttons and arrow keys move the row.

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import * as frameStyles from './carousel-frame.module.css';
import * as styles from './carousel.module.css';
import { IconButton } from './icon-button';

export interface CarouselProps<T> {
  items: readonly T[];
  renderSlide: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel, e.g. "Car photos". */
  label: string;
  /** Accessible name of one slide, e.g. "3 of 9". */
  slideLabel: (index: number, total: number) => string;
  previousLabel: string;
  nextLabel: string;
  startIndex?: number;
  /** Controlled position: the carousel scrolls there when it changes. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Shows "3 / 9" over the slides. */
  counter?: boolean;
  /** Previous/next buttons over the slides (hidden on touch-only screens by CSS unless `alwaysShowArrows`). */
  arrows?: boolean;
  alwaysShowArrows?: boolean;
  /** Lets the caller stop swiping, e.g. while a slide is zoomed in. */
  draggable?: boolean;
  className?: string;
  slideClassName?: string;
}

function canRunEmbla(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    typeof ResizeObserver !== 'undefined' &&
    typeof IntersectionObserver !== 'undefined'
  );
}

export function Carousel<T>({
  items,
  renderSlide,
  label,
  slideLabel,
  previousLabel,
  nextLabel,
  startIndex = 0,
  index: wanted,
  onIndexChange,
  counter = true,
  arrows = true,
  alwaysShowArrows = false,
  draggable = true,
  className,
  slideClassName,
}: CarouselProps<T>) {
  const total = items.length;
  // Where the row starts is read once: a later startIndex must not re-initialise embla (a
  // re-initialisation during a drag loses its click guard, and the drag's end would open the slide).
  const [first] = useState(() => Math.min(Math.max(0, startIndex), Math.max(0, total - 1)));
  const [active] = useState(canRunEmbla);
  // embla-carousel-react compares the options at each render and re-initialises on a change (a zoomed
  // slide stops the drag); it measures the slides once when it mounts.
  const [emblaRef, embla] = useEmblaCarousel({
    startIndex: first,
    active,
    watchDrag: draggable,
    containScroll: 'trimSnaps',
    duration: 22,
  });
  const [index, setIndex] = useState(first);

  const change = useCallback(
    (next: number) => {
      setIndex(next);
      onIndexChange?.(next);
    },
    [onIndexChange],
  );

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => change(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, change]);

  const goTo = (next: number) => {
    const target = Math.min(Math.max(0, next), total - 1);
    if (target === index) return;
    if (embla && active) embla.scrollTo(target);
    else change(target);
  };

  useEffect(() => {
    if (wanted === undefined || wanted === index) return;
    goTo(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goTo reads the latest index; only a new wanted position should move the row
  }, [wanted]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  };

  if (total === 0) return null;

  return (
    <div
      className={cx(frameStyles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={frameStyles.viewport} ref={active ? emblaRef : undefined}>
        <div
          className={cx(styles.container, !active && styles.static)}
          style={active ? undefined : { transform: `translate3d(${-index * 100}%, 0, 0)` }}
        >
          {items.map((item, i) => (
            <div
              key={i}
              className={cx(styles.slide, slideClassName)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, total)}
              aria-hidden={i === index ? undefined : true}
              inert={i === index ? undefined : true}
            >
              {renderSlide(item, i)}
            </div>
          ))}
        </div>
      </div>
      {arrows && total > 1 && (
        <div className={cx(frameStyles.arrows, alwaysShowArrows && frameStyles.arrowsVisible)}>
          <IconButton
            icon="back"
            variant="overlay"
            aria-label={previousLabel}
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
          />
          <IconButton
            icon="chevron-right"
            variant="overlay"
            aria-label={nextLabel}
            onClick={() => goTo(index + 1)}
            disabled={index === total - 1}
          />
        </div>
      )}
      {counter && total > 1 && (
        <span className={frameStyles.counter} aria-live="polite" aria-atomic="true">
          {index + 1} / {total}
        </span>
      )}
    </div>
  );
}
