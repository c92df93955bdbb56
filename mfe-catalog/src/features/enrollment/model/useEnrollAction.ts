import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bus,
  CHECKOUT_PARAMS,
  checkoutPath,
  coursePath,
  resumePath,
  selectEnrollments,
  selectIsLoggedIn,
  useAppSelector,
  useGetChaptersQuery,
} from 'shared-events';
import type { Course } from 'shared-contract';

export const ENROLL_SIGN_IN_MESSAGE = 'Please login to enroll in this course.';

/** The parameter the course page keeps a validated coupon in, as /checkout reads it. */
export const COUPON_PARAM = CHECKOUT_PARAMS.coupon;

export type EnrollAction =
  | { kind: 'enroll'; enroll: () => void }
  /** `path` is null while the course's chapters load. */
  | { kind: 'continue'; path: string | null };

/**
 * The enrollment call to action (learning spec §4): visitors are asked to sign in, signed-in learners start
 * enrollment and go to /checkout, enrolled learners continue after their last completed lesson (the one rule in
 * shared-events, which My Courses uses too). `coupon` is a code validated for this very course; it goes on to
 * /checkout (never read from the address, where it would reach every course's button on the page).
 */
export function useEnrollAction(
  course: Pick<Course, 'CourseID' | 'CourseLink' | 'CourseChapters'>,
  coupon: string | null = null,
): EnrollAction {
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const enrollment = useAppSelector(selectEnrollments).find((entry) => entry.CourseID === course.CourseID);
  const chapters = useGetChaptersQuery(course.CourseChapters, { skip: !enrollment });

  const enroll = useCallback(() => {
    if (!isLoggedIn) {
      bus.publish('auth:sign-in-requested', {
        message: ENROLL_SIGN_IN_MESSAGE,
        returnTo: checkoutPath(course.CourseID, coupon),
      });
      return;
    }
    bus.publish('checkout:enrollment-started', { courseId: course.CourseID, courseLink: course.CourseLink });
    // The course (and coupon) also travel in the URL: the checkout remote may load only after the event.
    void navigate(checkoutPath(course.CourseID, coupon));
  }, [isLoggedIn, course.CourseID, course.CourseLink, coupon, navigate]);

  if (!enrollment) return { kind: 'enroll', enroll };
  if (chapters.data)
    return { kind: 'continue', path: resumePath(course, chapters.data, enrollment.CompletedSteps) };
  // Without the chapters the course page still lets the learner in.
  return { kind: 'continue', path: chapters.isError ? coursePath(course.CourseLink) : null };
}
