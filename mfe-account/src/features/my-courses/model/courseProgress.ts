import { courseProgress, type CourseProgress } from 'shared-events';
import type { Chapter, Course, Enrollment, LessonNameEntry } from 'shared-contract';

export interface OwnedCourse {
  course: Course;
  enrollment: Enrollment;
}

/** The catalogue's courses the user is enrolled in, in CourseID order. */
export function ownedCourses(courses: readonly Course[], enrollments: readonly Enrollment[]): OwnedCourse[] {
  return courses.flatMap((course) => {
    const enrollment = enrollments.find((entry) => entry.CourseID === course.CourseID);
    return enrollment ? [{ course, enrollment }] : [];
  });
}

/**
 * The course's lessons completed over its lessons (exercises and chapter summaries are not lessons), with the
 * whole percent; `finished` once every lesson is done.
 */
export function progressOf(
  { course, enrollment }: OwnedCourse,
  chapters: readonly Chapter[],
  lessons: readonly LessonNameEntry[],
): CourseProgress & { finished: boolean } {
  const inCourse = new Set(
    chapters
      .filter((chapter) => course.CourseChapters.includes(chapter.ChapterID))
      .flatMap((chapter) => chapter.ChapterLessons),
  );
  const courseLessons = lessons.filter((lesson) => inCourse.has(lesson.LessonID));
  const progress = courseProgress(
    courseLessons,
    enrollment.CompletedSteps.map((step) => step.LessonID),
  );
  return { ...progress, finished: progress.total > 0 && progress.completed === progress.total };
}
