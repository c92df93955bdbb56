import type { Kysely, Selectable } from 'kysely';
import { FREE_TRIAL_RULES, previewVideoAddress, type WireBodyOf } from 'shared-contract';
import type { Database, LessonsTable } from '../../db/schema';

type WireCourse = WireBodyOf<'getCourses'>['Courses'][number];
type WireChapter = WireBodyOf<'getChapters'>['Chapters'][number];
type LessonName = WireBodyOf<'getLessonNames'>['Lessons'][number];

/**
 * Every course, by CourseID ascending, with CourseChapters as the JSON string the original API sends.
 * Students is the learners from before this platform plus the live enrollments, counted for all courses
 * in one grouped query, so it rises with every enrollment without a stored counter to keep in step.
 */
export async function listCourses(db: Kysely<Database>): Promise<WireCourse[]> {
  const [courses, links] = await Promise.all([
    db
      .selectFrom('courses')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('enrollments')
            .select((inner) => ['course_id', inner.fn.countAll().as('enrolled')])
            .groupBy('course_id')
            .as('live'),
        (join) => join.onRef('live.course_id', '=', 'courses.course_id'),
      )
      .selectAll('courses')
      .select('live.enrolled')
      .orderBy('courses.course_id')
      .execute(),
    db
      .selectFrom('course_chapters')
      .select(['course_id', 'chapter_id'])
      .orderBy('course_id')
      .orderBy('position')
      .execute(),
  ]);
  const chaptersOf = new Map<number, number[]>();
  for (const link of links)
    chaptersOf.set(link.course_id, [...(chaptersOf.get(link.course_id) ?? []), link.chapter_id]);
  return courses.map((course) => ({
    CourseID: course.course_id,
    CourseLink: course.course_link,
    CourseName: course.course_name,
    CourseDescription: course.course_description,
    CourseImage: course.course_image,
    Price: Number(course.price),
    OfferPrice: course.offer_price === null ? null : Number(course.offer_price),
    Level: course.level,
    CourseDuration: { Hours: course.duration_hours, Minutes: course.duration_minutes },
    // PostgreSQL returns count(*) as a bigint string, SQLite as a number; no enrollment leaves it null.
    Students: course.legacy_students + Number(course.enrolled ?? 0),
    Categories: JSON.parse(course.categories) as string[],
    CourseChapters: JSON.stringify(chaptersOf.get(course.course_id) ?? []),
    Receivables: JSON.parse(course.receivables) as Record<string, string>,
  }));
}

/** The requested chapters that exist, by ChapterID ascending, each with its lessons in order. */
export async function findChapters(db: Kysely<Database>, chapterIds: number[]): Promise<WireChapter[]> {
  if (chapterIds.length === 0) return [];
  const [chapters, lessons] = await Promise.all([
    db
      .selectFrom('chapters')
      .selectAll()
      .where('chapter_id', 'in', chapterIds)
      .orderBy('chapter_id')
      .execute(),
    db
      .selectFrom('lessons')
      .select(['chapter_id', 'lesson_id'])
      .where('chapter_id', 'in', chapterIds)
      .orderBy('chapter_id')
      .orderBy('position')
      .execute(),
  ]);
  return chapters.map((chapter) => ({
    ChapterID: chapter.chapter_id,
    ChapterName: chapter.chapter_name,
    ChapterLessons: lessons
      .filter((lesson) => lesson.chapter_id === chapter.chapter_id)
      .map((lesson) => lesson.lesson_id),
  }));
}

const trialChapterIds: readonly number[] = FREE_TRIAL_RULES.chapterIds;

/**
 * The video a visitor may preview: the first valid video link of a free-trial lesson. The trial is given to
 * anyone who signs up, so its videos are no paid content; every other lesson's video stays behind enrolment.
 */
function previewVideo(
  lesson: Pick<Selectable<LessonsTable>, 'chapter_id' | 'youtube_link' | 'lesson_video'>,
) {
  if (!trialChapterIds.includes(lesson.chapter_id)) return undefined;
  return [lesson.youtube_link, lesson.lesson_video].find(
    (link): link is string => !!link && previewVideoAddress().safeParse(link).success,
  );
}

/** Names of the requested lessons that exist, by LessonID ascending, with a preview video where there is one. */
export async function findLessonNames(db: Kysely<Database>, lessonIds: number[]): Promise<LessonName[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .selectFrom('lessons')
    .select(['lesson_id', 'lesson_name', 'chapter_id', 'youtube_link', 'lesson_video'])
    .where('lesson_id', 'in', lessonIds)
    .orderBy('lesson_id')
    .execute();
  return rows.map((row) => {
    const preview = previewVideo(row);
    return {
      LessonID: row.lesson_id,
      LessonName: row.lesson_name,
      ...(preview ? { PreviewVideo: preview } : {}),
    };
  });
}
