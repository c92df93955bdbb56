export { CheckerBusy, CheckerUnavailable, startChecker } from './startChecker';
export type { CheckerOptions, ExerciseChecker } from './startChecker';
export { MEMORY_EXPLANATION, TIMED_OUT_REPORT } from './checkerPool';
export type { CheckJob } from './protocol';
