// A bar fixed to the bottom edge (the compare tray) covers the strip where toasts show. While it is
// on screen it publishes how much of the viewport's bottom it covers, its own offset included, as
// --bottom-bar-room on the document root; the toast region (toast.module.css) stands on top of that
// room. Measured rather than declared because the bar's height follows its text (locale, font size).

const BOTTOM_BAR_ROOM = '--bottom-bar-room';

/**
 * A callback ref for the bar's element: publishes the room now and whenever the bar or the viewport
 * changes size, and takes it away when the bar leaves the page.
 */
export function publishBottomBarRoom(element: HTMLElement): () => void {
  const root = document.documentElement;
  const publish = () => {
    const room = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
    root.style.setProperty(BOTTOM_BAR_ROOM, `${Math.ceil(room)}px`);
  };
  publish();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
  observer?.observe(element);
  window.addEventListener('resize', publish);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', publish);
    root.style.removeProperty(BOTTOM_BAR_ROOM);
  };
}
