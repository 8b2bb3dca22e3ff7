import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './stack.module.css';

/** Steps of the spacing scale (--space-N). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  as?: 'div' | 'ul' | 'ol' | 'section' | 'footer' | 'nav';
  children?: ReactNode;
}

const alignMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
const justifyMap = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

function layoutStyle(
  gap: SpaceStep,
  align: LayoutProps['align'],
  justify: LayoutProps['justify'],
  style?: CSSProperties,
): CSSProperties {
  return {
    gap: `var(--space-${gap})`,
    alignItems: align ? alignMap[align] : undefined,
    justifyContent: justify ? justifyMap[justify] : undefined,
    ...style,
  };
}

/** Vertical flow with even gaps. */
export function Stack({ gap = 3, align, justify, as: Tag = 'div', className, style, children, ...rest }: LayoutProps) {
  return (
    <Tag {...rest} className={cx(styles.stack, className)} style={layoutStyle(gap, align, justify, style)}>
      {children}
    </Tag>
  );
}

/** Horizontal row that wraps on narrow screens. */
export function Inline({
  gap = 2,
  align = 'center',
  justify,
  as: Tag = 'div',
  wrap = true,
  className,
  style,
  children,
  ...rest
}: LayoutProps & { wrap?: boolean }) {
  return (
    <Tag
      {...rest}
      className={cx(styles.inline, !wrap && styles.nowrap, className)}
      style={layoutStyle(gap, align, justify, style)}
    >
      {children}
    </Tag>
  );
}
