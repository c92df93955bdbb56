import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CHECK_TEXT_MAX,
  exerciseCheck,
  hiddenCases,
  type ExerciseCheck,
  type HiddenCases,
  type ParsedRequestOf,
  type WireBodyOf,
} from 'shared-contract';
import { CheckerBusy, type ExerciseChecker } from 'shared-python/server';
import type { Database, ExerciseProgressTable, ExercisesTable } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import type { Learner } from '../../identity/identity';
import { issueCertificatesAfterStep } from '../certificates/certificates';
import { assertLessonInCourse, assertMayLearn } from '../learning/lessons';

type WireExercise = WireBodyOf<'fetchExercise'>;
type WireSaved = WireBodyOf<'saveExerciseAttempt'>;
type WireVerdict = WireBodyOf<'checkExercise'>;
type WireSolution = WireBodyOf<'revealExerciseSolution'>;
type Draft = ParsedRequestOf<'saveExerciseAttempt'>;
type Submission = ParsedRequestOf<'checkExercise'>;
type Progress = Pick<ExerciseProgressTable, 'hints_used' | 'passed' | 'failed_checks'>;

/**
 * Checked attempts kept per learner and exercise, besides their first pass: enough to see how a learner got
 * there, while a learner checking 64 KB programs in a loop cannot fill the disk.
 */
export const ATTEMPTS_KEPT = 20;

export const SOLUTION_LOCKED_MESSAGE =
  'The solution opens after Check has tried a program of your own that does not pass yet, or once you have used every hint.';
export const CHECKER_BUSY_MESSAGE =
  'Many programs are being checked right now. Press Check again in a few seconds.';
export const CHECKER_UNAVAILABLE_MESSAGE =
  'Your program could not be checked right now. Your code is kept: press Check again in a minute.';

const hintsOf = (exercise: ExercisesTable) => JSON.parse(exercise.hints) as string[];

/**
 * The solution may be shown after a failed check of the learner's own program (counted only for code that is not
 * empty and not the starter code: checkProgram), or once every hint has been revealed (an exercise without hints
 * opens it only after such a check, not before the learner has tried).
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

/** The exercise's check as stored: the visible cases the browser gets, and the hidden ones only the server runs. */
export function storedCheck(exercise: Pick<ExercisesTable, 'check_spec'>): {
  visible: ExerciseCheck;
  hidden: HiddenCases;
} {
  const stored = JSON.parse(exercise.check_spec) as { hidden?: unknown };
  return { visible: exerciseCheck.parse(stored), hidden: hiddenCases.parse(stored.hidden ?? {}) };
}

const hiddenCount = (hidden: HiddenCases) =>
  (hidden.stdinCases?.length ?? 0) + (hidden.functionCases?.length ?? 0);

/** The exercise as the learner works on it: never the solution nor a hidden case. */
export async function fetchExercise(
  db: Kysely<Database>,
  learner: Learner,
  courseId: number,
  lessonId: number,
): Promise<WireExercise> {
  const exercise = await accessibleExercise(db, learner, courseId, lessonId);
  const progress = await progressOf(db, learner.key, lessonId);
  const hints = hintsOf(exercise);
  const { visible, hidden } = storedCheck(exercise);
  return {
    LessonID: lessonId,
    StarterCode: exercise.starter_code,
    TimeLimitMs: exercise.time_limit_ms,
    Hints: hints,
    Check: visible,
    HiddenCases: hiddenCount(hidden),
    LastCode: progress?.last_code ?? null,
    Passed: progress?.passed === 1,
    HintsUsed: progress?.hints_used ?? 0,
    SolutionAvailable: solutionAvailable(progress, hints.length),
  };
}

function assertHintCount(exercise: ExercisesTable, hintsUsed: number): number {
  const hintCount = hintsOf(exercise).length;
  if (hintsUsed > hintCount)
    throw badRequest(`body/HintsUsed must be at most ${hintCount}: this exercise has ${hintCount} hints`);
  return hintCount;
}

/**
 * Records the learner's code and hints used. Hints only ever grow, up to the exercise's number of hints; a pass
 * and the count of failed checks are the server's own (checkProgram). One upsert, so concurrent saves lose nothing.
 */
async function recordProgress(
  db: Kysely<Database>,
  userId: string,
  lessonId: number,
  {
    code,
    hintsUsed,
    passed = false,
    failed = false,
  }: { code: string; hintsUsed: number; passed?: boolean; failed?: boolean },
): Promise<void> {
  await db
    .insertInto('exercise_progress')
    .values({
      user_id: userId,
      lesson_id: lessonId,
      last_code: code,
      hints_used: hintsUsed,
      passed: passed ? 1 : 0,
      failed_checks: failed ? 1 : 0,
      solution_revealed_at: null,
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflicting) =>
      conflicting.columns(['user_id', 'lesson_id']).doUpdateSet((eb) => ({
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
        failed_checks: eb('exercise_progress.failed_checks', '+', eb.ref('excluded.failed_checks')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Saves a draft: the learner's code as they type it, and the hints they have used. It never changes a verdict. */
export async function saveDraft(db: Kysely<Database>, learner: Learner, draft: Draft): Promise<WireSaved> {
  const userId = learner.key;
  return db.transaction().execute(async (trx) => {
    const exercise = await accessibleExercise(trx, learner, draft.CourseID, draft.LessonID);
    const hintCount = assertHintCount(exercise, draft.HintsUsed);
    await recordProgress(trx, userId, draft.LessonID, { code: draft.Code, hintsUsed: draft.HintsUsed });
    const progress = await progressOf(trx, userId, draft.LessonID);
    return {
      LessonID: draft.LessonID,
      Passed: progress?.passed === 1,
      HintsUsed: progress?.hints_used ?? draft.HintsUsed,
      SolutionAvailable: solutionAvailable(progress, hintCount),
    };
  });
}

/** The visible check with the hidden cases added to its lists: what the server runs. */
export function withHiddenCases(visible: ExerciseCheck, hidden: HiddenCases): ExerciseCheck {
  return {
    ...visible,
    ...(visible.stdinCases && {
      stdinCases: {
        ...visible.stdinCases,
        cases: [...visible.stdinCases.cases, ...(hidden.stdinCases ?? [])],
      },
    }),
    ...(visible.functionCases && {
      functionCases: {
        ...visible.functionCases,
        cases: [...visible.functionCases.cases, ...(hidden.functionCases ?? [])],
      },
    }),
  };
}

type Report = Awaited<ReturnType<ExerciseChecker['check']>>;
type ReportCase = Report['cases'][number];
type ReportError = NonNullable<Report['error']>;

/** Long outputs and tracebacks are cut: the start says what went wrong, and a program cannot fill the answer. */
const clip = (value: string) =>
  value.length > CHECK_TEXT_MAX ? `${value.slice(0, CHECK_TEXT_MAX)}…` : value;
const clipError = (error: ReportError) => ({
  ...error,
  message: clip(error.message),
  traceback: clip(error.traceback),
});
function clipCase(entry: ReportCase): ReportCase {
  return {
    ...entry,
    ...(entry.stdin !== undefined && { stdin: clip(entry.stdin) }),
    ...(entry.expected !== undefined && { expected: clip(entry.expected) }),
    ...(entry.got !== undefined && { got: clip(entry.got) }),
    ...(entry.error && { error: clipError(entry.error) }),
  };
}

/** The report's cases split into those the learner may see and the hidden ones (by their place in each list). */
export function splitReport(report: Report, visible: ExerciseCheck) {
  const shown: ReportCase[] = [];
  const hidden: ReportCase[] = [];
  const seen = { stdin: 0, function: 0 };
  const visibleCount = {
    stdin: visible.stdinCases?.cases.length ?? 0,
    function: visible.functionCases?.cases.length ?? 0,
  };
  for (const entry of report.cases) {
    if (entry.kind === 'stdin' || entry.kind === 'function') {
      const place = seen[entry.kind]++;
      if (place >= visibleCount[entry.kind]) {
        hidden.push(entry);
        continue;
      }
    }
    shown.push(clipCase(entry));
  }
  return { shown, hidden };
}

/** Code the learner has written: not empty and not the starter code (blank lines and trailing spaces aside). */
export function isOwnCode(code: string, starter: string): boolean {
  const normal = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trim();
  return normal(code) !== '' && normal(code) !== normal(starter);
}

/** Runs the checker; its refusals become the caller's 429 (with the wait) or 503. */
async function runCheck(checker: ExerciseChecker | undefined, job: Parameters<ExerciseChecker['check']>[0]) {
  if (!checker) throw new HttpError(503, CHECKER_UNAVAILABLE_MESSAGE, 60);
  try {
    return await checker.check(job);
  } catch (error) {
    if (error instanceof CheckerBusy) throw new HttpError(429, CHECKER_BUSY_MESSAGE, error.retryAfterSeconds);
    throw new HttpError(503, CHECKER_UNAVAILABLE_MESSAGE, 30);
  }
}

/**
 * Checks the learner's program on the server against the visible and hidden cases, in a fresh interpreter, and
 * records the verdict with the attempt (the first pass and the latest ATTEMPTS_KEPT are kept). Only this verdict
 * passes an exercise (for Complete Step, the streak, the certificate and the trial reward); a failure counts
 * towards the solution only for the learner's own code. A pass that finishes a course issues its certificate in
 * the same transaction (a failure to issue is logged and never fails the check). The check runs outside the
 * transaction: it takes up to seconds.
 */
export async function checkProgram(
  db: Kysely<Database>,
  checker: ExerciseChecker | undefined,
  learner: Learner,
  submission: Submission,
  log: FastifyBaseLogger,
): Promise<WireVerdict> {
  const userId = learner.key;
  const exercise = await accessibleExercise(db, learner, submission.CourseID, submission.LessonID);
  const hintCount = assertHintCount(exercise, submission.HintsUsed);
  const { visible, hidden } = storedCheck(exercise);
  const report = await runCheck(checker, {
    code: submission.Code,
    check: withHiddenCases(visible, hidden),
    timeLimitMs: exercise.time_limit_ms,
  });
  const split = splitReport(report, visible);
  const passed = report.passed;
  const failed = !passed && isOwnCode(submission.Code, exercise.starter_code);
  return db.transaction().execute(async (trx) => {
    await recordProgress(trx, userId, submission.LessonID, {
      code: submission.Code,
      hintsUsed: submission.HintsUsed,
      passed,
      failed,
    });
    const progress = await progressOf(trx, userId, submission.LessonID);
    await trx
      .insertInto('exercise_attempts')
      .values({
        attempt_id: randomUUID(),
        user_id: userId,
        lesson_id: submission.LessonID,
        course_id: submission.CourseID,
        code: submission.Code,
        result: passed ? 'passed' : 'failed',
        // The help the learner had had by this check (hints only grow), as the parent's view of it shows.
        hints_used: progress?.hints_used ?? submission.HintsUsed,
        created_at: new Date().toISOString(),
      })
      .execute();
    await pruneAttempts(trx, userId, submission.LessonID);
    if (passed) await issueCertificatesAfterStep(trx, learner, submission.LessonID, log);
    return {
      LessonID: submission.LessonID,
      Verdict: passed ? 'passed' : 'failed',
      Cases: split.shown,
      Error: report.error ? clipError(report.error) : null,
      HiddenCases: split.hidden.length,
      HiddenCasesPassed: split.hidden.filter((entry) => entry.passed).length,
      Passed: progress?.passed === 1,
      HintsUsed: progress?.hints_used ?? submission.HintsUsed,
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
