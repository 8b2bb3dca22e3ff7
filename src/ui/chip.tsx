import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './chip.module.css';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  /** Pressed state; the chip is a toggle button (aria-pressed). */
  selected: boolean;
  onSelectedChange?: (selected: boolean) => void;
  icon?: ReactNode;
  children: ReactNode;
}

export function Chip({
  selected,
  onSelectedChange,
  onClick,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ChipProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-pressed={selected}
      className={cx(styles.chip, selected && styles.selected, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onSelectedChange?.(!selected);
      }}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
