import type { Kysely } from 'kysely';
import type { CaptionTrack, WireBodyOf } from 'shared-contract';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { Learner } from '../../identity/identity';
import { FREE_TRIAL_COURSE_ID, isLearnerEnrolled } from './enrollments';

type WireLesson = WireBodyOf<'fetchLesson'>;

/** Lesson content is for the enrolled (the family or the learner), and for every signed-in learner in the free trial. */
export async function assertMayLearn(
  db: Kysely<Database>,
  learner: Learner,
  courseId: number,
): Promise<void> {
  if (courseId === FREE_TRIAL_COURSE_ID) return;
  if (!(await isLearnerEnrolled(db, learner, courseId)))
    throw forbidden(`You are not enrolled in course ${courseId}`);
}

/** The lesson when it belongs to that chapter of that course; 404 otherwise. */
export async function findLesson(
  db: Kysely<Database>,
  courseId: number,
  chapterId: number,
  lessonId: number,
): Promise<WireLesson> {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
    .leftJoin('exercises', 'exercises.lesson_id', 'lessons.lesson_id')
    .selectAll('lessons')
    .select('exercises.lesson_id as exercise_id')
    .where('lessons.lesson_id', '=', lessonId)
    .where('lessons.chapter_id', '=', chapterId)
    .where('course_chapters.course_id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound(`Lesson ${lessonId} is not in chapter ${chapterId} of course ${courseId}`);
  return {
    LessonID: row.lesson_id,
    LessonName: row.lesson_name,
    ChapterID: row.chapter_id,
    CourseID: courseId,
    YouTubeLink: row.youtube_link,
    LessonVideo: row.lesson_video,
    LessonHTML: row.lesson_html,
    Files: JSON.parse(row.files) as string[],
    HasExercise: row.exercise_id !== null,
    CaptionTracks: JSON.parse(row.captions) as CaptionTrack[],
  };
}

/** 404 unless the lesson is taught in the course (in any of its chapters). */
export async function assertLessonInCourse(
  db: Kysely<Database>,
  courseId: number,
  lessonId: number,
): Promise<void> {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
    .select('lessons.lesson_id')
    .where('lessons.lesson_id', '=', lessonId)
    .where('course_chapters.course_id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound(`Lesson ${lessonId} is not part of course ${courseId}`);
}

/** The course-wide download; 404 for an unknown course or one without files. */
export async function courseFile(db: Kysely<Database>, courseId: number): Promise<string> {
  const course = await db
    .selectFrom('courses')
    .select('files_url')
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound(`Course ${courseId} not found`);
  if (!course.files_url) throw notFound(`Course ${courseId} has no files`);
  return course.files_url;
}
