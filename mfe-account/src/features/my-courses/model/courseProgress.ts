import { isCountedLesson } from 'shared-events';
import type { Chapter, Course, Enrollment, LessonNameEntry } from 'shared-events/contract';

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
  const names = new Map(lessons.map((lesson) => [lesson.LessonID, lesson.LessonName]));
  const counted = new Set(
    chapters
      .filter((chapter) => course.CourseChapters.includes(chapter.ChapterID))
      .flatMap((chapter) => chapter.ChapterLessons)
      .filter((id) => {
        const name = names.get(id);
        return name !== undefined && isCountedLesson(name);
      }),
  );
  if (counted.size === 0) return 0;
  const done = new Set(
    enrollment.CompletedSteps.map((step) => step.LessonID).filter((id) => counted.has(id)),
  );
  return Math.round((done.size / counted.size) * 100);
}
