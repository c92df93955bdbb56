export {
  courseLessonOrder,
  lessonAfter,
  lessonPath,
  resumeLesson,
  type CompletedLesson,
  type LessonPosition,
} from './nextLesson';
export { courseProgress, isCountedLesson, type CourseProgress } from './progress';
