import type { ComponentPropsWithRef, ElementType } from 'react';
import { Hidden } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps {
  /** Shows the content again while it has keyboard focus (skip links). */
  $focusable?: boolean;
}

type VisuallyHiddenElementProps<C extends ElementType> = VisuallyHiddenProps & {
  as?: C;
  className?: string;
} & Omit<ComponentPropsWithRef<C>, keyof VisuallyHiddenProps | 'as' | 'className'>;

/** Hides content visually while keeping it in the accessibility tree. */
export function VisuallyHidden<C extends ElementType = 'span'>({
  as,
  $focusable = false,
  ...rest
}: VisuallyHiddenElementProps<C>) {
  return <Hidden {...rest} as={as ?? 'span'} $focusable={$focusable} />;
}
