import type { ChildProgress } from 'shared-contract';

type CourseProgress = ChildProgress['courses'][number];

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A course's figures in words, lessons first, then exercises and chapter summaries where the course has any,
 * each counted on its own: "12 of 29 lessons · 3 of 7 exercises passed · 1 of 2 chapter summaries".
 */
export function courseStepsText({ lessons, exercises, summaries }: CourseProgress): string {
  return [
    `${lessons.done} of ${counted(lessons.total, 'lesson', 'lessons')}`,
    exercises.total > 0 && `${exercises.done} of ${counted(exercises.total, 'exercise', 'exercises')} passed`,
    summaries.total > 0 &&
      `${summaries.done} of ${counted(summaries.total, 'chapter summary', 'chapter summaries')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The help a child had on an exercise, in words. */
export function helpText(hintsUsed: number, hintsTotal: number): string {
  if (hintsTotal === 0) return 'This exercise has no hints';
  if (hintsUsed === 0) return 'No hints used';
  return `${hintsUsed} of ${counted(hintsTotal, 'hint', 'hints')} used`;
}
