import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ErrorText, Spinner } from 'shared-ui';
import { useLearningGetVideoPositionQuery } from '../api/videoPositionApi';
import type { LessonVideoChoice } from '../model/videoChoice';
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
}: {
  source: PlayerSource;
  lessonName: string;
  courseId: number;
  lessonId: number;
}) {
  const saved = useLearningGetVideoPositionQuery(
    { CourseID: courseId, LessonID: lessonId },
    { refetchOnMountOrArgChange: true },
  );
  // A failed request only means no offer: the video starts from the beginning.
  const resumeAt = saved.isFetching ? undefined : saved.isError ? null : resumePoint(saved.data);
  return (
    <Suspense
      fallback={
        <Loading>
          <Spinner label="Loading the video" />
        </Loading>
      }
    >
      <LessonPlayer
        // A new lesson gets a new player: its own position, offer and saves.
        key={lessonId}
        source={source}
        lessonName={lessonName}
        courseId={courseId}
        lessonId={lessonId}
        resumeAt={resumeAt}
      />
    </Suspense>
  );
}

/** The lesson's video: a YouTube video or a direct video (without a download control) in the player, or a placeholder. */
export function LessonVideo({ choice, lessonName, courseId, lessonId, placeholderSrc }: LessonVideoProps) {
  switch (choice.kind) {
    case 'youtube':
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
