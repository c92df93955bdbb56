// The streak feature's public surface: other features import only what is exported here.
export { LessonStreak } from './components/LessonStreak';
