import { useState } from 'react';
import styled from 'styled-components';
import { ErrorText, Lightbox } from 'shared-ui';
import type { LessonVideoChoice } from '../model/videoChoice';
import { INVALID_YOUTUBE_URL } from '../model/youtube';

export interface LessonVideoProps {
  choice: LessonVideoChoice;
  lessonName: string;
  /** Shown when the lesson has no video. */
  placeholderSrc: string;
}

const Screen = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #111827;

  & > video,
  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const PlayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  border: 0;
  background: linear-gradient(135deg, #0d47a1, #111827);
  color: #ffffff;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  cursor: pointer;

  &::before {
    content: '';
    width: 0;
    height: 0;
    border-style: solid;
    border-width: 1.25rem 0 1.25rem 2rem;
    border-color: transparent transparent transparent currentColor;
  }

  &:hover,
  &:focus-visible {
    background: linear-gradient(135deg, #1565c0, #1f2937);
  }
`;

const Invalid = styled(Screen)`
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

/** The lesson's video: a YouTube embed in a lightbox, a direct video without a download control, or a placeholder. */
export function LessonVideo({ choice, lessonName, placeholderSrc }: LessonVideoProps) {
  const [isOpen, setOpen] = useState(false);
  switch (choice.kind) {
    case 'youtube':
      return (
        <Screen>
          <PlayButton
            type="button"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={`Play video: ${lessonName}`}
          >
            Play video
          </PlayButton>
          <Lightbox
            isOpen={isOpen}
            onClose={() => setOpen(false)}
            title={lessonName}
            media={{ type: 'youtube', videoId: choice.videoId }}
          />
        </Screen>
      );
    case 'invalid-youtube':
      return (
        <Invalid>
          <ErrorText>{INVALID_YOUTUBE_URL}</ErrorText>
        </Invalid>
      );
    case 'video':
      return (
        <Screen>
          <video
            src={choice.src}
            controls
            controlsList="nodownload"
            preload="metadata"
            aria-label={lessonName}
            // The download control is hidden; the context menu would offer "Save video as" instead.
            onContextMenu={(event) => event.preventDefault()}
          />
        </Screen>
      );
    case 'placeholder':
      return (
        <Screen>
          <img src={placeholderSrc} alt="This lesson has no video" />
        </Screen>
      );
  }
}
