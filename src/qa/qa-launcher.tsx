// The studio's always-there part: one strip holding the small 'QA' tab and, while any fault, car status
// or device override is on, an orange badge saying so with "Clear all". Docked, it lies in a gutter the
// page gives up on the left (the body is padded by DOCK_WIDTH), so it hides no content and stays clear
// of the fixed bottom bars; drag it to move it, drop it at the left edge to dock it again
// (launcher-position.ts). The panel loads on first open.

import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useMessages } from '../i18n/i18n';
import { deviceName, qaMessages, type QaTranslate } from './messages';
import * as styles from './qa-studio.module.css';
import type { QaStudioServices } from './qa-services';
import {
  DOCK_WIDTH,
  dropPosition,
  placeLauncher,
  readLauncherPosition,
  writeLauncherPosition,
  type LauncherPosition,
} from './launcher-position';

const QaPanel = lazy(() => import('./qa-panel').then((module) => ({ default: module.QaPanel })));

class StudioBoundary extends Component<
  { children: ReactNode; onReset: () => void; t: QaTranslate },
  { error: string | null }
> {
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
  const summary = active ? t('overridesSummary', { summary: overrideSummary(services, t) }) : '';

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

  // While docked the page gives up the strip's gutter; the padding goes when the strip is dragged off
  // or the studio unmounts.
  const docked = position === null;
  useEffect(() => {
    if (!docked) return;
    const body = document.body;
    const before = body.style.paddingLeft;
    body.style.paddingLeft = `${DOCK_WIDTH}px`;
    // Full-screen overlays (the photo viewer) are not inside the body's padding: they read the gutter
    // from this variable and keep what sits at their left edge (the photo counter) clear of the strip.
    const root = document.documentElement.style;
    root.setProperty('--qa-dock', `${DOCK_WIDTH}px`);
    return () => {
      body.style.paddingLeft = before;
      root.removeProperty('--qa-dock');
    };
  }, [docked]);

  // A press that moves more than a few pixels drags the launcher instead of opening the studio.
  // Kept inside the window by the button's own size (the badge below it clips its text).
  const placed = position
    ? placeLauncher(
        position,
        { width: window.innerWidth, height: window.innerHeight },
        { width: DOCK_WIDTH, height: 44 },
      )
    : null;

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
          onPointerUp={(event) => {
            if (!drag.current?.moved) return;
            const dropped = dropPosition(
              { x: event.clientX, y: event.clientY },
              { width: window.innerWidth, height: window.innerHeight },
            );
            setPosition(dropped);
            writeLauncherPosition(dropped, safeStorage());
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
            <span className={styles.badgeText} title={summary}>
              {summary}
            </span>
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
