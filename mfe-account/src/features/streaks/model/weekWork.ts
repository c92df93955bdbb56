import type { LearningStreak } from 'shared-contract';

/** This week's exercises and chapter summaries, counted apart from the lessons the weekly goal is about. */
export function weekWorkText({
  exercisesThisWeek,
  summariesThisWeek,
}: Pick<LearningStreak, 'exercisesThisWeek' | 'summariesThisWeek'>): string {
  const exercises = `${exercisesThisWeek} ${exercisesThisWeek === 1 ? 'exercise' : 'exercises'}`;
  const summaries = `${summariesThisWeek} ${summariesThisWeek === 1 ? 'chapter summary' : 'chapter summaries'}`;
  return `Also this week: ${exercises} passed and ${summaries} completed.`;
}
