// Pull down at the top of the page to refresh, with an indicator that follows the finger; a refresh
// button does the same for mouse and keyboard users.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { cx } from '../../ui/class-names';
import { useLatest } from '../../ui/use-latest';
import { momentsMessages } from './messages';
import * as styles from './moments.module.css';

const THRESHOLD = 64;
const MAX_PULL = 96;

export function PullToRefresh({
  onRefresh,
  refreshing,
  children,
}: {
  onRefresh: () => void;
  refreshing: boolean;
  children: ReactNode;
}) {
  const t = useMessages(momentsMessages);
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const pullRef = useRef(0);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const refreshRef = useLatest(onRefresh);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const scrollTop = () => document.scrollingElement?.scrollTop ?? window.scrollY;
    const onStart = (event: TouchEvent) => {
      start.current = scrollTop() <= 0 && event.touches.length === 1 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      const delta = (event.touches[0]?.clientY ?? start.current) - start.current;
      if (delta <= 0) {
        pullRef.current = 0;
        setPull(0);
        return;
      }
      // Resistance: the indicator moves slower than the finger, as native lists do.
      const next = Math.min(MAX_PULL, delta * 0.5);
      pullRef.current = next;
      setPull(next);
      if (event.cancelable && next > 4) event.preventDefault();
    };
    const onEnd = () => {
      if (start.current !== null && pullRef.current >= THRESHOLD * 0.75) refreshRef.current();
      start.current = null;
      pullRef.current = 0;
      setPull(0);
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, [refreshRef]);

  const ready = pull >= THRESHOLD * 0.75;
  const visible = refreshing || pull > 0;
  return (
    <div ref={rootRef} className={styles.pullRoot}>
      <div
        className={cx(styles.pullIndicator, visible && styles.pullIndicatorVisible)}
        style={{ height: refreshing ? 44 : pull }}
        aria-hidden={!visible}
      >
        <span
          className={cx(styles.pullIcon, refreshing && styles.spinning)}
          style={{ transform: refreshing ? undefined : `rotate(${pull * 3}deg)` }}
        >
          <Icon name="refresh" size={18} />
        </span>
        <span role="status">
          {refreshing ? t('refreshing') : pull > 0 ? (ready ? t('releaseToRefresh') : t('pullToRefresh')) : ''}
        </span>
      </div>
      {children}
    </div>
  );
}

export function RefreshButton({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const t = useMessages(momentsMessages);
  return (
    <button
      type="button"
      className={styles.refreshButton}
      onClick={onRefresh}
      disabled={refreshing}
      aria-label={refreshing ? t('refreshing') : t('refresh')}
    >
      <span className={cx(styles.pullIcon, refreshing && styles.spinning)}>
        <Icon name="refresh" size={18} />
      </span>
    </button>
  );
}
