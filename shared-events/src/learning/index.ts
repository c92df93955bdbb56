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
