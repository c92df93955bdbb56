import { PostgresAdapter, sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, ExercisesTable } from '../schema';
import { blogComments } from './blog/comments';
import { blogPosts } from './blog/posts';
import { chapters, courseChapters, courses, exercises, lessons } from './catalog';
import { coupons, reviews } from './community';

type Table = keyof Database;

/** Class id of the PostgreSQL advisory lock that serialises seeding (0: there is one seed per database). */
const SEED_LOCK = [19_002, 0] as const;

/**
 * Holds back another instance's seed until this one commits. Two instances starting together on an empty
 * PostgreSQL database would otherwise insert the same courses at once: `on conflict (course_id)` only settles the
 * key it names, so the second's insert fails on the course link's unique index and that instance does not start.
 * After the wait the second finds every row there and inserts nothing. SQLite runs one transaction at a time.
 */
export async function lockSeeding(trx: Transaction<Database>): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${SEED_LOCK[0]}, ${SEED_LOCK[1]})`.execute(trx);
}

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
async function instructionsForNewExercises(
  db: Kysely<Database>,
  exercises: readonly ExercisesTable[],
): Promise<void> {
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
 * A lesson that gains a self-hosted video gets it, with its captions, on a database seeded before: only while
 * the lesson still has no video and no captions, so a video set there since is never overwritten.
 */
async function videosForExistingLessons(
  db: Kysely<Database>,
  seeded: readonly Insertable<Database['lessons']>[],
): Promise<void> {
  for (const lesson of seeded) {
    if (!lesson.lesson_video) continue;
    await db
      .updateTable('lessons')
      .set({ lesson_video: lesson.lesson_video, captions: lesson.captions ?? '[]' })
      .where('lesson_id', '=', lesson.lesson_id)
      .where('lesson_video', 'is', null)
      .where('captions', '=', '[]')
      .execute();
  }
}

/**
 * What the product needs on any site: the free-trial course with its chapters, lessons and exercises (the site
 * offers it to every visitor), the trial's reward coupon and the newsletter offer's coupon (the site hands both
 * codes out).
 */
export const productContent = (() => {
  const trialCourses = courses.filter((course) => course.course_link === 'free-trial');
  const trialCourseIds = new Set(trialCourses.map((course) => course.course_id));
  const trialChapters = courseChapters.filter((row) => trialCourseIds.has(row.course_id));
  const chapterIds = new Set(trialChapters.map((row) => row.chapter_id));
  const trialLessons = lessons.filter((lesson) => chapterIds.has(lesson.chapter_id));
  const lessonIds = new Set(trialLessons.map((lesson) => lesson.lesson_id));
  return {
    courses: trialCourses,
    chapters: chapters.filter((chapter) => chapterIds.has(chapter.chapter_id)),
    courseChapters: trialChapters,
    lessons: trialLessons,
    exercises: exercises.filter((exercise) => lessonIds.has(exercise.lesson_id)),
    coupons,
  };
})();

export interface SeedOptions {
  /** The demo's courses, reviews and blog posts as well (APP_PROFILE=demo, or SEED_DEMO_CONTENT=true). */
  demoContent?: boolean;
}

/**
 * Run at every start: inserts only what is missing, so it is idempotent and never overwrites rows changed since
 * (e.g. a course's price); only a lesson gaining its exercise or its self-hosted video is brought up to date.
 */
export async function seed(db: Kysely<Database>, { demoContent = true }: SeedOptions = {}): Promise<void> {
  const content = demoContent
    ? { courses, chapters, courseChapters, lessons, exercises, coupons }
    : productContent;
  await db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    await insertMissing(trx, 'courses', ['course_id'], content.courses);
    await insertMissing(trx, 'chapters', ['chapter_id'], content.chapters);
    await insertMissing(trx, 'course_chapters', ['course_id', 'chapter_id'], content.courseChapters);
    await insertMissing(trx, 'lessons', ['lesson_id'], content.lessons);
    await videosForExistingLessons(trx, content.lessons);
    await instructionsForNewExercises(trx, content.exercises);
    await insertMissing(trx, 'exercises', ['lesson_id'], content.exercises);
    await insertMissing(trx, 'coupons', ['code'], content.coupons);
    if (!demoContent) return;
    await insertMissing(trx, 'reviews', ['review_id'], reviews);
    await insertMissing(trx, 'blog_posts', ['post_id'], blogPosts);
    await insertMissing(trx, 'blog_comments', ['comment_id'], blogComments);
  });
}
