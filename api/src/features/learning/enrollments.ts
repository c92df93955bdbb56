import type { Kysely } from 'kysely';
import { FREE_TRIAL_RULES, type WireBodyOf } from 'shared-contract';
import type { Database } from '../../db/schema';
import type { Learner } from '../../identity/identity';
import { answerKeys, catalogChanged } from '../catalog/catalogChanges';

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
  const created = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  // The course list counts live enrolments.
  if (created) catalogChanged([answerKeys.courses]);
  return created;
}

/**
 * The user_ids whose enrolments a learner learns under: the family's account (courses the parent enrolled in
 * or bought are every child's) and the learner's own key (a child's free trial is the child's).
 */
export const enrolmentOwners = (learner: Learner) => [...new Set([learner.accountId, learner.key])];

/** Whether the course is open to the learner: enrolled by the family's account or by the learner. */
export async function isLearnerEnrolled(
  db: Kysely<Database>,
  learner: Learner,
  courseId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('enrollments')
    .select('course_id')
    .where('user_id', 'in', enrolmentOwners(learner))
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
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

/**
 * The user's completions of lessons as each course teaches them: a lesson is completed in every course that
 * contains it (the masterclass carries the free-trial chapters, so a learner who finished the trial and buys
 * it keeps those lessons), at its first completion in any course, in the order they were completed.
 */
function completionsByCourse(db: Kysely<Database>, userId: string, courseIds: number[]) {
  return db
    .selectFrom('completed_steps')
    .innerJoin('lessons', 'lessons.lesson_id', 'completed_steps.lesson_id')
    .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
    .select(({ fn }) => [
      'course_chapters.course_id as course_id',
      'completed_steps.lesson_id as lesson_id',
      fn.min<string>('completed_steps.completed_at').as('completed_at'),
    ])
    .where('completed_steps.user_id', '=', userId)
    .where('course_chapters.course_id', 'in', courseIds)
    .groupBy(['course_chapters.course_id', 'completed_steps.lesson_id'])
    .orderBy('completed_at')
    .orderBy('lesson_id')
    .execute();
}

/** The user's completed lessons of one course (wherever they were completed), in the order they were completed. */
export async function completedSteps(
  db: Kysely<Database>,
  userId: string,
  courseId: number,
): Promise<WireCompletedStep[]> {
  const rows = await completionsByCourse(db, userId, [courseId]);
  return rows.map((row) => ({ LessonID: row.lesson_id, CompletedAt: row.completed_at }));
}

/**
 * The courses open to the learner by CourseID (the family's enrolments, then the learner's own), each with the
 * learner's own completed steps.
 */
export async function listEnrollments(db: Kysely<Database>, learner: Learner): Promise<WireEnrollment[]> {
  const userId = learner.key;
  const rows = await db
    .selectFrom('enrollments')
    .selectAll()
    .where('user_id', 'in', enrolmentOwners(learner))
    .orderBy('course_id')
    .execute();
  // A course both bought by the parent and tried by the child is listed once, as the family's.
  const enrollments = rows.filter(
    (row) =>
      row.user_id === learner.accountId ||
      !rows.some((other) => other.course_id === row.course_id && other.user_id === learner.accountId),
  );
  if (enrollments.length === 0) return [];
  const courseIds = enrollments.map((enrollment) => enrollment.course_id);
  const [steps, paidCoupons] = await Promise.all([
    completionsByCourse(db, userId, courseIds),
    // A paid enrolment's coupon is on its order (the webhook enrolls once, from the paid payment).
    db
      .selectFrom('payments')
      .select(['course_id', 'coupon_code'])
      .where('user_id', '=', learner.accountId)
      .where('status', '=', 'paid')
      .where('coupon_code', 'is not', null)
      .orderBy('updated_at')
      .execute(),
  ]);
  return enrollments.map((enrollment) => {
    const coupon =
      enrollment.coupon_code ??
      (enrollment.source === 'payment'
        ? paidCoupons.find((payment) => payment.course_id === enrollment.course_id)?.coupon_code
        : null);
    return {
      CourseID: enrollment.course_id,
      EnrolledAt: enrollment.enrolled_at,
      Source: enrollment.source,
      ...(coupon ? { CouponCode: coupon } : {}),
      CompletedSteps: steps
        .filter((step) => step.course_id === enrollment.course_id)
        .map((step) => ({ LessonID: step.lesson_id, CompletedAt: step.completed_at })),
    };
  });
}
