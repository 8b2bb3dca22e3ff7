// The studio's always-there part: the small 'QA' button (bottom left) and, while any fault, car
// status or device override is on, a badge saying so with "Clear all". The panel loads on first open.

import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useMessages } from '../i18n/i18n';
import { deviceName, qaMessages, type QaTranslate } from './messages';
import * as styles from './qa-studio.module.css';
import type { QaStudioServices } from './qa-services';

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

export function QaLauncher({ services, initiallyOpen }: { services: QaStudioServices; initiallyOpen: boolean }) {
  const t = useMessages(qaMessages);
  const [open, setOpen] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
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

  return (
    <>
      <div className={styles.launcher}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.launchButton}
          aria-label={t('studio')}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen((value) => !value)}
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
