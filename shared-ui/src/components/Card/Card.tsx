import styled, { css } from 'styled-components';
import type { SpaceToken } from '../../theme/tokens';

export interface CardProps {
  $elevation?: 'none' | 'sm' | 'md' | 'lg';
  $padding?: SpaceToken;
  /** Lifts on hover and focus-within, for cards that are one big link or button. */
  $interactive?: boolean;
}

/** Surface for grouped content; render as `article`/`section`/`li` with `as`. */
export const Card = styled.div<CardProps>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $elevation = 'sm' }) => theme.shadows[$elevation]};
  padding: ${({ theme, $padding = 'lg' }) => theme.space[$padding]};

  ${({ $interactive, theme }) =>
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
