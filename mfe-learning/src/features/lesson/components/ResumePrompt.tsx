import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { formatVideoTime } from '../model/videoResume';
import { focusIfUnclaimed } from './focusIfUnclaimed';

export interface ResumePromptProps {
  /** The saved position, in seconds. */
  at: number;
  onResume: () => void;
  onStartOver: () => void;
  /** Move keyboard focus to Resume when shown (it replaces the Play video button the learner pressed). */
  focusOnShow?: boolean;
}

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
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

/** Offered instead of Play video when the learner stopped part-way: go on from there, or from the start. */
export function ResumePrompt({ at, onResume, onStartOver, focusOnShow = false }: ResumePromptProps) {
  const choices = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) focusIfUnclaimed(choices.current?.querySelector('button'));
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
