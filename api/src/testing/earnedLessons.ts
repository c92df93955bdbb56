import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What a learner's own work leaves before a lesson may be completed: the lesson opened (its first fetch) and, for
 * an exercise lesson, a program the server passed. For tests of what follows from completions (streaks, the
 * dashboard, the trial reward); the calls that record these are tested in learningRoutes.test and
 * exerciseRoutes.test.
 */
export async function earnLessons(
  db: Kysely<Database>,
  learnerKey: string,
  lessonIds: number[],
): Promise<void> {
  if (lessonIds.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('lesson_reads')
    .values(lessonIds.map((lesson_id) => ({ user_id: learnerKey, lesson_id, first_read_at: now })))
    .onConflict((conflict) => conflict.columns(['user_id', 'lesson_id']).doNothing())
    .execute();
  const exercises = await db
    .selectFrom('exercises')
    .select('lesson_id')
    .where('lesson_id', 'in', lessonIds)
    .execute();
  for (const { lesson_id } of exercises)
    await db
      .insertInto('exercise_progress')
      .values({
        user_id: learnerKey,
        lesson_id,
        last_code: '',
        hints_used: 0,
        passed: 1,
        failed_checks: 0,
        solution_revealed_at: null,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'lesson_id']).doUpdateSet({ passed: 1 }))
      .execute();
}
