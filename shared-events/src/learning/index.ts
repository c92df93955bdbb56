export {
  CHECKOUT_PARAMS,
  checkoutPath,
  courseLessonOrder,
  coursePath,
  lessonAfter,
  lessonPath,
  resumeLesson,
  resumePath,
  type CompletedLesson,
  type LessonPosition,
} from './nextLesson';
export { courseProgress, type CourseProgress } from './progress';
// The rules the api applies too live in the contract; the remotes keep importing them from here.
export { FREE_TRIAL_RULES, isCountedLesson, isFreeTrialComplete, type TrialLesson } from '../contract/rules';
