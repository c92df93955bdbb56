import styled from 'styled-components';
import { media } from '../../theme/media';
import { forwardedAsElement } from '../forwardedAs';
import type { PageContainerProps, StackProps } from './Layout';

const containerWidths = { narrow: 'containerNarrow', default: 'container', wide: 'containerWide' } as const;

export const Container = styled.div.attrs(forwardedAsElement)<PageContainerProps>`
  width: 100%;
  max-width: ${({ theme, $size = 'default' }) => theme.sizes[containerWidths[$size]]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.lg};

  ${media.below('mobile')} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

export const StackRoot = styled.div.attrs(forwardedAsElement)<StackProps>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'stretch' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  min-width: 0;
`;
