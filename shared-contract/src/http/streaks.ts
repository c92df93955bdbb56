import * as z from '../zod';
import { filledText, flag, integer, text } from './fields';

/**
 * Streaks and the weekly goal, computed by the API from the learner's completions, so every device shows the
 * same. A day counts when the learner completes a lesson or passes an exercise, in the time zone the request
 * names (the browser's); a week runs Monday to Sunday in that zone.
 */

export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 21;
/** The goal of a learner who has not chosen one. */
export const WEEKLY_GOAL_DEFAULT = 3;

export const streakMessages = {
  goalRange: `Please choose a weekly goal from ${WEEKLY_GOAL_MIN} to ${WEEKLY_GOAL_MAX} lessons.`,
  timeZone: 'body/timeZone must be a time zone name such as Europe/London',
} as const;

export const weeklyGoal = () =>
  z.custom<number>(
    (value) =>
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= WEEKLY_GOAL_MIN &&
      value <= WEEKLY_GOAL_MAX,
    { error: streakMessages.goalRange, params: { standalone: true } },
  );

export const learningStreak = z.lazy(() =>
  z.object({
    /** Days in a row with learning, ending today, or yesterday while today has none yet; 0 after a missed day. */
    currentStreak: integer(),
    /** The longest run of days in a row ever. */
    bestStreak: integer(),
    /** Whether today already counts. */
    activeToday: flag(),
    /** Lessons a week the learner aims for. */
    weeklyGoal: integer(),
    /**
     * Lessons completed this week (Monday to now, in the request's time zone): the counted steps only, as the goal
     * counts them. Exercises and chapter summaries are counted apart.
     */
    lessonsThisWeek: integer(),
    /** Exercises first passed this week. */
    exercisesThisWeek: integer(),
    /** Chapter summaries first completed this week. */
    summariesThisWeek: integer(),
    /** Monday of this week, YYYY-MM-DD. */
    weekStart: text(),
  }),
);
export type LearningStreak = z.output<typeof learningStreak>;

/** The browser's IANA time zone (shared-events's browserTimeZone). */
export const learningStreakRequest = z.lazy(() => z.object({ timeZone: filledText(64) }));

/**
 * Sets a weekly goal: without profileId, the account holder's own; with it, that child's (the parent only,
 * never from a child's profile).
 */
export const weeklyGoalRequest = z.lazy(() =>
  z.object({
    weeklyGoal: weeklyGoal(),
    profileId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'must be a profile id'))),
  }),
);
export const weeklyGoalSaved = z.lazy(() => z.object({ weeklyGoal: integer() }));
