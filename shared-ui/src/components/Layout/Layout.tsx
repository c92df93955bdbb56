import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import type { SpaceToken } from '../../theme/tokens';
import styles from './Layout.module.css';

/** A component's own props, `as` another element, with that element's props passed through. */
type Polymorphic<C extends ElementType, P> = P & {
  as?: C;
  className?: string;
  style?: CSSProperties;
} & Omit<ComponentPropsWithRef<C>, keyof P | 'as' | 'className' | 'style'>;

const classes = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');

export type ContainerSize = 'narrow' | 'default' | 'wide';

export interface PageContainerProps {
  $size?: ContainerSize;
}

/** Centred, max-width page column with responsive side padding. */
export function PageContainer<C extends ElementType = 'div'>({
  as,
  $size = 'default',
  className,
  ...rest
}: Polymorphic<C, PageContainerProps>) {
  const Element: ElementType = as ?? 'div';
  return <Element {...rest} className={classes(styles.container, styles[`size-${$size}`], className)} />;
}

export interface StackProps {
  $direction?: 'row' | 'column';
  $gap?: SpaceToken;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap?: boolean;
}

/** Flex row or column with a token gap between children. */
export function Stack<C extends ElementType = 'div'>({
  as,
  $direction = 'column',
  $gap = 'md',
  $align,
  $justify,
  $wrap = false,
  className,
  style,
  ...rest
}: Polymorphic<C, StackProps>) {
  const Element: ElementType = as ?? 'div';
  // Any CSS value goes, so they are custom properties the stylesheet reads (defaults: stretch, flex-start).
  const alignment =
    $align === undefined && $justify === undefined
      ? style
      : ({ '--stack-align': $align, '--stack-justify': $justify, ...style } as CSSProperties);
  return (
    <Element
      {...rest}
      className={classes(
        styles.stack,
        $direction === 'row' && styles.row,
        styles[`gap-${$gap}`],
        $wrap && styles.wrap,
        className,
      )}
      style={alignment}
    />
  );
}
