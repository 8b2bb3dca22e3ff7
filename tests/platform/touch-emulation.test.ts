import { afterEach, describe, expect, it } from 'vitest';
import { shouldEmulateTouch } from '../../src/platform/device';
import { installTouchEmulation, MULTI_TOUCH_OFFSET, touchPointsFor } from '../../src/platform/touch-emulation';

type TouchLike = { identifier: number; clientX: number; clientY: number };
type Recorded = { type: string; touches: TouchLike[]; changed: TouchLike[] };

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
  document.body.innerHTML = '';
});

function record(element: Element): Recorded[] {
  const events: Recorded[] = [];
  for (const type of ['touchstart', 'touchmove', 'touchend']) {
    element.addEventListener(type, (event) => {
      const touchEvent = event as unknown as { touches: ArrayLike<TouchLike>; changedTouches: ArrayLike<TouchLike> };
      events.push({
        type,
        touches: Array.from(touchEvent.touches, (t) => ({
          identifier: t.identifier,
          clientX: t.clientX,
          clientY: t.clientY,
        })),
        changed: Array.from(touchEvent.changedTouches, (t) => ({
          identifier: t.identifier,
          clientX: t.clientX,
          clientY: t.clientY,
        })),
      });
    });
  }
  return events;
}

const mouse = (type: string, x: number, y: number, init: MouseEventInit = {}) =>
  new MouseEvent(type, {
    bubbles: true,
    clientX: x,
    clientY: y,
    button: 0,
    buttons: type === 'mouseup' ? 0 : 1,
    ...init,
  });

describe('touch emulation', () => {
  it('maps a mouse drag to touchstart, touchmove and touchend on the pressed element', () => {
    uninstall = installTouchEmulation(document);
    const slide = document.body.appendChild(document.createElement('div'));
    const events = record(slide);
    slide.dispatchEvent(mouse('mousedown', 10, 20));
    slide.dispatchEvent(mouse('mousemove', 40, 20));
    slide.dispatchEvent(mouse('mouseup', 60, 20));
    expect(events.map((event) => event.type)).toEqual(['touchstart', 'touchmove', 'touchend']);
    expect(events[0]?.touches).toEqual([{ identifier: 1, clientX: 10, clientY: 20 }]);
    expect(events[1]?.touches[0]?.clientX).toBe(40);
    expect(events[2]?.touches).toEqual([]);
  });

  it('adds a second finger mirrored around the start point, 75 px off, while Shift is held', () => {
    const start = { clientX: 100, clientY: 100, pageX: 100, pageY: 100, screenX: 100, screenY: 100 };
    const points = touchPointsFor({ ...start, clientX: 110, pageX: 110, screenX: 110 }, start, true, document.body);
    expect(MULTI_TOUCH_OFFSET).toBe(75);
    expect(points.map((point) => [point.identifier, point.pageX, point.pageY])).toEqual([
      [1, 110 - 75, 100 + 75],
      [2, 90 + 75, 100 - 75],
    ]);
  });

  it('sends two touches on a Shift drag', () => {
    uninstall = installTouchEmulation(document);
    const map = document.body.appendChild(document.createElement('div'));
    const events = record(map);
    map.dispatchEvent(mouse('mousedown', 100, 100, { shiftKey: true }));
    expect(events[0]?.touches).toHaveLength(2);
  });

  it('leaves elements marked data-no-touch-emulation alone', () => {
    uninstall = installTouchEmulation(document);
    const wrapper = document.body.appendChild(document.createElement('div'));
    wrapper.setAttribute('data-no-touch-emulation', '');
    const inner = wrapper.appendChild(document.createElement('button'));
    const events = record(inner);
    inner.dispatchEvent(mouse('mousedown', 1, 1));
    inner.dispatchEvent(mouse('mouseup', 1, 1));
    expect(events).toEqual([]);
  });

  it('ignores moves without a pressed button and right clicks', () => {
    uninstall = installTouchEmulation(document);
    const element = document.body.appendChild(document.createElement('div'));
    const events = record(element);
    element.dispatchEvent(mouse('mousemove', 5, 5, { buttons: 0 }));
    element.dispatchEvent(mouse('mousedown', 5, 5, { button: 2 }));
    expect(events).toEqual([]);
  });

  it('stops after uninstalling', () => {
    const off = installTouchEmulation(document);
    off();
    const element = document.body.appendChild(document.createElement('div'));
    const events = record(element);
    element.dispatchEvent(mouse('mousedown', 5, 5));
    expect(events).toEqual([]);
  });

  it('runs on desktop only', () => {
    expect(shouldEmulateTouch(window, true)).toBe(false);
    const touchless = { navigator: { maxTouchPoints: 0 } } as unknown as Window;
    expect(shouldEmulateTouch(touchless, false)).toBe(true);
    const touchScreen = { navigator: { maxTouchPoints: 5 } } as unknown as Window;
    expect(shouldEmulateTouch(touchScreen, false)).toBe(false);
  });
});
