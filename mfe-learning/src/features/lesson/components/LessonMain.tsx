import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  lessonAfter,
  lessonPath,
  selectEnrollmentsStatus,
  selectProfileData,
  selectUserInfo,
  useAppSelector,
  usePageMetadata,
  type LessonPosition,
} from 'shared-events';
import type { Course } from 'shared-contract';
import { Button, ErrorText, OnDemandPart, Spinner, SuccessText } from 'shared-ui';
import {
  learningErrorMessages,
  learningErrorText,
  useLearningFetchLessonQuery,
  useLearningGetCourseFilesQuery,
  type CompleteLessonArgs,
  FREE_TRIAL,
  freeTrialCompletedPath,
} from '../../course';
import {
  EXERCISE_FAILED_MESSAGE,
  exercisePanel,
  useLearningFetchExerciseQuery,
  type ExerciseArgs,
} from '../../exercise';
import { chooseLessonVideo } from '../model/videoChoice';
import { useStepCompletion } from '../model/useStepCompletion';
import { CourseBanner } from './CourseBanner';
import { LessonDownloads } from './LessonFiles';
import { LessonHtml } from './LessonHtml';
import { LessonLoading } from './LessonLoading';
import { Article, Controls } from './LessonMain.styles';
import { NotEnrolledLesson } from './NotEnrolledLesson';
import { LessonVideo } from './LessonVideo';

const EXERCISE_GATE_NOTE = 'Pass the check of the exercise above to complete this step.';

export interface LessonMainProps {
  course: Course;
  courseLink: string;
  chapterId: number;
  lessonId: number;
  /** The course's lessons in order; empty while the chapters load. */
  order: readonly LessonPosition[];
  completedIds: ReadonlySet<number>;
}

/** Where a verified completion leads: the trial's completion page after lesson 38 of course 1, else the next lesson. */
function completionDestination(
  courseId: number,
  courseLink: string,
  chapterId: number,
  lessonId: number,
  next: LessonPosition | null,
): string | null {
  if (courseId === FREE_TRIAL.courseId && lessonId === FREE_TRIAL.completionLessonId)
    return freeTrialCompletedPath(courseLink, chapterId);
  return next ? lessonPath(courseLink, next) : null;
}

/**
 * The lesson itself: name, video (an exercise without one has a compact course banner instead of the big
 * placeholder), downloads, the sanitised lesson text, the exercise when it has one, Complete Step and Next Lesson.
 * On an exercise, Complete Step waits for a passed check, and a passed check completes it.
 */
export function LessonMain({
  course,
  courseLink,
  chapterId,
  lessonId,
  order,
  completedIds,
}: LessonMainProps) {
  const user = useAppSelector(selectUserInfo);
  const profile = useAppSelector(selectProfileData);
  const enrollmentsStatus = useAppSelector(selectEnrollmentsStatus);
  const userId = user?.userId ?? '';
  const lesson = useLearningFetchLessonQuery({
    UserID: userId,
    CourseID: course.CourseID,
    ChapterID: chapterId,
    LessonID: lessonId,
  });
  const isFirstLesson = order[0]?.lessonId === lessonId;
  const courseFiles = useLearningGetCourseFilesQuery(
    { UserID: userId, CourseID: course.CourseID },
    { skip: !isFirstLesson || !lesson.data },
  );

  const next = lessonAfter(order, lessonId);
  const destination = completionDestination(course.CourseID, courseLink, chapterId, lessonId, next);
  const args: CompleteLessonArgs | null =
    user && lesson.data
      ? {
          UserID: user.userId,
          CourseID: course.CourseID,
          LessonID: lessonId,
          UserEmail: user.attributes.email,
          LessonName: lesson.data.LessonName,
          KlavioProfileID: profile?.klaviyoProfileID ?? null,
        }
      : null;
  const { state, complete, completeHere } = useStepCompletion(args, destination);
  const hasExercise = lesson.data?.HasExercise === true;
  const exerciseArgs = useMemo<ExerciseArgs>(
    () => ({ UserID: userId, CourseID: course.CourseID, LessonID: lessonId }),
    [userId, course.CourseID, lessonId],
  );
  const exercise = useLearningFetchExerciseQuery(exerciseArgs, { skip: !hasExercise || !user });
  const [passedHere, setPassedHere] = useState(false);
  const exercisePassed = !hasExercise || exercise.data?.Passed === true || passedHere;
  const isDone = completedIds.has(lessonId);
  const onPassed = useCallback(() => {
    setPassedHere(true);
    if (!isDone && state.status !== 'submitting' && state.status !== 'succeeded') void completeHere();
  }, [isDone, state.status, completeHere]);
  const lessonName = lesson.data?.LessonName;
  usePageMetadata({
    title: lessonName,
    description: lessonName && `${lessonName}: a lesson of ${course.CourseName}.`,
  });

  if (lesson.isLoading) return <LessonLoading />;
  if (lesson.error && 'status' in lesson.error && lesson.error.status === 403)
    return <NotEnrolledLesson course={course} />;
  if (lesson.error || !lesson.data) {
    const message = lesson.error
      ? learningErrorText(lesson.error, learningErrorMessages.lessonDetails)
      : learningErrorMessages.lessonDetails('FETCH_ERROR');
    return (
      <Article>
        {/* The page's one level-one heading, which a screen reader's user navigates by, even without a lesson. */}
        <h1>{course.CourseName}</h1>
        <ErrorText>Error: {message}</ErrorText>
        <p>
          <Link to={`/course/${encodeURIComponent(courseLink)}`}>Back to {course.CourseName}</Link>
        </p>
      </Article>
    );
  }

  const details = lesson.data;
  const video = chooseLessonVideo(details);
  const gated = !exercisePassed && !isDone;
  const completeDisabled =
    gated ||
    enrollmentsStatus === 'loading' ||
    isDone ||
    state.status === 'submitting' ||
    state.status === 'succeeded';

  return (
    <Article aria-labelledby="lesson-title">
      <h1 id="lesson-title">{details.LessonName}</h1>
      {hasExercise && video.kind === 'placeholder' ? (
        <CourseBanner courseName={course.CourseName} imageSrc={course.CourseImage} />
      ) : (
        <LessonVideo
          choice={video}
          lessonName={details.LessonName}
          courseId={course.CourseID}
          lessonId={lessonId}
          placeholderSrc={course.CourseImage}
          endActions={{
            onComplete: complete,
            completeDisabled,
            completing: state.status === 'submitting',
            completed: isDone || state.status === 'succeeded',
            nextPath: next && lessonPath(courseLink, next),
          }}
        />
      )}
      <LessonDownloads
        files={details.Files}
        courseFiles={
          isFirstLesson
            ? {
                file: courseFiles.data,
                isLoading: courseFiles.isLoading,
                error: courseFiles.error
                  ? learningErrorText(courseFiles.error, learningErrorMessages.courseFiles)
                  : null,
              }
            : undefined
        }
      />
      <LessonHtml html={details.LessonHTML} />
      {hasExercise && (
        <OnDemandPart
          part={exercisePanel}
          loading={<Spinner label="Loading the exercise" />}
          failure={EXERCISE_FAILED_MESSAGE}
        >
          {(ExercisePanel) => <ExercisePanel args={exerciseArgs} onPassed={onPassed} />}
        </OnDemandPart>
      )}
      <Controls>
        <Button
          onClick={complete}
          disabled={completeDisabled}
          loading={state.status === 'submitting'}
          aria-describedby={gated ? 'exercise-gate-note' : undefined}
        >
          Complete Step
        </Button>
        {next && (
          <Button as={Link} to={lessonPath(courseLink, next)} variant="ghost">
            Next Lesson
          </Button>
        )}
      </Controls>
      {gated && <p id="exercise-gate-note">{EXERCISE_GATE_NOTE}</p>}
      {state.status === 'succeeded' && (
        <SuccessText>
          {state.leaving && destination ? 'Step completed! On to the next lesson…' : 'Step completed!'}
        </SuccessText>
      )}
      {state.status !== 'succeeded' && isDone && <SuccessText>You have completed this step.</SuccessText>}
      {state.status === 'failed' && <ErrorText>{state.message}</ErrorText>}
    </Article>
  );
}
