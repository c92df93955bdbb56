/**
 * Learning rules the client and the server must agree on, so progress, the free-trial page and the
 * TRIALCOMPLETE reward never disagree: one implementation, imported by the remotes (through shared-events)
 * and by the api (through shared-contract). Pure functions of data both sides already have.
 */

/**
 * What a step of a course is, told by its name (spec §5): an exercise ("Exercise - Even or Odd"), a chapter
 * summary, or a lesson. Only lessons count towards progress; exercises and summaries are counted apart.
 */
export type LessonKind = 'lesson' | 'exercise' | 'summary';

export function lessonKind(lessonName: string): LessonKind {
  if (lessonName.includes('Exercise')) return 'exercise';
  if (lessonName.includes('Chapter Summary')) return 'summary';
  return 'lesson';
}

export function isCountedLesson(lessonName: string): boolean {
  return lessonKind(lessonName) === 'lesson';
}

/** The free trial (spec §9): course 1, chapters 1 and 2, finished at lesson 38, rewarded with TRIALCOMPLETE. */
export const FREE_TRIAL_RULES = {
  courseId: 1,
  chapterIds: [1, 2],
  completionLessonId: 38,
  rewardCouponCode: 'TRIALCOMPLETE',
} as const;

/** A lesson of the trial's chapters, by id and name (the name decides whether it counts). */
export interface TrialLesson {
  LessonID: number;
  LessonName: string;
}

/**
 * The trial is complete when the completed steps of course 1 cover every counted lesson of chapters 1 and 2
 * (spec §4: completed steps equal the countable lessons). `trialLessons` are the lessons of those chapters;
 * `completedLessonIds` the learner's completed lessons of course 1. A trial whose lessons are unknown (none
 * loaded, or none counted) is never complete, so a missing list cannot unlock the reward.
 */
export function isFreeTrialComplete(
  trialLessons: readonly TrialLesson[],
  completedLessonIds: Iterable<number>,
): boolean {
  const done = new Set(completedLessonIds);
  const counted = trialLessons.filter((lesson) => isCountedLesson(lesson.LessonName));
  return counted.length > 0 && counted.every((lesson) => done.has(lesson.LessonID));
}
