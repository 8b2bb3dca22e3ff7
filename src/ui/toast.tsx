import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Icon, type IconName } from './icon';
import * as styles from './toast.module.css';
import { uiText, type UiLang } from './ui-text';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastItem {
  id: string;
  message: ReactNode;
  tone?: ToastTone;
}

export interface ToastViewProps {
  /** The toasts to show now; timing (the spec's 2000 ms default) belongs to whoever owns the list. */
  toasts: ToastItem[];
  /** When given, each toast gets a close button. */
  onDismiss?: (id: string) => void;
  dismissLabel?: string;
  /** Name of the live region. */
  label?: string;
  lang?: UiLang;
}

const toneIcon: Record<ToastTone, IconName | null> = {
  info: null,
  success: 'check',
  warning: 'warning',
  danger: 'warning',
};

/** Marks the toast region, which a bar fixed to the bottom edge lifts (bottom-bar-room.ts). */
export const TOAST_REGION_ATTRIBUTE = 'data-toast-region';

/** A presentational toast stack. Stays mounted (even when empty) so screen readers hear new toasts. */
export function ToastView({ toasts, onDismiss, dismissLabel, label, lang }: ToastViewProps) {
  return (
    <section
      className={styles.region}
      {...{ [TOAST_REGION_ATTRIBUTE]: '' }}
      aria-label={label ?? uiText(lang, 'notifications')}
    >
      {/* Not a list: each toast is a status or alert region, which a list may not hold as its items (axe's
          aria-required-children, critical, whenever a toast showed). */}
      <div className={styles.stack} aria-live="polite" aria-relevant="additions">
        {toasts.map((t) => {
          const tone = t.tone ?? 'info';
          const icon = toneIcon[tone];
          return (
            <div key={t.id} className={cx(styles.toast, styles[tone])} role={tone === 'danger' ? 'alert' : 'status'}>
              {icon && <Icon name={icon} size={18} />}
              <span className={styles.message}>{t.message}</span>
              {onDismiss && (
                <button
                  type="button"
                  className={styles.dismiss}
                  aria-label={dismissLabel ?? uiText(lang, 'close')}
                  onClick={() => onDismiss(t.id)}
                >
                  <Icon name="close" size={16} />
                </button>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
