import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from '../Spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps<C extends ElementType> {
  /** Renders another element or component, e.g. `as="a"` or a router `Link`, with button styling. */
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks activation. */
  loading?: boolean;
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps<C>>;

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
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

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 2rem;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.typography.sizes.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
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
  ${({ $size }) => sizeStyles[$size]}

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

export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  children,
  ...rest
}: ButtonProps<C>) {
  const element: ElementType = as ?? 'button';
  const isNativeButton = element === 'button';
  const props = rest as Record<string, unknown>;
  const disabled = Boolean(props.disabled) || loading;

  // Links cannot be disabled natively, so a busy or disabled link swallows its clicks instead.
  const blockClick = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <StyledButton
      {...props}
      as={element}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      type={isNativeButton ? ((props.type as string | undefined) ?? 'button') : props.type}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={!isNativeButton && disabled ? true : props['aria-disabled']}
      aria-busy={loading || undefined}
      onClick={!isNativeButton && disabled ? blockClick : props.onClick}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </StyledButton>
  );
}
