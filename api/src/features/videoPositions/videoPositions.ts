import type { Kysely } from 'kysely';
import type { ParsedRequestOf, VideoPosition } from 'shared-contract';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { Learner } from '../../identity/identity';
import { assertLessonInCourse, assertMayLearn } from '../learning/lessons';

type SaveRequest = ParsedRequestOf<'saveVideoPosition'>;

/** The lesson's own access rules: 403 without access to the course (lesson or not), 404 outside the course. */
async function assertMayWatch(db: Kysely<Database>, learner: Learner, courseId: number, lessonId: number) {
  await assertMayLearn(db, learner, courseId);
  await assertLessonInCourse(db, courseId, lessonId);
}

/** Where the learner stopped in the lesson's video; nulls when they never played it. */
export async function videoPosition(
  db: Kysely<Database>,
  learner: Learner,
  courseId: number,
  lessonId: number,
): Promise<VideoPosition> {
  await assertMayWatch(db, learner, courseId, lessonId);
  const row = await db
    .selectFrom('video_positions')
    .select(['position_seconds', 'duration_seconds'])
    .where('user_id', '=', learner.key)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return {
    LessonID: lessonId,
    PositionSeconds: row?.position_seconds ?? null,
    DurationSeconds: row?.duration_seconds ?? null,
  };
}

/** Keeps the learner's latest position in the lesson's video (one row per learner and lesson). */
export async function saveVideoPosition(
  db: Kysely<Database>,
  learner: Learner,
  input: SaveRequest,
): Promise<VideoPosition> {
  if (input.DurationSeconds !== null && input.PositionSeconds > input.DurationSeconds)
    throw badRequest('body/PositionSeconds must not be beyond body/DurationSeconds');
  await assertMayWatch(db, learner, input.CourseID, input.LessonID);
  const updated_at = new Date().toISOString();
  await db
    .insertInto('video_positions')
    .values({
      user_id: learner.key,
      lesson_id: input.LessonID,
      account_id: learner.accountId,
      position_seconds: input.PositionSeconds,
      duration_seconds: input.DurationSeconds,
      updated_at,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'lesson_id']).doUpdateSet({
        position_seconds: input.PositionSeconds,
        duration_seconds: input.DurationSeconds,
        updated_at,
      }),
    )
    .execute();
  return {
    LessonID: input.LessonID,
    PositionSeconds: input.PositionSeconds,
    DurationSeconds: input.DurationSeconds,
  };
}
