import styled, { css } from 'styled-components';
import { forwardedAsElement } from '../forwardedAs';
import type { CardProps } from './Card';

export const CardRoot = styled.div.attrs(forwardedAsElement)<CardProps>`
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
