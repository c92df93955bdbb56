import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Ring, Wrapper } from './Spinner.styles';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Announced text; ignored when `decorative`. */
  label?: string;
  size?: SpinnerSize;
  /** Hides the spinner from assistive technology, for use inside a control that already reports busy state. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'md', decorative = false, className }: SpinnerProps) {
  if (decorative) {
    return (
      <Wrapper className={className} aria-hidden="true">
        <Ring $size={size} />
      </Wrapper>
    );
  }
  return (
    <Wrapper className={className} role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
