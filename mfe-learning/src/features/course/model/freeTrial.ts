import { FREE_TRIAL_RULES } from 'shared-contract';

/**
 * The free trial (spec §9) as the player uses it: the shared rules (course 1, chapters 1 and 2, finished at
 * lesson 38, TRIALCOMPLETE; the api applies the same ones) plus what the player alone needs.
 */
export const FREE_TRIAL = {
  courseId: FREE_TRIAL_RULES.courseId,
  chapterIds: FREE_TRIAL_RULES.chapterIds,
  startLessonId: 1,
  completionLessonId: FREE_TRIAL_RULES.completionLessonId,
  couponCode: FREE_TRIAL_RULES.rewardCouponCode,
  nextCourseLink: 'introduction-to-python',
} as const;

export { isFreeTrialComplete } from 'shared-contract';

export function freeTrialCompletedPath(courseLink: string, chapterId: number): string {
  return `/course/${encodeURIComponent(courseLink)}/chapter/${chapterId}/completedFreeTrial`;
}
