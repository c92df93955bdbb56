import type { Chapter, Course } from 'shared-contract';

/** Where a new learner starts: the first lesson of the course's first chapter (chapters by ascending id). */
export function firstLessonPath(
  course: Pick<Course, 'CourseLink'>,
  chapters: readonly Chapter[],
): string | null {
  const first = [...chapters]
    .sort((a, b) => a.ChapterID - b.ChapterID)
    .find((chapter) => chapter.ChapterLessons.length > 0);
  const lessonId = first?.ChapterLessons[0];
  if (!first || lessonId === undefined) return null;
  return `/course/${course.CourseLink}/chapter/${first.ChapterID}/lesson/${lessonId}`;
}
