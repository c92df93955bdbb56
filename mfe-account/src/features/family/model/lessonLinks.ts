import type { Chapter, Course } from 'shared-contract';
import { coursePath, lessonPath } from 'shared-events';

/**
 * Where a dashboard's "next lesson" leads: the lesson in its chapter when the catalogue knows them, else the
 * course page (the dashboard names the course and the lesson, not the chapter).
 */
export function nextLessonPath(
  courseId: number,
  lessonId: number,
  courses: readonly Pick<Course, 'CourseID' | 'CourseLink' | 'CourseChapters'>[],
  chapters: readonly Pick<Chapter, 'ChapterID' | 'ChapterLessons'>[],
): string | null {
  const course = courses.find((entry) => entry.CourseID === courseId);
  if (!course) return null;
  const chapter = chapters.find(
    (entry) => course.CourseChapters.includes(entry.ChapterID) && entry.ChapterLessons.includes(lessonId),
  );
  return chapter
    ? lessonPath(course.CourseLink, { chapterId: chapter.ChapterID, lessonId })
    : coursePath(course.CourseLink);
}

/** A week's Monday (YYYY-MM-DD) as a short label, e.g. "Nov 17", read in UTC so the date does not shift. */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return weekStart;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
