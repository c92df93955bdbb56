import { isCountedLesson } from 'shared-contract';
import { useMemo } from 'react';
import {
  apiErrorMessage,
  courseLessonOrder,
  errorMessages,
  useGetChaptersQuery,
  useGetCoursesQuery,
  useGetLessonNamesQuery,
  type LessonPosition,
} from 'shared-events';
import type { Chapter, Course, LessonNameEntry } from 'shared-contract';

export interface OutlineLesson {
  LessonID: number;
  LessonName: string;
  /** False for exercises and chapter summaries, which never count towards progress. */
  counted: boolean;
}

export interface OutlineChapter {
  ChapterID: number;
  ChapterName: string;
  lessons: OutlineLesson[];
}

export interface CourseOutline {
  status: 'loading' | 'failed' | 'not-found' | 'ready';
  /** Known as soon as the catalogue has loaded, before the chapters and lesson names. */
  course: Course | undefined;
  /** The lessons in teaching order, known once the chapters have loaded. */
  order: LessonPosition[];
  /** Chapters with named lessons; empty until ready. */
  chapters: OutlineChapter[];
  /** What failed, when status is 'failed'. */
  message: string | null;
}

export type CourseMatch = { courseLink: string } | { courseId: number };

const NO_IDS: readonly number[] = [];

function matches(course: Course, match: CourseMatch): boolean {
  return 'courseLink' in match ? course.CourseLink === match.courseLink : course.CourseID === match.courseId;
}

function buildChapters(
  order: readonly LessonPosition[],
  chapters: readonly Chapter[],
  names: readonly LessonNameEntry[],
): OutlineChapter[] {
  const nameOf = new Map(names.map((entry) => [entry.LessonID, entry.LessonName]));
  const byId = new Map(chapters.map((chapter) => [chapter.ChapterID, chapter]));
  const outline = new Map<number, OutlineChapter>();
  for (const { chapterId, lessonId } of order) {
    let chapter = outline.get(chapterId);
    if (!chapter) {
      chapter = { ChapterID: chapterId, ChapterName: byId.get(chapterId)?.ChapterName ?? '', lessons: [] };
      outline.set(chapterId, chapter);
    }
    const name = nameOf.get(lessonId) ?? `Lesson ${lessonId}`;
    chapter.lessons.push({ LessonID: lessonId, LessonName: name, counted: isCountedLesson(name) });
  }
  return [...outline.values()];
}

/**
 * A course with its chapters (by numeric id) and named lessons in teaching order, from the cached catalogue
 * calls. `onlyChapters` narrows it to some chapters (the free trial's 1 and 2).
 */
export function useCourseOutline(match: CourseMatch, onlyChapters?: readonly number[]): CourseOutline {
  const courses = useGetCoursesQuery();
  const course = courses.data?.find((entry) => matches(entry, match));
  const chapterIds = useMemo(() => {
    const ids = course?.CourseChapters ?? NO_IDS;
    return onlyChapters ? ids.filter((id) => onlyChapters.includes(id)) : ids;
  }, [course, onlyChapters]);
  const chapters = useGetChaptersQuery(chapterIds, { skip: chapterIds.length === 0 });
  const order = useMemo(
    () => courseLessonOrder(chapterIds, chapters.data ?? []),
    [chapterIds, chapters.data],
  );
  const lessonIds = useMemo(() => order.map((position) => position.lessonId), [order]);
  const names = useGetLessonNamesQuery(lessonIds, { skip: lessonIds.length === 0 });

  return useMemo((): CourseOutline => {
    const base = { course, order, chapters: [], message: null };
    const failed = (message: string): CourseOutline => ({ ...base, status: 'failed', message });
    if (courses.error) return failed(apiErrorMessage(courses.error, errorMessages.courses));
    if (!courses.data) return { ...base, status: 'loading' };
    if (!course) return { ...base, status: 'not-found' };
    if (chapters.error) return failed(apiErrorMessage(chapters.error, errorMessages.chapters));
    if (chapterIds.length > 0 && !chapters.data) return { ...base, status: 'loading' };
    if (names.error) {
      const status = 'status' in names.error ? names.error.status : 'FETCH_ERROR';
      return failed(apiErrorMessage(names.error, errorMessages.lessonNames(status)));
    }
    if (lessonIds.length > 0 && !names.data) return { ...base, status: 'loading' };
    return {
      ...base,
      status: 'ready',
      chapters: buildChapters(order, chapters.data ?? [], names.data ?? []),
    };
  }, [
    courses.error,
    courses.data,
    course,
    chapters.error,
    chapters.data,
    chapterIds,
    names.error,
    names.data,
    lessonIds,
    order,
  ]);
}
