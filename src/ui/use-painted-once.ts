import { useEffect, useState } from 'react';
import { afterNextPaint } from '../platform/idle';

/**
 * False until the browser has painted a frame since `active` first became true, then true for good.
 * What a tap's first frame does not need (a sheet's option lists and their requests) waits for it, so
 * the tap paints its answer first; once painted, reopening asks at once (the answers are cached).
 */
export function usePaintedOnce(active: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (active && !painted ? afterNextPaint(() => setPainted(true)) : undefined), [active, painted]);
  return painted;
}
