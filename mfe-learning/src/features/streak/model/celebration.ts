import type { LearningStreak } from 'shared-contract';

/** What a completion earned: the weekly goal met, a longer best streak, or both. */
export interface Celebration {
  goalReached: boolean;
  /** The new best streak in days, when it grew. */
  newBestStreak: number | null;
}

/** A best streak is worth a celebration from two days in a row: one day is where every streak starts. */
export const CELEBRATED_STREAK_MIN = 2;

/**
 * Whether the learner's own completion, which moved the streak from `before` to `after`, earned a
 * celebration: this week's lessons reached the goal (they were below it, or a new week began), or the best
 * streak grew to at least two days. Null when neither happened.
 */
export function celebrationFor(before: LearningStreak, after: LearningStreak): Celebration | null {
  const goalMetNow = after.lessonsThisWeek >= after.weeklyGoal;
  const goalMetBefore = before.weekStart === after.weekStart && before.lessonsThisWeek >= before.weeklyGoal;
  const goalReached = goalMetNow && !goalMetBefore;
  const bestGrew = after.bestStreak > before.bestStreak && after.bestStreak >= CELEBRATED_STREAK_MIN;
  if (!goalReached && !bestGrew) return null;
  return { goalReached, newBestStreak: bestGrew ? after.bestStreak : null };
}

/** The celebration in words, as the live region says it. */
export function celebrationText({ goalReached, newBestStreak }: Celebration): string {
  return [
    goalReached ? 'Weekly goal reached!' : null,
    newBestStreak === null ? null : `New best streak: ${newBestStreak} days!`,
  ]
    .filter(Boolean)
    .join(' ');
}
