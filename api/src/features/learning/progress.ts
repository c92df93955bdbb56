import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WireBodyOf } from 'shared-contract';
import type { Database } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import type { Learner } from '../../identity/identity';
import { issueCertificatesAfterStep } from '../certificates/certificates';
import { enroll, FREE_TRIAL_COURSE_ID, isLearnerEnrolled } from './enrollments';
import { assertLessonInCourse } from './lessons';

type WireCompletedStep = WireBodyOf<'completeLesson'>['CompletedStep'];

export const LESSON_NOT_OPENED_MESSAGE = 'Open this lesson before you complete it.';
export const EXERCISE_NOT_PASSED_MESSAGE =
  'Press Check and pass every check of this lesson’s exercise before you complete it.';

/** Records that the learner has opened the lesson (its first fetch); completing it needs this. */
export async function recordLessonRead(
  db: Kysely<Database>,
  learner: Learner,
  lessonId: number,
): Promise<void> {
  await db
    .insertInto('lesson_reads')
    .values({ user_id: learner.key, lesson_id: lessonId, first_read_at: new Date().toISOString() })
    .onConflict((conflicting) => conflicting.columns(['user_id', 'lesson_id']).doNothing())
    .execute();
}

/**
 * A lesson counts as done only after its learner opened it, and an exercise lesson only after the server itself
 * passed one of the learner's programs: a request alone completes nothing (409 with what to do).
 */
async function assertEarned(db: Kysely<Database>, userId: string, lessonId: number): Promise<void> {
  const read = await db
    .selectFrom('lesson_reads')
    .select('lesson_id')
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  if (!read) throw conflict(LESSON_NOT_OPENED_MESSAGE);
  const exercise = await db
    .selectFrom('exercises')
    .leftJoin('exercise_progress', (join) =>
      join
        .onRef('exercise_progress.lesson_id', '=', 'exercises.lesson_id')
        .on('exercise_progress.user_id', '=', userId),
    )
    .select('exercise_progress.passed')
    .where('exercises.lesson_id', '=', lessonId)
    .executeTakeFirst();
  if (exercise && exercise.passed !== 1) throw conflict(EXERCISE_NOT_PASSED_MESSAGE);
}

/**
 * Records that the user completed the lesson, once: the (user, course, lesson) key makes repeats and
 * concurrent clicks no-ops, and the answer is always the lesson's first completion, in any course. Access is checked before the
 * lesson (403 without access, whether or not the lesson exists; 404 only for those with access). A
 * free-trial lesson enrolls the user into the trial in the same transaction, so progress is never kept
 * without its enrolment. A lesson that finishes a course issues its certificate in the same transaction (a
 * failure to issue is logged and never fails the completion).
 */
export async function completeLesson(
  db: Kysely<Database>,
  learner: Learner,
  courseId: number,
  lessonId: number,
  log: FastifyBaseLogger,
): Promise<WireCompletedStep> {
  const userId = learner.key;
  return db.transaction().execute(async (trx) => {
    const enrolled = await isLearnerEnrolled(trx, learner, courseId);
    if (!enrolled && courseId !== FREE_TRIAL_COURSE_ID)
      throw forbidden(`You are not enrolled in course ${courseId}`);
    await assertLessonInCourse(trx, courseId, lessonId);
    await assertEarned(trx, userId, lessonId);
    if (!enrolled) await enroll(trx, userId, courseId, 'free-trial');
    await trx
      .insertInto('completed_steps')
      .values({
        user_id: userId,
        course_id: courseId,
        lesson_id: lessonId,
        completed_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id', 'lesson_id']).doNothing())
      .execute();
    await issueCertificatesAfterStep(trx, learner, lessonId, log);
    // A lesson completed earlier in another course that contains it keeps that first completion.
    const step = await trx
      .selectFrom('completed_steps')
      .select(({ fn }) => fn.min<string>('completed_at').as('completed_at'))
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .executeTakeFirstOrThrow();
    return { LessonID: lessonId, CompletedAt: step.completed_at };
  });
}
