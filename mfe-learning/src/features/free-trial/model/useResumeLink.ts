import type { Course } from 'shared-contract';
import {
  coursePath,
  resumePath,
  selectEnrollments,
  useAppSelector,
  useGetChaptersQuery,
} from 'shared-events';

const NO_CHAPTERS: readonly number[] = [];

/**
 * Where Continue takes the active learner in a course they (or their family) own: the lesson after the last one
 * they completed, the course page while its chapters load; null when the course is not theirs.
 */
export function useResumeLink(course: Course | undefined): string | null {
  const enrollment = useAppSelector(selectEnrollments).find((entry) => entry.CourseID === course?.CourseID);
  const chapters = useGetChaptersQuery(course?.CourseChapters ?? NO_CHAPTERS, { skip: !enrollment });
  if (!course || !enrollment) return null;
  return chapters.data
    ? resumePath(course, chapters.data, enrollment.CompletedSteps)
    : coursePath(course.CourseLink);
}
