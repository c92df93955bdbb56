/**
 * Learning rules the client and the server must agree on, so progress, the free-trial page and the
 * TRIALCOMPLETE reward never disagree: one implementation, imported by the remotes (through shared-events)
 * and by the api (through shared-contract). Pure functions of data both sides already have.
 */

/** Lessons whose names contain one of these never count towards progress (spec §5). */
const UNCOUNTED_NAME_PARTS = ['Exercise', 'Chapter Summary'] as const;

export function isCountedLesson(lessonName: string): boolean {
  return !UNCOUNTED_NAME_PARTS.some((part) => lessonName.includes(part));
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
