import type { ComponentPropsWithRef, ElementType } from 'react';
import type { SpaceToken } from '../../theme/tokens';
import { CardRoot } from './Card.styles';

export interface CardProps {
  $elevation?: 'none' | 'sm' | 'md' | 'lg';
  $padding?: SpaceToken;
  /** Lifts on hover and focus-within, for cards that are one big link or button. */
  $interactive?: boolean;
}

type CardElementProps<C extends ElementType> = CardProps & {
  as?: C;
  className?: string;
} & Omit<ComponentPropsWithRef<C>, keyof CardProps | 'as' | 'className'>;

/** Surface for grouped content; render as `article`/`section`/`li` with `as`. */
export function Card<C extends ElementType = 'div'>({
  as,
  $elevation = 'sm',
  $padding = 'lg',
  $interactive = false,
  ...rest
}: CardElementProps<C>) {
  return (
    <CardRoot
      {...rest}
      as={as ?? 'div'}
      $elevation={$elevation}
      $padding={$padding}
      $interactive={$interactive}
    />
  );
}
