import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './image-frame.module.css';

export interface ImageFrameProps extends HTMLAttributes<HTMLDivElement> {
  /** Width / height, e.g. 4/3 (default), 16/9, 1. The box reserves this shape before the image loads. */
  ratio?: number;
  rounded?: boolean;
  /** How children (img, video, canvas) fill the box. */
  fit?: 'cover' | 'contain';
  /** Overlaid content in a corner, e.g. a Badge or a "360°" marker. */
  overlay?: ReactNode;
  children?: ReactNode;
}

export function ImageFrame({ ratio = 4 / 3, rounded = false, fit = 'cover', overlay, className, style, children, ...rest }: ImageFrameProps) {
  return (
    <div {...rest} className={cx(styles.frame, rounded && styles.rounded, styles[fit], className)} style={{ aspectRatio: String(ratio), ...style }}>
      {children}
      {overlay && <div className={styles.overlay}>{overlay}</div>}
    </div>
  );
}
