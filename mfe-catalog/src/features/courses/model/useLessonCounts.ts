import { useMemo } from 'react';
import { useGetChaptersQuery } from 'shared-events';
import type { Course } from 'shared-events/contract';

/** Lessons per CourseID, known once every chapter of that course has loaded (one request for all courses). */
export function useLessonCounts(courses: readonly Course[] | undefined): ReadonlyMap<number, number> {
  const chapterIds = useMemo(() => (courses ?? []).flatMap((course) => course.CourseChapters), [courses]);
  const { data: chapters } = useGetChaptersQuery(chapterIds, { skip: chapterIds.length === 0 });

  return useMemo(() => {
    const counts = new Map<number, number>();
    if (!courses || !chapters) return counts;
    const lessonsByChapter = new Map(chapters.map((chapter) => [chapter.ChapterID, chapter.ChapterLessons.length]));
    for (const course of courses) {
      const perChapter = course.CourseChapters.map((id) => lessonsByChapter.get(id));
      if (perChapter.every((count) => count !== undefined)) {
        counts.set(
          course.CourseID,
          perChapter.reduce<number>((sum, count) => sum + (count ?? 0), 0),
        );
      }
    }
    return counts;
  }, [courses, chapters]);
}
