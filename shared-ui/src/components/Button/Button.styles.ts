import styled, { css, type DefaultTheme } from 'styled-components';
import type { ButtonSize, ButtonVariant } from './Button';

const variantStyles = ({ colors }: DefaultTheme, variant: ButtonVariant) => {
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};

        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${colors.primaryHover};
          color: ${colors.onPrimary};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.secondary};
        color: ${colors.onSecondary};

        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${colors.secondaryHover};
          color: ${colors.onSecondary};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.primary};
        border-color: currentColor;

        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${colors.primarySoft};
          color: ${colors.primaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onDanger};

        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${colors.dangerHover};
          color: ${colors.onDanger};
        }
      `;
  }
};

const sizeStyles = ({ space, typography }: DefaultTheme, size: ButtonSize) => {
  switch (size) {
    case 'sm':
      return css`
        min-height: 2rem;
        padding: ${space.xxs} ${space.sm};
        font-size: ${typography.sizes.sm};
      `;
    case 'md':
      return css`
        min-height: 2.75rem;
        padding: ${space.xs} ${space.lg};
        font-size: ${typography.sizes.md};
      `;
    case 'lg':
      return css`
        min-height: 3.25rem;
        padding: ${space.sm} ${space.xl};
        font-size: ${typography.sizes.lg};
      `;
  }
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast}ms ease,
    color ${({ theme }) => theme.durations.fast}ms ease,
    transform ${({ theme }) => theme.durations.fast}ms ease;
  ${({ theme, $variant }) => variantStyles(theme, $variant)}
  ${({ theme, $size }) => sizeStyles(theme, $size)}

  &:active:not([aria-disabled='true']):not(:disabled) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.65;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
