import { isCountedLesson, type LessonNameEntry } from 'shared-contract';

export interface CourseProgress {
  /** Counted lessons of the course that are completed. */
  completed: number;
  /** Counted lessons of the course. */
  total: number;
  /** completed / total as a whole percentage (0 for a course without counted lessons). */
  percent: number;
}

/**
 * Progress through a course: counted lessons completed over counted lessons. Each lesson counts once, and a
 * completed step for a lesson outside `lessons` (another course, an uncounted lesson) never counts.
 */
export function courseProgress(
  lessons: readonly Pick<LessonNameEntry, 'LessonID' | 'LessonName'>[],
  completedLessonIds: Iterable<number>,
): CourseProgress {
  const done = new Set(completedLessonIds);
  const counted = new Set(
    lessons.filter((lesson) => isCountedLesson(lesson.LessonName)).map((lesson) => lesson.LessonID),
  );
  const completed = [...counted].filter((id) => done.has(id)).length;
  const total = counted.size;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
