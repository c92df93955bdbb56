import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { ErrorText, Spinner } from 'shared-ui';
import { useLearningGetVideoPositionQuery } from '../api/videoPositionApi';
import type { LessonVideoChoice } from '../model/videoChoice';
import { useAfterFirstPaint } from '../model/useAfterFirstPaint';
import { resumePoint } from '../model/videoResume';
import { INVALID_YOUTUBE_URL } from '../model/youtube';
import type { PlayerSource } from './LessonPlayer';
import { VideoScreen } from './VideoScreen';

/** The player (media-chrome and the YouTube element) is its own chunk: a lesson without a video downloads none of it. */
const LessonPlayer = lazy(() => import('./LessonPlayer'));

export interface LessonVideoProps {
  choice: LessonVideoChoice;
  lessonName: string;
  courseId: number;
  lessonId: number;
  /** Shown when the lesson has no video. */
  placeholderSrc: string;
}

const Invalid = styled(VideoScreen)`
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.dangerSoft};
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

const Loading = styled(VideoScreen)`
  display: grid;
  place-items: center;
  color: #ffffff;
`;

/** A lesson video in the player, asking first where the learner left it (each visit asks the server again). */
function PlayerWithResume({
  source,
  lessonName,
  courseId,
  lessonId,
  autoPlay = false,
}: {
  source: PlayerSource;
  lessonName: string;
  courseId: number;
  lessonId: number;
  autoPlay?: boolean;
}) {
  const saved = useLearningGetVideoPositionQuery(
    { CourseID: courseId, LessonID: lessonId },
    { refetchOnMountOrArgChange: true },
  );
  // A failed request only means no offer: the video starts from the beginning.
  const resumeAt = saved.isFetching ? undefined : saved.isError ? null : resumePoint(saved.data);
  // Mounted after the lesson's first picture, so the lesson's text is not held back while the player builds.
  const painted = useAfterFirstPaint();
  const loading = (
    <Loading>
      <Spinner label="Loading the video" />
    </Loading>
  );
  if (!painted) return loading;
  return (
    <Suspense fallback={loading}>
      <LessonPlayer
        // A new lesson gets a new player: its own position, offer and saves.
        key={lessonId}
        source={source}
        lessonName={lessonName}
        courseId={courseId}
        lessonId={lessonId}
        resumeAt={resumeAt}
        autoPlay={autoPlay}
      />
    </Suspense>
  );
}

/**
 * A YouTube lesson shows a play button first: nothing is loaded from YouTube (no script, no frame, no request
 * a child's browser makes to Google) until the learner asks for the video; then the player starts it.
 */
function YouTubeOnRequest(props: {
  source: PlayerSource;
  lessonName: string;
  courseId: number;
  lessonId: number;
}) {
  const [requested, setRequested] = useState(false);
  if (requested) return <PlayerWithResume {...props} autoPlay />;
  return (
    <VideoScreen>
      <PlayButton
        type="button"
        onClick={() => setRequested(true)}
        aria-label={`Play video: ${props.lessonName}`}
      >
        Play video
      </PlayButton>
    </VideoScreen>
  );
}

/** The lesson's video: a YouTube video or a direct video (without a download control) in the player, or a placeholder. */
export function LessonVideo({ choice, lessonName, courseId, lessonId, placeholderSrc }: LessonVideoProps) {
  switch (choice.kind) {
    case 'youtube':
      return (
        <YouTubeOnRequest source={choice} lessonName={lessonName} courseId={courseId} lessonId={lessonId} />
      );
    case 'video':
      return (
        <PlayerWithResume source={choice} lessonName={lessonName} courseId={courseId} lessonId={lessonId} />
      );
    case 'invalid-youtube':
      return (
        <Invalid>
          <ErrorText>{INVALID_YOUTUBE_URL}</ErrorText>
        </Invalid>
      );
    case 'placeholder':
      return (
        <VideoScreen>
          <img src={placeholderSrc} alt="This lesson has no video" />
        </VideoScreen>
      );
  }
}
