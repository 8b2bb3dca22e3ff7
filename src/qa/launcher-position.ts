// Where the QA launcher sits. By default (no stored place) it is docked: a strip at the left edge in a
// gutter the page gives up for it (DOCK_WIDTH), so it covers nothing. A QA can drag it elsewhere; that
// place is kept ('qa:launcher-position') as fractions of the window, so a rotation or another window
// size keeps it on screen, and dropping it back at the left edge docks it again. No React.

export const LAUNCHER_POSITION_KEY = 'qa:launcher-position';

/** The docked strip's width, which the page's body leaves free on the left while it is docked. */
export const DOCK_WIDTH = 32;
/** A drop this close to the left edge docks the launcher again. */
const DOCK_SNAP = 48;

export interface LauncherPosition {
  /** Left edge as a fraction of the window's width, top edge of its height (0..1). */
  x: number;
  y: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined;

const fraction = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : null;

export function readLauncherPosition(store: Store): LauncherPosition | null {
  try {
    const raw = store?.getItem(LAUNCHER_POSITION_KEY);
    if (!raw || raw.length > 100) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const x = fraction((parsed as Record<string, unknown>).x);
    const y = fraction((parsed as Record<string, unknown>).y);
    return x === null || y === null ? null : { x, y };
  } catch {
    return null;
  }
}

export function writeLauncherPosition(position: LauncherPosition | null, store: Store): void {
  try {
    if (position) store?.setItem(LAUNCHER_POSITION_KEY, JSON.stringify(position));
    else store?.removeItem(LAUNCHER_POSITION_KEY);
  } catch {
    // storage blocked: the button stays where it was dropped until the next load
  }
}

/** The pixel place of a stored position in a window, kept fully inside it. */
export function placeLauncher(
  position: LauncherPosition,
  view: { width: number; height: number },
  size: { width: number; height: number },
) {
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(0, value), Math.max(0, max)));
  return {
    left: clamp(position.x * view.width, view.width - size.width),
    top: clamp(position.y * view.height, view.height - size.height),
  };
}

/** Where a drag that ends at this pointer leaves the launcher: docked (null) near the left edge. */
export function dropPosition(
  point: { x: number; y: number },
  view: { width: number; height: number },
): LauncherPosition | null {
  if (point.x < DOCK_SNAP || view.width <= 0 || view.height <= 0) return null;
  return { x: point.x / view.width, y: point.y / view.height };
}
