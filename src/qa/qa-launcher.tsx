// The studio's always-there part: the small 'QA' tab (docked at the left edge, in the page's gutter and
// above the car page's action bar; drag it to move it, the place is kept: launcher-position.ts) and,
// while any fault, car status or device override is on, a badge saying so with "Clear all". The panel
// loads on first open.

import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useMessages } from '../i18n/i18n';
import { deviceName, qaMessages, type QaTranslate } from './messages';
import * as styles from './qa-studio.module.css';
import type { QaStudioServices } from './qa-services';
import { placeLauncher, readLauncherPosition, writeLauncherPosition, type LauncherPosition } from './launcher-position';

const QaPanel = lazy(() => import('./qa-panel').then((module) => ({ default: module.QaPanel })));

class StudioBoundary extends Component<{ children: ReactNode; onReset: () => void; t: QaTranslate }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    const { t } = this.props;
    return (
      <div className={styles.panel} role="dialog" aria-label={t('studio')}>
        <p role="alert" className={styles.error} style={{ padding: 12 }}>
          {t('studioFailed', { error: this.state.error })}
        </p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            this.setState({ error: null });
            this.props.onReset();
          }}
        >
          {t('close')}
        </button>
      </div>
    );
  }
}

export function overrideSummary(services: QaStudioServices, t: QaTranslate): string {
  const { scenario, device } = services.control.overrides();
  const parts: string[] = [];
  const faults = Object.entries(scenario.faults);
  if (faults.length === 1) parts.push(`${faults[0]?.[0]}: ${faults[0]?.[1]}`);
  else if (faults.length > 1) parts.push(t('faultCount', { count: faults.length }));
  const statuses = Object.keys(scenario.carStatus).length;
  if (statuses) parts.push(t(statuses > 1 ? 'carStatusMany' : 'carStatusOne', { count: statuses }));
  if (device) parts.push(t('deviceIs', { device: deviceName(t, device) }));
  return parts.join(' · ');
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function QaLauncher({ services, initiallyOpen }: { services: QaStudioServices; initiallyOpen: boolean }) {
  const t = useMessages(qaMessages);
  const [open, setOpen] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<LauncherPosition | null>(() => readLauncherPosition(safeStorage()));
  const drag = useRef<{ startX: number; startY: number; moved: boolean } | null>(null);
  useSyncExternalStore(services.control.subscribe, services.control.overrides);
  const active = services.control.active();

  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Alt+Shift+Q toggles the studio from anywhere.
      if (event.altKey && event.shiftKey && event.code === 'KeyQ') setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A press that moves more than a few pixels drags the launcher instead of opening the studio.
  // Kept inside the window by the button's own size (the badge beside it may wrap or clip).
  const placed = position ? placeLauncher(position, { width: window.innerWidth, height: window.innerHeight }, { width: 44, height: 44 }) : null;

  return (
    <>
      <div
        className={styles.launcher}
        data-moved={placed ? 'true' : undefined}
        style={placed ? { left: placed.left, top: placed.top, bottom: 'auto' } : undefined}
      >
        <button
          ref={buttonRef}
          type="button"
          className={styles.launchButton}
          aria-label={t('studio')}
          aria-expanded={open}
          aria-haspopup="dialog"
          title={t('launcherHint')}
          onPointerDown={(event) => {
            drag.current = { startX: event.clientX, startY: event.clientY, moved: false };
            event.currentTarget.setPointerCapture?.(event.pointerId);
          }}
          onPointerMove={(event) => {
            const state = drag.current;
            if (!state) return;
            if (!state.moved && Math.hypot(event.clientX - state.startX, event.clientY - state.startY) < 8) return;
            state.moved = true;
            setPosition({ x: event.clientX / window.innerWidth, y: event.clientY / window.innerHeight });
          }}
          onPointerUp={() => {
            if (drag.current?.moved) writeLauncherPosition(position, safeStorage());
          }}
          onClick={() => {
            const moved = drag.current?.moved;
            drag.current = null;
            if (!moved) setOpen((value) => !value);
          }}
        >
          QA
        </button>
        {active ? (
          <div className={styles.badge} role="status" aria-label={t('overridesOn')}>
            <span className={styles.badgeText}>{t('overridesSummary', { summary: overrideSummary(services, t) })}</span>
            <button
              type="button"
              className={styles.badgeButton}
              onClick={() => {
                void services.control.clearAll().then(({ deviceChanged }) => {
                  if (deviceChanged) window.location.reload();
                });
              }}
            >
              {t('clearAll')}
            </button>
          </div>
        ) : null}
      </div>
      {open ? (
        <StudioBoundary onReset={close} t={t}>
          <Suspense fallback={null}>
            <QaPanel services={services} onClose={close} />
          </Suspense>
        </StudioBoundary>
      ) : null}
    </>
  );
}
