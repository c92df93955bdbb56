import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from 'shared-ui';

export interface CelebrationProps {
  /** What the learner earned, in words; null when there is nothing to celebrate. */
  text: string | null;
  /** No burst at all, the words only (prefers-reduced-motion). */
  reducedMotion: boolean;
  /** Which celebration this is, so a second one plays its burst again. */
  burstKey: number;
  onDismiss: () => void;
}

const PIECES = 12;

const fly = keyframes`
  from {
    transform: rotate(var(--angle)) translateY(0) scale(1);
    opacity: 1;
  }
  to {
    transform: rotate(var(--angle)) translateY(-3.5rem) scale(0.4);
    opacity: 0;
  }
`;

const Box = styled.div`
  position: relative;
  &:has([role='status']:not(:empty)) {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Burst = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  pointer-events: none;
  span {
    position: absolute;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    animation: ${fly} 900ms ease-out forwards;
  }
  span:nth-child(4n + 1) {
    background: ${({ theme }) => theme.colors.primary};
  }
  span:nth-child(4n + 2) {
    background: ${({ theme }) => theme.colors.success};
  }
  span:nth-child(4n + 3) {
    background: ${({ theme }) => theme.colors.warning};
  }
  span:nth-child(4n + 4) {
    background: ${({ theme }) => theme.colors.danger};
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Message = styled.div`
  &:not(:empty) {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

/**
 * A small celebration beside the streak: a short burst (never with reduced motion) and the words in a polite
 * live region, so a screen reader hears them without the focus moving; the learner may dismiss it.
 */
export function Celebration({ text, reducedMotion, burstKey, onDismiss }: CelebrationProps) {
  return (
    <Box>
      {text && !reducedMotion && (
        <Burst key={burstKey} aria-hidden="true" data-testid="celebration-burst">
          {Array.from({ length: PIECES }, (_, index) => (
            <span key={index} style={{ '--angle': `${(360 / PIECES) * index}deg` } as CSSProperties} />
          ))}
        </Burst>
      )}
      <Message role="status">{text}</Message>
      {text && (
        <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
    </Box>
  );
}
