import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Announced text; ignored when `decorative`. */
  label?: string;
  size?: SpinnerSize;
  /** Hides the spinner from assistive technology, for use inside a control that already reports busy state. */
  decorative?: boolean;
  className?: string;
}

const diameters: Record<SpinnerSize, string> = { sm: '1em', md: '1.75rem', lg: '3rem' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '3px')} solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1.5s !important;
    animation-iteration-count: infinite !important;
  }
`;

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
