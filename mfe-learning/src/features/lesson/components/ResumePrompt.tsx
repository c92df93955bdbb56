import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { formatVideoTime } from '../model/videoResume';

export interface ResumePromptProps {
  /** The saved position, in seconds. */
  at: number;
  onResume: () => void;
  onStartOver: () => void;
  /** Move keyboard focus to Resume when shown (the learner's own click made the player appear). */
  focusOnShow?: boolean;
}

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgb(17 24 39 / 0.7);
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Offered before the video plays when the learner stopped part-way: go on from there, or from the start. */
export function ResumePrompt({ at, onResume, onStartOver, focusOnShow = false }: ResumePromptProps) {
  const choices = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) choices.current?.querySelector('button')?.focus();
  }, [focusOnShow]);
  return (
    <Overlay>
      <Choices ref={choices} role="group" aria-label="Where to start the video">
        <Button onClick={onResume}>Resume from {formatVideoTime(at)}</Button>
        <Button variant="secondary" onClick={onStartOver}>
          Start over
        </Button>
      </Choices>
    </Overlay>
  );
}
