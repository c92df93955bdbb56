import type { Chapter, Course } from 'shared-contract';

/** Where a lesson sits in a course. */
export interface LessonPosition {
  chapterId: number;
  lessonId: number;
}

/** A completed step; CompletedAt may be missing in older views, where list order is the completion order. */
export interface CompletedLesson {
  LessonID: number;
  CompletedAt?: string;
}

/**
 * The lessons of a course in the order they are taught: the course's chapters by numeric id (spec §9), each
 * chapter's lessons in its ChapterLessons order. Chapters of other courses in `chapters` are ignored.
 */
export function courseLessonOrder(
  courseChapterIds: readonly number[],
  chapters: readonly Pick<Chapter, 'ChapterID' | 'ChapterLessons'>[],
): LessonPosition[] {
  const byId = new Map(chapters.map((chapter) => [chapter.ChapterID, chapter]));
  const seen = new Set<number>();
  const order: LessonPosition[] = [];
  for (const chapterId of [...new Set(courseChapterIds)].sort((a, b) => a - b)) {
    for (const lessonId of byId.get(chapterId)?.ChapterLessons ?? []) {
      if (seen.has(lessonId)) continue;
      seen.add(lessonId);
      order.push({ chapterId, lessonId });
    }
  }
  return order;
}

/** The lesson taught after `lessonId`, or null at the end of the course (or for a lesson not in it). */
export function lessonAfter(order: readonly LessonPosition[], lessonId: number): LessonPosition | null {
  const index = order.findIndex((position) => position.lessonId === lessonId);
  return index === -1 ? null : (order[index + 1] ?? null);
}

function completedTime(step: CompletedLesson): number {
  const time = step.CompletedAt === undefined ? Number.NaN : Date.parse(step.CompletedAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Where Continue / Open Course resumes: the lesson after the most recently completed one. Without progress
 * that is the first lesson; after the course's last lesson it is the first lesson still open, or the last
 * lesson when everything is done. Null only for a course without lessons.
 */
export function resumeLesson(
  order: readonly LessonPosition[],
  completedSteps: readonly CompletedLesson[],
): LessonPosition | null {
  const first = order[0];
  if (!first) return null;
  const inCourse = new Set(order.map((position) => position.lessonId));
  let last: CompletedLesson | undefined;
  for (const step of completedSteps) {
    // Ties (and steps without a time) go to the later entry: lists are in completion order.
    if (inCourse.has(step.LessonID) && (!last || completedTime(step) >= completedTime(last))) last = step;
  }
  if (!last) return first;
  const next = lessonAfter(order, last.LessonID);
  if (next) return next;
  const done = new Set(completedSteps.map((step) => step.LessonID));
  return order.find((position) => !done.has(position.lessonId)) ?? order[order.length - 1] ?? first;
}

/** The course page's route. */
export function coursePath(courseLink: string): string {
  return `/course/${encodeURIComponent(courseLink)}`;
}

/** The query parameters /checkout understands: the course (required) and a coupon validated on arrival. */
export const CHECKOUT_PARAMS = { courseId: 'courseId', coupon: 'coupon' } as const;

/** /checkout for a course, with a coupon the learner applied (blank means none). */
export function checkoutPath(courseId: number, coupon: string | null = null): string {
  const params = new URLSearchParams({ [CHECKOUT_PARAMS.courseId]: String(courseId) });
  if (coupon?.trim()) params.set(CHECKOUT_PARAMS.coupon, coupon.trim());
  return `/checkout?${params.toString()}`;
}

/** The lesson player's route for a lesson. */
export function lessonPath(courseLink: string, { chapterId, lessonId }: LessonPosition): string {
  return `${coursePath(courseLink)}/chapter/${chapterId}/lesson/${lessonId}`;
}

/**
 * Where an enrolled learner's Continue / Open Course goes (learning spec §4): the lesson `resumeLesson` picks,
 * or the course page for a course without lessons.
 */
export function resumePath(
  course: Pick<Course, 'CourseLink' | 'CourseChapters'>,
  chapters: readonly Pick<Chapter, 'ChapterID' | 'ChapterLessons'>[],
  completedSteps: readonly CompletedLesson[],
): string {
  const lesson = resumeLesson(courseLessonOrder(course.CourseChapters, chapters), completedSteps);
  return lesson ? lessonPath(course.CourseLink, lesson) : coursePath(course.CourseLink);
}
