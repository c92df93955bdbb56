import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, selectEnrollments, selectIsLoggedIn, useAppSelector, useGetChaptersQuery } from 'shared-events';
import type { Course } from 'shared-events/contract';
import { lessonPath, nextLesson } from './nextLesson';

export const ENROLL_SIGN_IN_MESSAGE = 'Please login to enroll in this course.';

export type EnrollAction =
  | { kind: 'enroll'; enroll: () => void }
  /** `path` is null while the course's chapters load. */
  | { kind: 'continue'; path: string | null };

/**
 * The enrollment call to action (learning spec §4): visitors are asked to sign in, signed-in learners start
 * enrollment and go to /checkout, enrolled learners continue after their last completed lesson.
 */
export function useEnrollAction(
  course: Pick<Course, 'CourseID' | 'CourseLink' | 'CourseChapters'>,
): EnrollAction {
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const enrollment = useAppSelector(selectEnrollments).find((entry) => entry.CourseID === course.CourseID);
  const { data: chapters } = useGetChaptersQuery(course.CourseChapters, { skip: !enrollment });

  const enroll = useCallback(() => {
    if (!isLoggedIn) {
      bus.publish('auth:sign-in-requested', { message: ENROLL_SIGN_IN_MESSAGE });
      return;
    }
    bus.publish('checkout:enrollment-started', { courseId: course.CourseID, courseLink: course.CourseLink });
    void navigate('/checkout');
  }, [isLoggedIn, course.CourseID, course.CourseLink, navigate]);

  if (!enrollment) return { kind: 'enroll', enroll };
  const next = chapters ? nextLesson(course.CourseChapters, chapters, enrollment.CompletedSteps) : null;
  return {
    kind: 'continue',
    path: next ? lessonPath(course.CourseLink, next) : chapters ? `/course/${course.CourseLink}` : null,
  };
}
