import type { CSSProperties } from 'react';
import { cx } from './class-names';
import * as styles from './skeleton.module.css';
import { uiText, type UiLang } from './ui-text';

export type SkeletonProps = {
  /** Announced once for the whole placeholder. */
  label?: string;
  lang?: UiLang;
  className?: string;
} & (
  | { variant: 'lines'; lines?: number }
  | { variant: 'block'; aspectRatio?: string; height?: number | string }
  | { variant: 'card-list'; count?: number }
);

const lineWidths = ['100%', '92%', '76%', '84%', '60%'];

export function Skeleton(props: SkeletonProps) {
  const { label, lang, className } = props;
  let body;
  if (props.variant === 'lines') {
    body = Array.from({ length: props.lines ?? 3 }, (_, i) => (
      <span key={i} className={cx(styles.shape, styles.line)} style={{ width: lineWidths[i % lineWidths.length] }} />
    ));
  } else if (props.variant === 'block') {
    const style: CSSProperties =
      props.height !== undefined ? { height: props.height } : { aspectRatio: props.aspectRatio ?? '4 / 3' };
    body = <span className={cx(styles.shape, styles.block)} style={style} />;
  } else {
    body = Array.from({ length: props.count ?? 3 }, (_, i) => (
      <span key={i} className={styles.cardRow}>
        <span className={cx(styles.shape, styles.thumb)} />
        <span className={styles.cardText}>
          <span className={cx(styles.shape, styles.line)} style={{ width: '90%' }} />
          <span className={cx(styles.shape, styles.line)} style={{ width: '60%' }} />
          <span className={cx(styles.shape, styles.line, styles.price)} />
        </span>
      </span>
    ));
  }
  return (
    <div
      className={cx(styles.skeleton, className)}
      role="status"
      aria-busy="true"
      aria-live="polite"
      aria-label={label ?? uiText(lang, 'loading')}
    >
      {body}
    </div>
  );
}
