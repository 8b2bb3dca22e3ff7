// Mouse-to-touch mapping on desktop (spec sections 1 and 9), so swipeable galleries and sheets built
// for phones work with a mouse. Like the common touch emulators: touchstart/move/end follow the
// mouse; with Shift held a second finger mirrors the first around the start point, offset by 75 px,
// to try pinch gestures. Elements inside [data-no-touch-emulation] opt out. Mouse events still flow.
// Loaded on desktops only (`shouldEmulateTouch` in device.ts decides): a phone never downloads it.

export const MULTI_TOUCH_OFFSET = 75;
export const OPT_OUT_ATTRIBUTE = 'data-no-touch-emulation';

interface PointLike {
  clientX: number;
  clientY: number;
  pageX: number;
  pageY: number;
  screenX: number;
  screenY: number;
}

export interface TouchPoint extends PointLike {
  identifier: number;
  target: EventTarget;
}

function shifted(point: PointLike, dx: number, dy: number, identifier: number, target: EventTarget): TouchPoint {
  return {
    identifier,
    target,
    clientX: point.clientX + dx,
    clientY: point.clientY + dy,
    pageX: point.pageX + dx,
    pageY: point.pageY + dy,
    screenX: point.screenX + dx,
    screenY: point.screenY + dy,
  };
}

/** The fingers for a mouse position: one, or with Shift two mirrored around the start point. */
export function touchPointsFor(
  mouse: PointLike,
  start: PointLike,
  multi: boolean,
  target: EventTarget,
  offset = MULTI_TOUCH_OFFSET,
): TouchPoint[] {
  if (!multi) return [shifted(mouse, 0, 0, 1, target)];
  const deltaX = start.pageX - mouse.pageX;
  const deltaY = start.pageY - mouse.pageY;
  return [
    shifted(start, -deltaX - offset, -deltaY + offset, 1, target),
    shifted(start, deltaX + offset, deltaY - offset, 2, target),
  ];
}

function toNativeTouches(points: TouchPoint[]): Touch[] | null {
  if (typeof Touch !== 'function') return null;
  try {
    return points.map((point) => new Touch({ ...point, target: point.target }));
  } catch {
    return null;
  }
}

function createTouchEvent(type: string, touches: TouchPoint[], changed: TouchPoint[], source: MouseEvent): Event {
  const nativeTouches = toNativeTouches(touches);
  const nativeChanged = toNativeTouches(changed);
  if (typeof TouchEvent === 'function' && nativeTouches && nativeChanged) {
    try {
      return new TouchEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        touches: nativeTouches,
        targetTouches: nativeTouches,
        changedTouches: nativeChanged,
        shiftKey: source.shiftKey,
        altKey: source.altKey,
        ctrlKey: source.ctrlKey,
        metaKey: source.metaKey,
      });
    } catch {
      // fall back below
    }
  }
  const event = new Event(type, { bubbles: true, cancelable: true, composed: true });
  Object.defineProperties(event, {
    touches: { value: touches },
    targetTouches: { value: touches },
    changedTouches: { value: changed },
    shiftKey: { value: source.shiftKey },
  });
  return event;
}

function optedOut(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${OPT_OUT_ATTRIBUTE}]`) !== null;
}

/** Installs the mapping on a document; returns the function that removes it. */
export function installTouchEmulation(doc: Document = document): () => void {
  let target: EventTarget | null = null;
  let start: PointLike | null = null;
  let multi = false;
  let lastTouches: TouchPoint[] = [];

  const onDown = (event: MouseEvent) => {
    if (event.button !== 0 || optedOut(event.target) || !event.target) return;
    target = event.target;
    start = event;
    multi = event.shiftKey;
    lastTouches = touchPointsFor(event, start, multi, target);
    target.dispatchEvent(createTouchEvent('touchstart', lastTouches, lastTouches, event));
  };
  const onMove = (event: MouseEvent) => {
    if (!target || !start) return;
    if ((event.buttons & 1) === 0) {
      onUp(event);
      return;
    }
    lastTouches = touchPointsFor(event, start, multi, target);
    target.dispatchEvent(createTouchEvent('touchmove', lastTouches, lastTouches, event));
  };
  const onUp = (event: MouseEvent) => {
    if (!target || !start) return;
    const ended = touchPointsFor(event, start, multi, target);
    target.dispatchEvent(createTouchEvent('touchend', [], ended.length ? ended : lastTouches, event));
    target = null;
    start = null;
    multi = false;
    lastTouches = [];
  };

  doc.addEventListener('mousedown', onDown, true);
  doc.addEventListener('mousemove', onMove, true);
  doc.addEventListener('mouseup', onUp, true);
  return () => {
    doc.removeEventListener('mousedown', onDown, true);
    doc.removeEventListener('mousemove', onMove, true);
    doc.removeEventListener('mouseup', onUp, true);
  };
}
