import { courseProgress } from 'shared-events';
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

/** Completed counted lessons over all counted lessons of the course, rounded to a whole percent. */
export function progressPercent(
  { course, enrollment }: OwnedCourse,
  chapters: readonly Chapter[],
  lessons: readonly LessonNameEntry[],
): number {
  const inCourse = new Set(
    chapters
      .filter((chapter) => course.CourseChapters.includes(chapter.ChapterID))
      .flatMap((chapter) => chapter.ChapterLessons),
  );
  const courseLessons = lessons.filter((lesson) => inCourse.has(lesson.LessonID));
  return courseProgress(
    courseLessons,
    enrollment.CompletedSteps.map((step) => step.LessonID),
  ).percent;
}
