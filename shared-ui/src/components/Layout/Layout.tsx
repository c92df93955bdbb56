import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';
import type { SpaceToken } from '../../theme/tokens';

export type ContainerSize = 'narrow' | 'default' | 'wide';

export interface PageContainerProps {
  $size?: ContainerSize;
}

const containerWidths = { narrow: 'containerNarrow', default: 'container', wide: 'containerWide' } as const;

/** Centred, max-width page column with responsive side padding. */
export const PageContainer = styled.div<PageContainerProps>`
  width: 100%;
  max-width: ${({ theme, $size = 'default' }) => theme.sizes[containerWidths[$size]]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.lg};

  ${media.below('mobile')} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

export interface StackProps {
  $direction?: 'row' | 'column';
  $gap?: SpaceToken;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap?: boolean;
}

/** Flex row or column with a token gap between children. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  align-items: ${({ $align = 'stretch' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  flex-wrap: ${({ $wrap = false }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;
