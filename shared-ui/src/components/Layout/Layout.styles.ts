import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';
import type { SpaceToken } from '../../theme/tokens';
import type { ContainerSize } from './Layout';

const containerWidths = { narrow: 'containerNarrow', default: 'container', wide: 'containerWide' } as const;

export const Container = styled.div<{ $size: ContainerSize }>`
  width: 100%;
  max-width: ${({ theme, $size }) => theme.sizes[containerWidths[$size]]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.lg};

  ${media.below('mobile')} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

export const StackRoot = styled.div<{
  $direction: 'row' | 'column';
  $gap: SpaceToken;
  $align: CSSProperties['alignItems'];
  $justify: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => $align};
  justify-content: ${({ $justify }) => $justify};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-width: 0;
`;
