import { useMemo } from 'react';
import { useGetChaptersQuery, type LessonPosition } from 'shared-events';
import type { Course } from 'shared-events/contract';

/** The free-trial course: its lessons are open to every signed-in learner, so they can be previewed. */
export const FREE_TRIAL_COURSE_ID = 1;

/** Lesson id → where its video plays for free (the free-trial course's lesson page). */
export function usePreviewLessons(
  courses: readonly Course[] | undefined,
): ReadonlyMap<number, LessonPosition & { courseLink: string }> {
  const trial = courses?.find((course) => course.CourseID === FREE_TRIAL_COURSE_ID);
  const { data: chapters } = useGetChaptersQuery(trial?.CourseChapters ?? [], { skip: !trial });
  return useMemo(() => {
    const lessons = new Map<number, LessonPosition & { courseLink: string }>();
    if (!trial || !chapters) return lessons;
    for (const chapter of chapters) {
      if (!trial.CourseChapters.includes(chapter.ChapterID)) continue;
      for (const lessonId of chapter.ChapterLessons)
        lessons.set(lessonId, { chapterId: chapter.ChapterID, lessonId, courseLink: trial.CourseLink });
    }
    return lessons;
  }, [trial, chapters]);
}
