import { Hidden } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps {
  /** Shows the content again while it has keyboard focus (skip links). Default `false`. */
  $focusable?: boolean;
}

/**
 * Hides content visually while keeping it in the accessibility tree. A styled component, so a page's
 * styled(VisuallyHidden) hands it `$focusable`.
 */
export const VisuallyHidden = Hidden;
