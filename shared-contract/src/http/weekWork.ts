import type { LearningStreak } from './streaks';

// A module of its own: a remote that imports it does not take the streak schemas with it (~0.25 KB).

/** The line under the weekly goal: this week's exercises and chapter summaries, counted apart from its lessons. */
export function weekWorkText({
  exercisesThisWeek,
  summariesThisWeek,
}: Pick<LearningStreak, 'exercisesThisWeek' | 'summariesThisWeek'>): string {
  const exercises = `${exercisesThisWeek} ${exercisesThisWeek === 1 ? 'exercise' : 'exercises'}`;
  const summaries = `${summariesThisWeek} ${summariesThisWeek === 1 ? 'chapter summary' : 'chapter summaries'}`;
  return `Also this week: ${exercises} passed and ${summaries} completed.`;
}
