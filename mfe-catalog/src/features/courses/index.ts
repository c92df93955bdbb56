// The courses feature's public surface: other features import only what is exported here.
export { CourseCard, trackCourseCardClick } from './components/CourseCard';
export { CourseList } from './components/CourseList';
export { CoursePrice } from './components/CoursePrice';
export { isExerciseLesson } from './model/lessonRules';
export { useLessonCounts } from './model/useLessonCounts';
