import type { SpaceToken } from '../../theme/tokens';
import { CardRoot } from './Card.styles';

export interface CardProps {
  /** Default `'sm'`. */
  $elevation?: 'none' | 'sm' | 'md' | 'lg';
  /** Default `'lg'`. */
  $padding?: SpaceToken;
  /** Lifts on hover and focus-within, for cards that are one big link or button. */
  $interactive?: boolean;
}

/**
 * Surface for grouped content; render as `article`/`section`/`li` with `as`. A styled component, so a page's
 * styled(Card) hands it its transient props.
 */
export const Card = CardRoot;
