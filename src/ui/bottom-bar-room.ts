// A bar fixed to the bottom edge (the compare tray) covers the end of its page and the strip where toasts
// show. It publishes how much of the viewport's bottom it covers, its own offset included, as
// --bottom-bar-room: on the frame it stands in (page.module.css makes that room at the frame's end) for
// as long as it is mounted, and on the toast region (toast.module.css stands toasts on top of it) while
// its page is on show. Measured rather than declared because the bar's height follows its text (locale,
// font size).
// Never on the document's root: a custom property changed there restyles every element, and a list kept
// hidden under the next page (keep-alive) would be restyled and laid out again on the way back, in the
// back's own frame (about 120 ms at 4x CPU with the compare tray on show). Measured when the bar's size is
// reported (after the browser's layout, so the read forces none), and written only when it changed.

import { useLayoutEffect, useRef, type RefObject } from 'react';
import { TOAST_REGION_ATTRIBUTE } from './toast';
import { useLatest } from './use-latest';

const BOTTOM_BAR_ROOM = '--bottom-bar-room';

function setRoom(target: HTMLElement | null | undefined, room: string): void {
  if (!target || target.style.getPropertyValue(BOTTOM_BAR_ROOM) === room) return;
  if (room) target.style.setProperty(BOTTOM_BAR_ROOM, room);
  else target.style.removeProperty(BOTTOM_BAR_ROOM);
}

function toastRegion(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${TOAST_REGION_ATTRIBUTE}]`);
}

/**
 * For the bar's element: publishes its room on its frame (its parent) and, while `shown`, on the toast
 * region; again whenever the bar or the viewport changes size; and takes it away when the bar leaves.
 * A bar kept hidden with its page keeps its frame's room, so showing the page again changes no style.
 */
export function useBottomBarRoom(shown: boolean): RefObject<HTMLElement | null> {
  const bar = useRef<HTMLElement>(null);
  const room = useRef('');
  const liftToasts = useLatest(shown);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const frame = element.parentElement;
    const publish = () => {
      const box = element.getBoundingClientRect();
      // No box: hidden with its page (the browser skips its layout), where it keeps what it published.
      if (box.width === 0 && box.height === 0) return;
      room.current = `${Math.ceil(Math.max(0, window.innerHeight - box.top))}px`;
      setRoom(frame, room.current);
      if (liftToasts.current) setRoom(toastRegion(), room.current);
    };
    // The first report comes in the frame the bar first shows in, before that frame is painted.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    if (observer) observer.observe(element);
    else publish();
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      setRoom(frame, '');
      room.current = '';
    };
  }, [liftToasts]);

  // The toasts stand on the bar only while its page is on show (the last room measured; the first
  // measure lifts them itself).
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const region = toastRegion();
    setRoom(region, room.current);
    return () => setRoom(region, '');
  }, [shown]);

  return bar;
}
