import type { ReactNode } from 'react';
import styled from 'styled-components';
import { durations } from '../../theme/tokens';

export interface CollapseProps {
  isOpen: boolean;
  children?: ReactNode;
  /** Animation length in ms (the spec's default is 300). */
  duration?: number;
  id?: string;
  /** For a region: the id of the button that names it. */
  labelledBy?: string;
  role?: 'region';
  className?: string;
}

// Animating grid rows from 0fr to 1fr gives a height transition without measuring the content.
const Outer = styled.div<{ $open: boolean; $duration: number }>`
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? '1fr' : '0fr')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    grid-template-rows ${({ $duration }) => $duration}ms ease,
    visibility ${({ $duration }) => $duration}ms;
`;

const Inner = styled.div`
  min-height: 0;
  overflow: hidden;
`;

/** Shows or hides content with an animated height; closed content is inert (not focusable or read). */
export function Collapse({
  isOpen,
  children,
  duration = durations.collapse,
  id,
  labelledBy,
  role,
  className,
}: CollapseProps) {
  return (
    <Outer
      id={id}
      role={role}
      aria-labelledby={labelledBy}
      inert={!isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      $open={isOpen}
      $duration={duration}
      className={className}
    >
      <Inner>{children}</Inner>
    </Outer>
  );
}
