import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import { blogComments } from './blog/comments';
import { blogPosts } from './blog/posts';
import { chapters, courseChapters, courses, exercises, lessons } from './catalog';
import { coupons, reviews } from './community';

type Table = keyof Database;

/** Rows per statement: keeps every batch well under SQLite's and PostgreSQL's parameter limits. */
const BATCH = 50;

async function insertMissing<T extends Table>(
  db: Kysely<Database>,
  table: T,
  key: readonly (keyof Database[T] & string)[],
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    // Kysely cannot infer column names through the generic table parameter; the rows are typed above.
    await db
      .insertInto(table)
      .values(batch as never)
      .onConflict((conflict) => conflict.columns(key as never).doNothing())
      .execute();
  }
}

/**
 * A lesson that gains its exercise gets the instructions written for it too: the check compares exactly what
 * those instructions ask for, so a database seeded before exercises existed would otherwise check learners
 * against a task they were never set. Lessons whose exercise is already there are left as they are.
 */
async function instructionsForNewExercises(db: Kysely<Database>): Promise<void> {
  const present = new Set(
    (await db.selectFrom('exercises').select('lesson_id').execute()).map((row) => row.lesson_id),
  );
  for (const exercise of exercises) {
    if (present.has(exercise.lesson_id)) continue;
    const lesson = lessons.find((row) => row.lesson_id === exercise.lesson_id);
    if (!lesson) continue;
    await db
      .updateTable('lessons')
      .set({ lesson_html: lesson.lesson_html })
      .where('lesson_id', '=', lesson.lesson_id)
      .execute();
  }
}

/**
 * Demo content, run at every start: inserts only what is missing, so it is idempotent and never
 * overwrites rows changed since (e.g. a course's price); only a lesson gaining its exercise is brought up to date.
 */
export async function seed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertMissing(trx, 'courses', ['course_id'], courses);
    await insertMissing(trx, 'chapters', ['chapter_id'], chapters);
    await insertMissing(trx, 'course_chapters', ['course_id', 'chapter_id'], courseChapters);
    await insertMissing(trx, 'lessons', ['lesson_id'], lessons);
    await instructionsForNewExercises(trx);
    await insertMissing(trx, 'exercises', ['lesson_id'], exercises);
    await insertMissing(trx, 'coupons', ['code'], coupons);
    await insertMissing(trx, 'reviews', ['review_id'], reviews);
    await insertMissing(trx, 'blog_posts', ['post_id'], blogPosts);
    await insertMissing(trx, 'blog_comments', ['comment_id'], blogComments);
  });
}
