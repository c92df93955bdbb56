import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { StyledButton } from './Button.styles';

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

export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  children,
  ...rest
}: ButtonProps<C>) {
  const Element: ElementType = as ?? 'button';
  const isNativeButton = Element === 'button';
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
      as={Element}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      type={isNativeButton ? ((props.type as string | undefined) ?? 'button') : props.type}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={!isNativeButton && disabled ? true : props['aria-disabled']}
      aria-busy={loading ? true : props['aria-busy']}
      onClick={!isNativeButton && disabled ? blockClick : props.onClick}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </StyledButton>
  );
}
