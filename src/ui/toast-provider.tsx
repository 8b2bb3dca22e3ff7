// Short, non-blocking messages (spec section 9: default duration 2000 ms). One at a time: a new
// message replaces the current one, so a burst of taps never stacks toasts over the page. The
// design system's ToastView draws them; this provider owns the list and the timing. It lives in ui
// with its view: ui may use platform's services, platform never imports ui.

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../i18n/i18n';
import { ToastView, type ToastItem, type ToastTone } from './toast';

export const DEFAULT_TOAST_MS = 2000;

export interface ToastOptions {
  durationMs?: number;
  tone?: ToastTone;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
}

const noop: ToastApi = { show: () => undefined };
const ToastContext = createContext<ToastApi>(noop);

export function ToastProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const counter = useRef(0);

  const show = useCallback((message: string, { durationMs = DEFAULT_TOAST_MS, tone = 'info' }: ToastOptions = {}) => {
    if (!message) return;
    if (timer.current) clearTimeout(timer.current);
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts([{ id, message, tone }]);
    const ms = Number.isFinite(durationMs) && durationMs > 0 ? durationMs : DEFAULT_TOAST_MS;
    timer.current = setTimeout(() => {
      timer.current = null;
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, ms);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastView toasts={toasts} lang={locale} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
