// The course feature's public surface: other features import only what is exported here.
export * from './api/learningApi';
export { FREE_TRIAL, freeTrialCompletedPath, isFreeTrialComplete } from './model/freeTrial';
export { useCompletedLessons } from './model/useCompletedLessons';
export { useCourseOutline, type CourseOutline, type OutlineChapter } from './model/useCourseOutline';
