import { useId } from 'react';
import { cx } from './class-names';
import * as styles from './icon.module.css';

/** Path data on a 24×24 grid, drawn with a 2px round stroke in currentColor. */
const PATHS = {
  back: 'M15 5l-7 7 7 7',
  home: 'M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  filter: 'M4 5h16l-6 7.5V19l-4 1.5v-8z',
  sort: 'M7 4v16M3.5 16.5 7 20l3.5-3.5M17 20V4m-3.5 3.5L17 4l3.5 3.5',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12 4 4',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  chat: 'M4 5h16v11H9l-5 4z M8 10h.01M12 10h.01M16 10h.01',
  share: 'M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7',
  play: 'M8 5v14l11-7z',
  'rotate-360': 'M3 12c0-2.2 4-4 9-4s9 1.8 9 4-4 4-9 4m0 0 2.5-2.5M12 16l2.5 2.5M7 15.4C4.6 14.7 3 13.4 3 12',
  camera:
    'M4 8h3.5L9 5.5h6L16.5 8H20a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zm8 2.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 4 2.8 19.5h18.4zM12 10v4.5M12 17.2v.1',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 8v5.5M12 7.8v.1',
  location:
    'M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11zm0-13.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3.5V7M16 3.5V7',
  gauge: 'M4.2 17a9 9 0 1 1 15.6 0M12 13l4-4.5M12 13v.1',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  /* Two cars' sheets side by side (compare): not the filter's funnel. */
  compare: 'M4 5h6.5v14H4zM13.5 5H20v14h-6.5zM6.5 9h1.5M6.5 12.5h1.5M16 9h1.5M16 12.5h1.5',
  image: 'M4 5h16v14H4zm0 10 4.5-4.5L13 15l2.5-2.5L20 17M15.5 8.5v.1',
  refresh: 'M19.5 12A7.5 7.5 0 1 1 17 6.4M19.5 4v4h-4',
  map: 'M3.5 6.5 9 4l6 2.5L20.5 4v13.5L15 20l-6-2.5L3.5 20zM9 4v13.5M15 6.5V20',
  car: 'M3.5 16v-3.5L5.5 7.5A2 2 0 0 1 7.4 6h9.2a2 2 0 0 1 1.9 1.5l2 5V16zM3.5 12.5h17M7 16v2.5M17 16v2.5M7 14.2h.1M17 14.2h.1',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4.5 20a7.5 7.5 0 0 1 15 0',
  shield: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.1 7.5 9.5 4.3-1.4 7.5-4.9 7.5-9.5V6zM8.8 12l2.2 2.2 4.2-4.4',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

/** Shapes that read better filled than outlined. */
const FILLED: ReadonlySet<IconName> = new Set<IconName>(['play']);

export interface IconProps {
  name: IconName;
  /** Size in px or any CSS length; defaults to 1.25em so icons follow the text. */
  size?: number | string;
  /** With a title the icon is an image with that name; without, it is hidden from assistive tech. */
  title?: string;
  className?: string;
  /** Drawn filled (a saved heart); shapes in FILLED always are. */
  filled?: boolean;
}

export function Icon({ name, size = '1.25em', title, className, filled: fill = false }: IconProps) {
  const titleId = useId();
  const filled = fill || FILLED.has(name);
  return (
    <svg
      className={cx(styles.icon, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title && <title id={titleId}>{title}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}
