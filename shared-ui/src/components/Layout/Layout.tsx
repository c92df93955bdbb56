import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import type { SpaceToken } from '../../theme/tokens';
import { Container, StackRoot } from './Layout.styles';

/** A component's own props, `as` another element, with that element's props passed through. */
type Polymorphic<C extends ElementType, P> = P & {
  as?: C;
  className?: string;
  style?: CSSProperties;
} & Omit<ComponentPropsWithRef<C>, keyof P | 'as' | 'className' | 'style'>;

export type ContainerSize = 'narrow' | 'default' | 'wide';

export interface PageContainerProps {
  $size?: ContainerSize;
}

/** Centred, max-width page column with responsive side padding. */
export function PageContainer<C extends ElementType = 'div'>({
  as,
  $size = 'default',
  ...rest
}: Polymorphic<C, PageContainerProps>) {
  return <Container {...rest} as={as ?? 'div'} $size={$size} />;
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
  $align = 'stretch',
  $justify = 'flex-start',
  $wrap = false,
  ...rest
}: Polymorphic<C, StackProps>) {
  return (
    <StackRoot
      {...rest}
      as={as ?? 'div'}
      $direction={$direction}
      $gap={$gap}
      $align={$align}
      $justify={$justify}
      $wrap={$wrap}
    />
  );
}
