import type { Kysely } from 'kysely';
import { FREE_TRIAL_RULES, type WireBodyOf } from 'shared-events/contract';
import type { Database } from '../../db/schema';

/** The free trial is course 1: open to every signed-in user, enrolled into on first use. */
export const FREE_TRIAL_COURSE_ID = FREE_TRIAL_RULES.courseId;

type WireEnrollment = WireBodyOf<'getEnrollments'>['enrollments'][number];
type WireCompletedStep = WireBodyOf<'getCompletedSteps'>['CompletedSteps'][number];

/**
 * Enrolls the user (any source, with the coupon that made it free for a coupon enrolment); true when this call
 * created the enrolment, false when it existed.
 */
export async function enroll(
  db: Kysely<Database>,
  userId: string,
  courseId: number,
  source: string,
  couponCode: string | null = null,
): Promise<boolean> {
  const result = await db
    .insertInto('enrollments')
    .values({
      user_id: userId,
      course_id: courseId,
      source,
      enrolled_at: new Date().toISOString(),
      coupon_code: couponCode,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function isEnrolled(db: Kysely<Database>, userId: string, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enrollments')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's completed lessons of one course, in the order they were completed. */
export async function completedSteps(
  db: Kysely<Database>,
  userId: string,
  courseId: number,
): Promise<WireCompletedStep[]> {
  const rows = await db
    .selectFrom('completed_steps')
    .select(['lesson_id', 'completed_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .orderBy('completed_at')
    .orderBy('lesson_id')
    .execute();
  return rows.map((row) => ({ LessonID: row.lesson_id, CompletedAt: row.completed_at }));
}

/** Every enrolment of the user by CourseID, each with its completed steps. */
export async function listEnrollments(db: Kysely<Database>, userId: string): Promise<WireEnrollment[]> {
  const [enrollments, steps] = await Promise.all([
    db.selectFrom('enrollments').selectAll().where('user_id', '=', userId).orderBy('course_id').execute(),
    db
      .selectFrom('completed_steps')
      .select(['course_id', 'lesson_id', 'completed_at'])
      .where('user_id', '=', userId)
      .orderBy('completed_at')
      .orderBy('lesson_id')
      .execute(),
  ]);
  return enrollments.map((enrollment) => ({
    CourseID: enrollment.course_id,
    EnrolledAt: enrollment.enrolled_at,
    Source: enrollment.source,
    CompletedSteps: steps
      .filter((step) => step.course_id === enrollment.course_id)
      .map((step) => ({ LessonID: step.lesson_id, CompletedAt: step.completed_at })),
  }));
}
