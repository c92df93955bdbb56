import { isCountedLesson } from 'shared-events';

/** The free trial (spec §9): course 1, chapters 1 and 2, finished by completing lesson 38. */
export const FREE_TRIAL = {
  courseId: 1,
  chapterIds: [1, 2],
  startLessonId: 1,
  completionLessonId: 38,
  couponCode: 'TRIALCOMPLETE',
  nextCourseLink: 'introduction-to-python',
} as const;

/**
 * The trial is complete when the completed steps of course 1 equal the counted lessons of chapters 1 and 2:
 * every counted trial lesson is completed. A trial whose lessons are unknown is never complete.
 */
export function isFreeTrialComplete(
  trialLessons: readonly { LessonID: number; LessonName: string }[],
  completedLessonIds: ReadonlySet<number>,
): boolean {
  const counted = trialLessons.filter((lesson) => isCountedLesson(lesson.LessonName));
  return counted.length > 0 && counted.every((lesson) => completedLessonIds.has(lesson.LessonID));
}

export function freeTrialCompletedPath(courseLink: string, chapterId: number): string {
  return `/course/${encodeURIComponent(courseLink)}/chapter/${chapterId}/completedFreeTrial`;
}
