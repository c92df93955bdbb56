import type { Chapter, Enrollment } from 'shared-events/contract';

export interface LessonRef {
  chapterId: number;
  lessonId: number;
}

/**
 * Where an enrolled learner resumes: the lesson after the furthest completed one in course order, the first
 * lesson when nothing is completed yet, and the last lesson once everything is done. Null when the course
 * has no lessons.
 */
export function nextLesson(
  chapterOrder: readonly number[],
  chapters: readonly Chapter[],
  completedSteps: Enrollment['CompletedSteps'],
): LessonRef | null {
  const byId = new Map(chapters.map((chapter) => [chapter.ChapterID, chapter]));
  const lessons: LessonRef[] = chapterOrder.flatMap((chapterId) =>
    (byId.get(chapterId)?.ChapterLessons ?? []).map((lessonId) => ({ chapterId, lessonId })),
  );
  if (lessons.length === 0) return null;
  const completed = new Set(completedSteps.map((step) => step.LessonID));
  let furthest = -1;
  lessons.forEach((lesson, index) => {
    if (completed.has(lesson.lessonId)) furthest = index;
  });
  return lessons[Math.min(furthest + 1, lessons.length - 1)] ?? null;
}

export const lessonPath = (courseLink: string, { chapterId, lessonId }: LessonRef) =>
  `/course/${courseLink}/chapter/${chapterId}/lesson/${lessonId}`;
