import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayHistory } from '../platform/overlay-history';
import { useViewShown } from '../platform/view-shown';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import * as styles from './sheet.module.css';
import { useLatest } from './use-latest';
import { uiText, type UiLang } from './ui-text';

export interface SheetProps {
  open: boolean;
  /** Called on Escape, on the close button and on a tap outside. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Sticky area under the content, e.g. "reset" and "apply" buttons. */
  footer?: ReactNode;
  closeLabel?: string;
  lang?: UiLang;
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Bottom sheet dialog: modal, focus kept inside, Escape closes, page scroll locked while open. An open
 * sheet is an entry in history: the phone's back closes it, and closing it otherwise takes the entry
 * off again (src/platform/overlay-history.ts).
 */
export function Sheet({ open: wanted, onClose, title, children, footer, closeLabel, lang, className }: SheetProps) {
  // Closed while its screen is kept hidden under another page (keep-alive), open again on the way back.
  const shown = useViewShown();
  const open = wanted && shown;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);
  // What the visitor asked for, not whether it is drawn: hidden under a later page, it keeps its entry.
  useOverlayHistory(wanted, onClose);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // start in the content (not on the close button) so a form is ready to use
    const first = bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialogRef.current)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === dialogRef.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={() => onCloseRef.current()} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.sheet, className)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.handle} aria-hidden="true" />
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton
            icon="close"
            aria-label={closeLabel ?? uiText(lang, 'close')}
            onClick={() => onCloseRef.current()}
          />
        </header>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
