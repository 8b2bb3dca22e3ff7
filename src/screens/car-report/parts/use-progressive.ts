// Long reports render a few sections at once and the rest one per task, so no single render of the
// ~150 check points holds the main thread; what is on screen first arrives first.

import { useEffect, useState } from 'react';

export function useProgressiveCount(total: number, first = 2): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => Math.min(total, current + 1)), 16);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
