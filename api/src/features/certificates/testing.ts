import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiEnv, CallOptions } from '../../testing/apiHarness';
import { lessonCompletion } from '../../testing/lessonCompletion';

/**
 * A short course made for a test: two counted lessons, an exercise lesson (not counted, its exercise must be
 * passed) and a chapter summary (neither), in one chapter; ids from `courseId` on, so tests keep apart.
 */
export async function shortCourse(db: Kysely<Database>, courseId: number, name = `Short Course ${courseId}`) {
  const chapterId = courseId;
  const lessonIds = [1, 2, 3, 4].map((index) => courseId * 10 + index);
  const [first, second, exercise, summary] = lessonIds as [number, number, number, number];
  await db
    .insertInto('courses')
    .values({
      course_id: courseId,
      course_link: `short-course-${courseId}`,
      course_name: name,
      course_description: 'A short course for a test',
      course_image: '/images/courses/free-trial.svg',
      price: 10,
      offer_price: null,
      level: 'Beginner',
      duration_hours: 0,
      duration_minutes: 10,
      legacy_students: 0,
      categories: '[]',
      receivables: '{}',
      files_url: null,
      instructor_name: 'Daniel Adler',
    })
    .execute();
  await db
    .insertInto('chapters')
    .values({ chapter_id: chapterId, chapter_name: 'The Only Chapter' })
    .execute();
  await db
    .insertInto('course_chapters')
    .values({ course_id: courseId, chapter_id: chapterId, position: 1 })
    .execute();
  const names = ['Basics - Hello', 'Basics - Goodbye', 'Exercise - Say Hello', 'Chapter Summary'];
  await db
    .insertInto('lessons')
    .values(
      lessonIds.map((lessonId, index) => ({
        lesson_id: lessonId,
        chapter_id: chapterId,
        position: index + 1,
        lesson_name: names[index] ?? '',
        youtube_link: null,
        lesson_video: null,
        lesson_html: '<p>Lesson</p>',
        files: '[]',
        captions: '[]',
      })),
    )
    .execute();
  await db
    .insertInto('exercises')
    .values({
      lesson_id: exercise,
      starter_code: '',
      time_limit_ms: 5000,
      hints: '[]',
      solution: 'print("Hello")',
      check_spec: JSON.stringify({ output: { expected: 'Hello\n', match: 'exact' } }),
    })
    .execute();
  return { courseId, first, second, exercise, summary };
}

export type ShortCourse = Awaited<ReturnType<typeof shortCourse>>;

/**
 * Opens a lesson of the course and completes it, as the lesson player does, as the signed-in account (or the
 * child profile in `options`); the completion's answer.
 */
export async function complete(
  env: ApiEnv,
  account: string,
  course: ShortCourse,
  lessonId: number,
  options: CallOptions = {},
) {
  const as = { as: account, ...options };
  await env.call(
    'fetchLesson',
    { UserID: account, CourseID: course.courseId, ChapterID: course.courseId, LessonID: lessonId },
    as,
  );
  return env.call('completeLesson', lessonCompletion(account, course.courseId, lessonId), as);
}

/** Has the server check a program for the course's exercise (a passing one unless told). */
export const pass = (
  env: ApiEnv,
  account: string,
  course: ShortCourse,
  options: CallOptions = {},
  code = 'print("Hello")',
) =>
  env.call(
    'checkExercise',
    { UserID: account, CourseID: course.courseId, LessonID: course.exercise, Code: code, HintsUsed: 0 },
    { as: account, ...options },
  );

/** Registers the account's profile with the name its certificates print. */
export const register = (env: ApiEnv, account: string, userName: string) =>
  env.ok(
    'registerUserData',
    { userId: account, userEmail: `${account}@example.com`, referralLink: 'None', userName },
    { as: account },
  );

/** The learner's certificates as stored. */
export const certificateRows = (db: Kysely<Database>, learnerKey: string) =>
  db.selectFrom('certificates').selectAll().where('user_id', '=', learnerKey).execute();
