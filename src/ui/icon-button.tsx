import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';
import { Icon, type IconName } from './icon';
import * as styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Required: an icon alone has no name. */
  'aria-label': string;
  variant?: 'plain' | 'filled' | 'overlay';
  size?: 'md' | 'lg';
}

export function IconButton({
  icon,
  variant = 'plain',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button {...rest} type={type} className={cx(styles.button, styles[variant], styles[size], className)}>
      <Icon name={icon} size={size === 'lg' ? 24 : 20} />
    </button>
  );
}
