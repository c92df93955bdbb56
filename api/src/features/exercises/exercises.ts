import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { exerciseCheck, type ParsedRequestOf, type WireBodyOf } from 'shared-contract';
import type { Database, ExerciseProgressTable, ExercisesTable } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Learner } from '../../identity/identity';
import { issueCertificatesAfterStep } from '../certificates/certificates';
import { assertLessonInCourse, assertMayLearn } from '../learning/lessons';

type WireExercise = WireBodyOf<'fetchExercise'>;
type WireSaved = WireBodyOf<'saveExerciseAttempt'>;
type WireSolution = WireBodyOf<'revealExerciseSolution'>;
type Attempt = ParsedRequestOf<'saveExerciseAttempt'>;
type Progress = Pick<ExerciseProgressTable, 'hints_used' | 'passed' | 'failed_checks'>;

/**
 * Checked attempts kept per learner and exercise, besides their first pass: enough to see how a learner got
 * there, while a learner checking 64 KB programs in a loop cannot fill the disk.
 */
export const ATTEMPTS_KEPT = 20;

export const SOLUTION_LOCKED_MESSAGE =
  'The solution opens after a check that does not pass, or once you have used every hint.';

const hintsOf = (exercise: ExercisesTable) => JSON.parse(exercise.hints) as string[];

/**
 * The solution may be shown after a failed check, or once every hint has been revealed (an exercise without
 * hints opens it only after a failed check, not before the learner has tried).
 */
const solutionAvailable = (progress: Progress | undefined, hintCount: number) =>
  (progress?.failed_checks ?? 0) > 0 || (hintCount > 0 && (progress?.hints_used ?? 0) >= hintCount);

/**
 * The exercise of a lesson, after the lesson's own access rules: 403 without access to the course (the same
 * answer whether or not the lesson exists), 404 for a lesson outside the course or one without an exercise.
 */
async function accessibleExercise(
  db: Kysely<Database>,
  learner: Learner,
  courseId: number,
  lessonId: number,
): Promise<ExercisesTable> {
  await assertMayLearn(db, learner, courseId);
  await assertLessonInCourse(db, courseId, lessonId);
  const exercise = await db
    .selectFrom('exercises')
    .selectAll()
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  if (!exercise) throw notFound(`Lesson ${lessonId} has no exercise`);
  return exercise;
}

function progressOf(db: Kysely<Database>, userId: string, lessonId: number) {
  return db
    .selectFrom('exercise_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

/** The exercise as the learner works on it: never the solution. */
export async function fetchExercise(
  db: Kysely<Database>,
  learner: Learner,
  courseId: number,
  lessonId: number,
): Promise<WireExercise> {
  const exercise = await accessibleExercise(db, learner, courseId, lessonId);
  const progress = await progressOf(db, learner.key, lessonId);
  const hints = hintsOf(exercise);
  return {
    LessonID: lessonId,
    StarterCode: exercise.starter_code,
    TimeLimitMs: exercise.time_limit_ms,
    Hints: hints,
    Check: exerciseCheck.parse(JSON.parse(exercise.check_spec)),
    LastCode: progress?.last_code ?? null,
    Passed: progress?.passed === 1,
    HintsUsed: progress?.hints_used ?? 0,
    SolutionAvailable: solutionAvailable(progress, hints.length),
  };
}

/**
 * Saves the learner's code: a draft only replaces their last code; a checked program is also stored as an
 * attempt with its verdict (so a passing program can be checked again later; the first pass and the latest
 * ATTEMPTS_KEPT are kept). Hints used only ever grow, up
 * to the exercise's number of hints; a pass is never undone. One upsert, so concurrent saves lose nothing. A
 * pass that finishes a course issues its certificate in the same transaction (a failure to issue is logged and
 * never fails the save).
 */
export async function saveAttempt(
  db: Kysely<Database>,
  learner: Learner,
  attempt: Attempt,
  log: FastifyBaseLogger,
): Promise<WireSaved> {
  const userId = learner.key;
  return db.transaction().execute(async (trx) => {
    const exercise = await accessibleExercise(trx, learner, attempt.CourseID, attempt.LessonID);
    const hintCount = hintsOf(exercise).length;
    if (attempt.HintsUsed > hintCount)
      throw badRequest(`body/HintsUsed must be at most ${hintCount}: this exercise has ${hintCount} hints`);
    const now = new Date().toISOString();
    const failed = attempt.Result === 'failed' ? 1 : 0;
    await trx
      .insertInto('exercise_progress')
      .values({
        user_id: userId,
        lesson_id: attempt.LessonID,
        last_code: attempt.Code,
        hints_used: attempt.HintsUsed,
        passed: attempt.Result === 'passed' ? 1 : 0,
        failed_checks: failed,
        solution_revealed_at: null,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'lesson_id']).doUpdateSet((eb) => ({
          last_code: eb.ref('excluded.last_code'),
          hints_used: eb
            .case()
            .when('excluded.hints_used', '>', eb.ref('exercise_progress.hints_used'))
            .then(eb.ref('excluded.hints_used'))
            .else(eb.ref('exercise_progress.hints_used'))
            .end(),
          passed: eb
            .case()
            .when('excluded.passed', '=', 1)
            .then(eb.ref('excluded.passed'))
            .else(eb.ref('exercise_progress.passed'))
            .end(),
          failed_checks: eb('exercise_progress.failed_checks', '+', failed),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    if (attempt.Result !== 'draft')
      await trx
        .insertInto('exercise_attempts')
        .values({
          attempt_id: randomUUID(),
          user_id: userId,
          lesson_id: attempt.LessonID,
          course_id: attempt.CourseID,
          code: attempt.Code,
          result: attempt.Result,
          hints_used: attempt.HintsUsed,
          created_at: now,
        })
        .execute();
    if (attempt.Result !== 'draft') await pruneAttempts(trx, userId, attempt.LessonID);
    if (attempt.Result === 'passed') await issueCertificatesAfterStep(trx, learner, attempt.LessonID, log);
    const progress = await progressOf(trx, userId, attempt.LessonID);
    return {
      LessonID: attempt.LessonID,
      Result: attempt.Result,
      Passed: progress?.passed === 1,
      HintsUsed: progress?.hints_used ?? attempt.HintsUsed,
      SolutionAvailable: solutionAvailable(progress, hintCount),
    };
  });
}

/** Drops all but the latest ATTEMPTS_KEPT attempts of the learner on the exercise, keeping their first pass. */
async function pruneAttempts(db: Kysely<Database>, userId: string, lessonId: number): Promise<void> {
  const ofLearner = db
    .selectFrom('exercise_attempts')
    .select('attempt_id')
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId);
  const latest = ofLearner.orderBy('created_at', 'desc').orderBy('attempt_id', 'desc').limit(ATTEMPTS_KEPT);
  const firstPass = ofLearner
    .where('result', '=', 'passed')
    .orderBy('created_at')
    .orderBy('attempt_id')
    .limit(1);
  await db
    .deleteFrom('exercise_attempts')
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .where('attempt_id', 'not in', latest)
    .where('attempt_id', 'not in', firstPass)
    .execute();
}

/** The reference solution, once the learner may see it (403 before); the first reveal is recorded. */
export async function revealSolution(
  db: Kysely<Database>,
  learner: Learner,
  courseId: number,
  lessonId: number,
): Promise<WireSolution> {
  const userId = learner.key;
  return db.transaction().execute(async (trx) => {
    const exercise = await accessibleExercise(trx, learner, courseId, lessonId);
    const progress = await progressOf(trx, userId, lessonId);
    if (!progress || !solutionAvailable(progress, hintsOf(exercise).length))
      throw forbidden(SOLUTION_LOCKED_MESSAGE);
    await trx
      .updateTable('exercise_progress')
      .set({ solution_revealed_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .where('solution_revealed_at', 'is', null)
      .execute();
    return { LessonID: lessonId, Solution: exercise.solution };
  });
}
