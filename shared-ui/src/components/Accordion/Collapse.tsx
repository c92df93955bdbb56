import { useRef, type CSSProperties, type ReactNode } from 'react';
import { durations } from '../../theme/tokens';
import { CollapseInner, CollapseRoot } from './Collapse.styles';

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

/**
 * Shows or hides content with an animated height; closed content is inert (not focusable or read). Content that
 * has never been open is not rendered at all: a lesson's course menu has a closed chapter's every lesson link,
 * and making those elements was most of the menu's first render on a slow phone. Once opened it stays rendered,
 * so closing animates and whatever the learner did inside is kept.
 */
export function Collapse({
  isOpen,
  children,
  duration = durations.collapse,
  id,
  labelledBy,
  role,
  className,
}: CollapseProps) {
  const opened = useRef(isOpen);
  if (isOpen) opened.current = true;
  return (
    <CollapseRoot
      id={id}
      role={role}
      aria-labelledby={labelledBy}
      inert={!isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      className={className}
      style={{ '--collapse-duration': `${duration}ms` } as CSSProperties}
    >
      <CollapseInner>{opened.current && children}</CollapseInner>
    </CollapseRoot>
  );
}
