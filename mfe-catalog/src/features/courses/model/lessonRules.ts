/** Exercises and chapter summaries are not counted as lessons (learning spec §5). */
export const isCountedLesson = (name: string) =>
  !name.includes('Exercise') && !name.includes('Chapter Summary');

/** Exercise lessons are hidden from the curriculum (learning spec §2). */
export const isExerciseLesson = (name: string) => name.includes('Exercise');
