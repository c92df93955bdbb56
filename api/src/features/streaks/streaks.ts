import type { Kysely } from 'kysely';
import { familyMessages, WEEKLY_GOAL_DEFAULT, type LearningStreak } from 'shared-contract';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Learner } from '../../identity/identity';
import { completedSteps, firstPasses, weekFigures } from '../family/activity';
import { daysBefore, localDateOf, weekStartOf } from '../family/weeks';

/** Runs of consecutive days: the longest, and the one ending on `end` (0 when `end` is not a learning day). */
function runs(days: ReadonlySet<string>, end: string): { best: number; endingOn: number } {
  let best = 0;
  for (const day of days) {
    if (days.has(daysBefore(day, 1))) continue;
    let length = 1;
    while (days.has(daysBefore(day, -length))) length += 1;
    best = Math.max(best, length);
  }
  let endingOn = 0;
  while (days.has(daysBefore(end, endingOn))) endingOn += 1;
  return { best, endingOn };
}

/**
 * The learner's streaks and weekly goal, from their completions and first passes, with days and weeks in `zone`
 * (a canonical IANA name): a day counts when a step was completed or an exercise first passed that day. Only each
 * exercise's first pass counts: later checks are pruned to the latest ATTEMPTS_KEPT, so days drawn from them would
 * vanish from the history and a past streak would shrink. The week counts lessons (what the goal is about),
 * exercises and chapter summaries apart.
 */
export async function learningStreak(
  db: Kysely<Database>,
  learner: Learner,
  zone: string,
  now: Date = new Date(),
): Promise<LearningStreak> {
  const [steps, passes, goal] = await Promise.all([
    completedSteps(db, learner.key),
    firstPasses(db, learner.key),
    db.selectFrom('weekly_goals').select('weekly_goal').where('user_id', '=', learner.key).executeTakeFirst(),
  ]);
  const dayOf = (at: string) => localDateOf(new Date(at), zone);
  const days = new Set([...steps, ...passes].map((row) => dayOf(row.at)));
  const today = localDateOf(now, zone);
  const yesterday = daysBefore(today, 1);
  const activeToday = days.has(today);
  const { best, endingOn } = runs(days, activeToday ? today : yesterday);
  const weekStart = weekStartOf(now, zone);
  const week = weekFigures(steps, passes, [weekStart], zone).get(weekStart);
  return {
    currentStreak: endingOn,
    bestStreak: best,
    activeToday,
    weeklyGoal: goal?.weekly_goal ?? WEEKLY_GOAL_DEFAULT,
    lessonsThisWeek: week?.lessons ?? 0,
    exercisesThisWeek: week?.exercises ?? 0,
    summariesThisWeek: week?.summaries ?? 0,
    weekStart,
  };
}

/**
 * Sets a weekly goal: the account holder's own, or with `profileId` that child's, only for a child of this
 * family (404 with the family calls' wording otherwise, and nothing changes).
 */
export async function setWeeklyGoal(
  db: Kysely<Database>,
  accountId: string,
  weeklyGoal: number,
  profileId?: string,
): Promise<number> {
  if (profileId !== undefined) {
    const child = await db
      .selectFrom('child_profiles')
      .select('profile_id')
      .where('profile_id', '=', profileId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!child) throw notFound(familyMessages.profileNotFound);
  }
  const updated_at = new Date().toISOString();
  await db
    .insertInto('weekly_goals')
    .values({ user_id: profileId ?? accountId, account_id: accountId, weekly_goal: weeklyGoal, updated_at })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ weekly_goal: weeklyGoal, updated_at }))
    .execute();
  return weeklyGoal;
}
