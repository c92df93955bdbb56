import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ParsedRequestOf, WireBodyOf } from 'shared-events/contract';
import type { Database, ReviewsTable } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { toPlainText } from '../../http/plainText';

type WireReview = WireBodyOf<'postReview'>;

function toReview(row: Selectable<ReviewsTable>): WireReview {
  return {
    ReviewID: row.review_id,
    CourseID: row.course_id,
    UserID: row.user_id,
    Rating: row.rating,
    Title: row.title,
    Comment: row.comment,
    UserName: row.user_name,
    Email: row.email,
    Timestamp: row.created_at,
    ...(row.user_image ? { UserImage: row.user_image } : {}),
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

/** A text field as plain text (it is shown on course pages); one that was only markup counts as empty. */
function plainField(field: 'Title' | 'Comment' | 'UserName', value: string): string {
  const plain = toPlainText(value);
  if (!plain) throw badRequest(`body/${field} must not be empty`);
  return plain;
}

/** Stores the review as plain text with the server's id and time; 404 for an unknown course. */
export async function addReview(
  db: Kysely<Database>,
  input: ParsedRequestOf<'postReview'>,
): Promise<WireReview> {
  const title = plainField('Title', input.Title);
  const comment = plainField('Comment', input.Comment);
  const userName = plainField('UserName', input.UserName);
  const course = await db
    .selectFrom('courses')
    .select('course_id')
    .where('course_id', '=', input.CourseID)
    .executeTakeFirst();
  if (!course) throw notFound(`Course ${input.CourseID} not found`);
  const row: Selectable<ReviewsTable> = {
    review_id: randomUUID(),
    course_id: input.CourseID,
    user_id: input.UserID,
    rating: input.Rating,
    title,
    comment,
    user_name: userName,
    email: input.Email,
    user_image: input.UserImage || null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('reviews').values(row).execute();
  return toReview(row);
}
