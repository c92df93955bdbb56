import { useState } from 'react';
import { onDemand, OnDemandPart } from 'shared-ui';
import { useResumePoint } from '../model/useResumePoint';
import type { PlayerSource } from './LessonPlayer';
import type { VideoEndActions } from './VideoEndScreen';
import { loadLessonPlayer } from './lessonPlayerChunk';
import { LightScreen, PlayButton } from './LightScreen';
import { PLAYER_FAILED_MESSAGE, PlayerFailed } from './PlayerFailed';
import { PlayerLoading } from './PlayerLoading';
import { ResumePrompt } from './ResumePrompt';

const lessonPlayer = onDemand(() => loadLessonPlayer().then((loaded) => loaded.default));

/** Hover or focus on the light screen: the press that usually follows then finds the player's code loaded. */
function preloadPlayer() {
  // A failed load is retried by the press, which shows its outcome.
  loadLessonPlayer().catch(() => undefined);
}

export interface VideoOnRequestProps {
  source: PlayerSource;
  lessonName: string;
  courseId: number;
  lessonId: number;
  endActions?: VideoEndActions | undefined;
}

/**
 * A lesson video behind a light screen: Play video, or Resume / Start over when the learner stopped part-way
 * (asked of the server as the lesson opens). The player, the page's heaviest part to build, is loaded and
 * mounted only when the learner chooses; it then plays from the chosen point. A YouTube video so loads nothing
 * from YouTube (no script, no frame, no request a child's browser makes to Google) until asked for.
 */
export function VideoOnRequest({ source, lessonName, courseId, lessonId, endActions }: VideoOnRequestProps) {
  const resumeAt = useResumePoint({ CourseID: courseId, LessonID: lessonId });
  const [pressedPlay, setPressedPlay] = useState(false);
  const [chosenStart, setChosenStart] = useState<number | null>(null);
  // Play with nothing to offer starts from the beginning; pressed while the saved position loads, it waits for
  // the answer, then plays or offers to resume.
  const startAt = chosenStart ?? (pressedPlay && resumeAt === null ? 0 : null);

  if (startAt !== null)
    return (
      <OnDemandPart
        part={lessonPlayer}
        loading={<PlayerLoading lessonName={lessonName} />}
        failure={PLAYER_FAILED_MESSAGE}
        frame={(failure) => <PlayerFailed lessonName={lessonName}>{failure}</PlayerFailed>}
      >
        {(LessonPlayer) => (
          <LessonPlayer
            source={source}
            lessonName={lessonName}
            courseId={courseId}
            lessonId={lessonId}
            startAt={startAt}
            endActions={endActions}
          />
        )}
      </OnDemandPart>
    );
  if (pressedPlay && resumeAt === undefined) return <PlayerLoading lessonName={lessonName} />;
  return (
    <LightScreen lessonName={lessonName} onIntent={preloadPlayer}>
      {resumeAt == null ? (
        <PlayButton
          type="button"
          onClick={() => setPressedPlay(true)}
          aria-label={`Play video: ${lessonName}`}
        >
          Play video
        </PlayButton>
      ) : (
        <ResumePrompt
          at={resumeAt}
          onResume={() => setChosenStart(resumeAt)}
          onStartOver={() => setChosenStart(0)}
          focusOnShow={pressedPlay}
        />
      )}
    </LightScreen>
  );
}
