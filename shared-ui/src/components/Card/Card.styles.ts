import styled, { css } from 'styled-components';
import type { SpaceToken } from '../../theme/tokens';

export const CardRoot = styled.div<{
  $elevation: 'none' | 'sm' | 'md' | 'lg';
  $padding: SpaceToken;
  $interactive: boolean;
}>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $elevation }) => theme.shadows[$elevation]};
  padding: ${({ theme, $padding }) => theme.space[$padding]};

  ${({ theme, $interactive }) =>
    $interactive &&
    css`
      transition:
        transform ${theme.durations.normal}ms ease,
        box-shadow ${theme.durations.normal}ms ease;

      &:hover,
      &:focus-within {
        transform: translateY(-3px);
        box-shadow: ${theme.shadows.lg};
      }
    `}
`;
