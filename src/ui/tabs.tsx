import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Panel content; omit when the caller renders the content itself (use `onChange`). */
  panel?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled selected id. */
  value?: string;
  /** Uncontrolled initial id (defaults to the first enabled tab). */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Let the tab row scroll sideways instead of sharing the width. */
  scrollable?: boolean;
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({ items, value, defaultValue, onChange, label, scrollable = false, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((t) => !t.disabled)?.id;
  const [inner, setInner] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? inner;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInner(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((t) => !t.disabled);
    const at = enabled.findIndex((t) => t.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    refs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const active = items.find((t) => t.id === selected);

  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={cx(styles.list, scrollable && styles.scrollable)} onKeyDown={onKeyDown}>
        {items.map((t) => {
          const isSelected = t.id === selected;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={isSelected}
              aria-controls={t.panel !== undefined ? panelId(t.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={t.disabled}
              className={cx(styles.tab, isSelected && styles.selected)}
              onClick={() => select(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {active?.panel !== undefined && (
        <div role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} tabIndex={0} className={styles.panel}>
          {active.panel}
        </div>
      )}
    </div>
  );
}
