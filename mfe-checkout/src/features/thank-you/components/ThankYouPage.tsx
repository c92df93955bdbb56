import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  api,
  isChildProfileActive,
  selectUserId,
  useAppDispatch,
  useAppSelector,
  useGetChaptersQuery,
  useGetCoursesQuery,
  useGetEnrollmentsQuery,
} from 'shared-events';
import { Button, PageContainer, Spinner } from 'shared-ui';
import { checkoutMessages, parseCourseId } from '../../checkout';
import { firstLessonPath } from '../model/firstLessonPath';
import { Panel } from './ThankYouPage.styles';

const NO_CHAPTERS: readonly number[] = [];

/** A provider's webhook may land a moment after the learner is sent here: ask again this often, this long. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_WAIT_MS = 20_000;

/** The enrolment's source when the provider confirmed a payment: the API mails its receipt then. */
const PAID = 'payment';
export const RECEIPT_NOTE = 'Your receipt is on its way to your e-mail address.';

export const NOT_CONFIRMED_MESSAGE =
  'We have not received a confirmation for this course yet. If you have just paid, it can take a minute: your courses are always in My Courses.';

/**
 * /thank-you[?courseId=N]: confirms the enrolment the server has recorded for the signed-in learner (the
 * address only says which course to look for; it proves nothing), with its coupon, who in the family can use
 * it and, after a payment, that its receipt is mailed; Access course opens it. Without a confirmed enrolment the page says so neutrally and points to My Courses.
 */
export default function ThankYouPage() {
  const [params] = useSearchParams();
  const courseId = parseCourseId(params.get('courseId'));
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  // A course the parent enrolled in is every child's; a child's own free trial is the child's alone. A child is
  // shown no coupon either: buying is the parent's.
  const childActive = useAppSelector(isChildProfileActive);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const enrollments = useGetEnrollmentsQuery(userId ?? '', { skip: !userId || courseId === null });
  const enrollment = enrollments.data?.find((entry) => entry.CourseID === courseId);
  const courses = useGetCoursesQuery(undefined, { skip: !enrollment });
  const course = courses.data?.find((candidate) => candidate.CourseID === courseId);
  const chapters = useGetChaptersQuery(course?.CourseChapters ?? NO_CHAPTERS, { skip: !course });

  // The enrolment happened on the server (webhook or enrolment call): every view of the enrollments refreshes.
  useEffect(() => {
    dispatch(api.util.invalidateTags(['Enrollments']));
  }, [dispatch]);

  const confirming = userId !== null && courseId !== null && !enrollment && !waitedLongEnough;
  const { refetch } = enrollments;
  useEffect(() => {
    if (!confirming) return;
    const poll = setInterval(() => void refetch(), CONFIRM_POLL_MS);
    const giveUp = setTimeout(() => setWaitedLongEnough(true), CONFIRM_WAIT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [confirming, refetch]);

  const resolving =
    confirming ||
    (enrollment !== undefined && (courses.isLoading || (course !== undefined && chapters.isLoading)));
  const target = course
    ? (firstLessonPath(course, chapters.data ?? []) ?? `/course/${course.CourseLink}`)
    : '/my-courses';

  return (
    <PageContainer $size="narrow">
      <Panel forwardedAs="section" aria-labelledby="thank-you-title">
        <h1 id="thank-you-title">Thank You!</h1>
        {resolving ? (
          <Spinner label="Confirming your enrollment" />
        ) : (
          <>
            <p>
              {course ? (
                <>
                  You are now enrolled in <strong>{course.CourseName}</strong>.
                </>
              ) : courseId !== null ? (
                NOT_CONFIRMED_MESSAGE
              ) : (
                'Your courses are waiting for you in My Courses.'
              )}
            </p>
            {course && enrollment?.CouponCode && !childActive && (
              <p>Coupon {enrollment.CouponCode} was applied to your order.</p>
            )}
            {course && enrollment && !childActive && <p>{checkoutMessages.familyUse}</p>}
            {course && enrollment?.Source === PAID && <p>{RECEIPT_NOTE}</p>}
            <Button as={Link} to={target} size="lg">
              Access course
            </Button>
          </>
        )}
      </Panel>
    </PageContainer>
  );
}
