import styled from 'styled-components';
import { ErrorText } from 'shared-ui';
import type { LessonVideoChoice } from '../model/videoChoice';
import { INVALID_YOUTUBE_URL } from '../model/youtube';
import type { VideoEndActions } from './VideoEndScreen';
import { VideoOnRequest } from './VideoOnRequest';
import { VideoScreen } from './VideoScreen';

const InvalidScreen = styled(VideoScreen)`
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

export interface LessonVideoProps {
  choice: LessonVideoChoice;
  lessonName: string;
  courseId: number;
  lessonId: number;
  /** Shown when the lesson has no video. */
  placeholderSrc: string;
  /** The lesson's Complete Step and Next Lesson, offered again when the video ends. */
  endActions?: VideoEndActions | undefined;
}

/**
 * The lesson's video: a YouTube video or a direct video (without a download control), in the player once the
 * learner asks for it, or a placeholder.
 */
export function LessonVideo({
  choice,
  lessonName,
  courseId,
  lessonId,
  placeholderSrc,
  endActions,
}: LessonVideoProps) {
  switch (choice.kind) {
    case 'youtube':
    case 'video':
      return (
        <VideoOnRequest
          // A new lesson starts afresh: its own saved position, choice, player and saves.
          key={lessonId}
          source={choice}
          lessonName={lessonName}
          courseId={courseId}
          lessonId={lessonId}
          endActions={endActions}
        />
      );
    case 'invalid-youtube':
      return (
        <InvalidScreen>
          <ErrorText>{INVALID_YOUTUBE_URL}</ErrorText>
        </InvalidScreen>
      );
    case 'placeholder':
      return (
        <VideoScreen>
          <img src={placeholderSrc} alt="This lesson has no video" />
        </VideoScreen>
      );
  }
}
