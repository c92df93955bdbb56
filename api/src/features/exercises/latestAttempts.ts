import { sql, type Kysely } from 'kysely';
import { CHILD_ATTEMPT_CODE_MAX, CHILD_ATTEMPTS_MAX, type ChildAttempt } from 'shared-contract';
import type { Database } from '../../db/schema';

/**
 * A learner's latest checked program of each exercise, the latest first, at most CHILD_ATTEMPTS_MAX of them, each
 * cut at CHILD_ATTEMPT_CODE_MAX characters by the database (a program may be 64 KB), with the help they had when
 * they checked it: the hints used of the exercise's hints and when they opened the solution, if before. For the
 * parent's view of a child.
 */
export async function latestAttempts(db: Kysely<Database>, learnerKey: string): Promise<ChildAttempt[]> {
  const rows = await db
    .selectFrom('exercise_attempts as a')
    .innerJoin('lessons', 'lessons.lesson_id', 'a.lesson_id')
    .innerJoin('courses', 'courses.course_id', 'a.course_id')
    .innerJoin('exercises', 'exercises.lesson_id', 'a.lesson_id')
    .leftJoin('exercise_progress as p', (join) =>
      join.onRef('p.user_id', '=', 'a.user_id').onRef('p.lesson_id', '=', 'a.lesson_id'),
    )
    .select([
      'a.lesson_id',
      'a.result',
      'a.hints_used as attempt_hints',
      'a.created_at',
      'lessons.lesson_name',
      'courses.course_name',
      'exercises.hints',
      'p.solution_revealed_at',
      // One character more than shown tells whether the program was cut.
      sql<string>`substr(a.code, 1, ${CHILD_ATTEMPT_CODE_MAX + 1})`.as('code'),
    ])
    .where('a.user_id', '=', learnerKey)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('exercise_attempts as later')
            .select('later.attempt_id')
            .whereRef('later.user_id', '=', 'a.user_id')
            .whereRef('later.lesson_id', '=', 'a.lesson_id')
            .where((eb) =>
              eb.or([
                eb('later.created_at', '>', eb.ref('a.created_at')),
                eb.and([
                  eb('later.created_at', '=', eb.ref('a.created_at')),
                  eb('later.attempt_id', '>', eb.ref('a.attempt_id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('a.created_at', 'desc')
    .orderBy('a.lesson_id')
    .limit(CHILD_ATTEMPTS_MAX)
    .execute();
  return rows.map((row) => {
    // Characters as the database counts them (code points), so a cut never splits one.
    const characters = Array.from(row.code);
    const hintsTotal = (JSON.parse(row.hints) as unknown[]).length;
    return {
      lessonId: row.lesson_id,
      lessonName: row.lesson_name,
      courseName: row.course_name,
      code: characters.slice(0, CHILD_ATTEMPT_CODE_MAX).join(''),
      codeShortened: characters.length > CHILD_ATTEMPT_CODE_MAX,
      passed: row.result === 'passed',
      // The help this program was written with, not help opened after it: a child who passed alone and later
      // looked at the hints and the solution did not copy this program. (An exercise may have fewer hints now.)
      hintsUsed: Math.min(row.attempt_hints, hintsTotal),
      hintsTotal,
      solutionRevealedAt:
        row.solution_revealed_at !== null && row.solution_revealed_at <= row.created_at
          ? row.solution_revealed_at
          : null,
      checkedAt: row.created_at,
    };
  });
}
