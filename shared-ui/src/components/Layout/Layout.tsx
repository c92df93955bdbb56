import type { CSSProperties } from 'react';
import type { SpaceToken } from '../../theme/tokens';
import { Container, StackRoot } from './Layout.styles';

// Styled components, so a page's styled(Stack) or styled(PageContainer) hands them its transient props.

export type ContainerSize = 'narrow' | 'default' | 'wide';

export interface PageContainerProps {
  /** Default `'default'`. */
  $size?: ContainerSize;
}

/** Centred, max-width page column with responsive side padding. */
export const PageContainer = Container;

export interface StackProps {
  /** Default `'column'`. */
  $direction?: 'row' | 'column';
  /** Default `'md'`. */
  $gap?: SpaceToken;
  /** Default `'stretch'`. */
  $align?: CSSProperties['alignItems'];
  /** Default `'flex-start'`. */
  $justify?: CSSProperties['justifyContent'];
  /** Default `false`. */
  $wrap?: boolean;
}

/** Flex row or column with a token gap between children. */
export const Stack = StackRoot;
