import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  displayName,
  NAME_MAX,
  REVIEW_ENROLLED_ONLY_MESSAGE,
  type ParsedRequestOf,
  type WireBodyOf,
} from 'shared-contract';
import type { Database, ReviewsTable } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { asTyped } from '../../http/userText';
import type { AuthUser } from '../../identity/verifyToken';
import { answerKeys, catalogChanged } from '../catalog/catalogChanges';
import { isEnrolled } from '../learning/enrollments';
import { accountName } from '../users/accountName';

type WireReview = WireBodyOf<'postReview'>;

/** Shown for an account that has no name at all (a review always has an author line). */
const NAMELESS_REVIEWER = 'Learner';

/** A review as anyone may read it: no account id, no e-mail address. */
function toReview(row: Selectable<ReviewsTable>): WireReview {
  return {
    ReviewID: row.review_id,
    CourseID: row.course_id,
    Rating: row.rating,
    Title: row.title,
    Comment: row.comment,
    UserName: row.user_name,
    Timestamp: row.created_at,
  };
}

/** A course's reviews, newest first (ties by id, so pages are stable). */
export async function listReviews(db: Kysely<Database>, courseId: number): Promise<WireReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('created_at', 'desc')
    .orderBy('review_id', 'desc')
    .execute();
  return rows.map(toReview);
}

/**
 * Every course's rating as its card shows it, in one answer instead of one reviews list per card: the mean of its
 * reviews' ratings (0 with none) and their count. Sums in SQL; PostgreSQL answers them as strings, SQLite as numbers.
 */
export async function courseRatings(db: Kysely<Database>): Promise<WireBodyOf<'getCourseRatings'>> {
  const rows = await db
    .selectFrom('courses')
    .leftJoin('reviews', 'reviews.course_id', 'courses.course_id')
    .select((eb) => [
      'courses.course_id as courseId',
      eb.fn.count<number | string>('reviews.review_id').as('count'),
      eb.fn.sum<number | string | null>('reviews.rating').as('total'),
    ])
    .groupBy('courses.course_id')
    .orderBy('courses.course_id')
    .execute();
  return {
    Ratings: rows.map(({ courseId, count, total }) => {
      const reviews = Number(count);
      return { CourseID: courseId, Average: reviews ? Number(total) / reviews : 0, Count: reviews };
    }),
  };
}

async function findOwnReview(db: Kysely<Database>, userId: string, courseId: number) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/** The learner's own review of a course (null when none yet) and whether they may write one. */
export async function ownReview(
  db: Kysely<Database>,
  userId: string,
  courseId: number,
): Promise<WireBodyOf<'getOwnReview'>> {
  const [row, enrolled] = await Promise.all([
    findOwnReview(db, userId, courseId),
    isEnrolled(db, userId, courseId),
  ]);
  return { Review: row ? toReview(row) : null, CanReview: enrolled };
}

/** A text field as typed; one that held only control characters counts as empty. */
function typedField(field: 'Title' | 'Comment', value: string): string {
  const typed = asTyped(value);
  if (!typed) throw badRequest(`body/${field} must not be empty`);
  return typed;
}

/**
 * Stores the learner's review of a course they are enrolled in (403 otherwise, 404 for an unknown course),
 * under their account's name. One review per learner and course: a second submit replaces the text, rating
 * and time of the first and keeps its ReviewID (the unique index on learner and course makes it an upsert).
 */
export async function saveReview(
  db: Kysely<Database>,
  user: AuthUser,
  input: ParsedRequestOf<'postReview'>,
): Promise<WireReview> {
  const title = typedField('Title', input.Title);
  const comment = typedField('Comment', input.Comment);
  const course = await db
    .selectFrom('courses')
    .select('course_id')
    .where('course_id', '=', input.CourseID)
    .executeTakeFirst();
  if (!course) throw notFound(`Course ${input.CourseID} not found`);
  if (!(await isEnrolled(db, user.sub, input.CourseID))) throw forbidden(REVIEW_ENROLLED_ONLY_MESSAGE);
  const changes = {
    rating: input.Rating,
    title,
    comment,
    user_name: displayName((await accountName(db, user)) ?? NAMELESS_REVIEWER, NAME_MAX),
    created_at: new Date().toISOString(),
  };
  await db
    .insertInto('reviews')
    .values({ review_id: randomUUID(), course_id: input.CourseID, user_id: user.sub, ...changes })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doUpdateSet(changes))
    .execute();
  catalogChanged([answerKeys.reviews(input.CourseID), answerKeys.ratings]);
  const saved = await findOwnReview(db, user.sub, input.CourseID);
  if (!saved) throw new Error(`review of course ${input.CourseID} by ${user.sub} vanished after saving`);
  return toReview(saved);
}
