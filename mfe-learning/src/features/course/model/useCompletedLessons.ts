import { useMemo } from 'react';
import { fetchStatus, selectEnrollments, useAppSelector, type FetchStatus } from 'shared-events';
import type { CompletedStep } from 'shared-contract';
import {
  learningErrorMessages,
  learningErrorText,
  useLearningGetCompletedStepsQuery,
} from '../api/learningApi';

export interface CompletedLessons {
  /** Every completed lesson of the course, from the server and from this session. */
  ids: ReadonlySet<number>;
  steps: CompletedStep[];
  status: FetchStatus;
  error: string | null;
}

const NO_STEPS: CompletedStep[] = [];

/**
 * The learner's completed lessons of one course: the server's completed steps merged with the steps in the
 * enrollment, so a completion acknowledged in this session shows even before either source reloads.
 */
export function useCompletedLessons(userId: string | null, courseId: number | undefined): CompletedLessons {
  const skip = !userId || courseId === undefined;
  const query = useLearningGetCompletedStepsQuery(
    { UserID: userId ?? '', CourseID: courseId ?? 0 },
    { skip },
  );
  const enrollments = useAppSelector(selectEnrollments);
  const enrolledSteps = enrollments.find((entry) => entry.CourseID === courseId)?.CompletedSteps ?? NO_STEPS;
  const serverSteps = query.data ?? NO_STEPS;

  const status = fetchStatus(query);
  const error = query.error ? learningErrorText(query.error, learningErrorMessages.completedSteps) : null;
  const merged = useMemo(() => {
    const byLesson = new Map<number, CompletedStep>();
    for (const step of [...serverSteps, ...enrolledSteps])
      if (!byLesson.has(step.LessonID)) byLesson.set(step.LessonID, step);
    return { ids: new Set(byLesson.keys()), steps: [...byLesson.values()] };
  }, [serverSteps, enrolledSteps]);
  return { ...merged, status, error };
}
