import { useMemo } from 'react';
import { useGetChaptersQuery, useGetLessonNamesQuery } from 'shared-events';
import type { Course } from 'shared-contract';
import { isCountedLesson } from './lessonRules';

/**
 * Lessons per CourseID (exercises and chapter summaries left out), known once the chapters and lesson names
 * of that course have loaded: one chapters request for all courses, then the names in batches of 100.
 */
export function useLessonCounts(courses: readonly Course[] | undefined): ReadonlyMap<number, number> {
  const chapterIds = useMemo(() => (courses ?? []).flatMap((course) => course.CourseChapters), [courses]);
  const { data: chapters } = useGetChaptersQuery(chapterIds, { skip: chapterIds.length === 0 });
  const lessonIds = useMemo(() => (chapters ?? []).flatMap((chapter) => chapter.ChapterLessons), [chapters]);
  const { data: lessonNames } = useGetLessonNamesQuery(lessonIds, { skip: lessonIds.length === 0 });

  return useMemo(() => {
    const counts = new Map<number, number>();
    if (!courses || !chapters || !lessonNames) return counts;
    const names = new Map(lessonNames.map((lesson) => [lesson.LessonID, lesson.LessonName]));
    const countedByChapter = new Map(
      chapters.map((chapter) => [
        chapter.ChapterID,
        chapter.ChapterLessons.filter((id) => isCountedLesson(names.get(id) ?? '')).length,
      ]),
    );
    for (const course of courses) {
      const perChapter = course.CourseChapters.map((id) => countedByChapter.get(id));
      if (perChapter.every((count) => count !== undefined)) {
        counts.set(
          course.CourseID,
          perChapter.reduce<number>((sum, count) => sum + (count ?? 0), 0),
        );
      }
    }
    return counts;
  }, [courses, chapters, lessonNames]);
}
