import styled from 'styled-components';
import { Button } from 'shared-ui';
import { formatVideoTime } from '../model/videoResume';

export interface ResumePromptProps {
  /** The saved position, in seconds. */
  at: number;
  onResume: () => void;
  onStartOver: () => void;
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
export function ResumePrompt({ at, onResume, onStartOver }: ResumePromptProps) {
  return (
    <Overlay>
      <Choices role="group" aria-label="Where to start the video">
        <Button onClick={onResume}>Resume from {formatVideoTime(at)}</Button>
        <Button variant="secondary" onClick={onStartOver}>
          Start over
        </Button>
      </Choices>
    </Overlay>
  );
}
