import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { api, useAppDispatch, useGetChaptersQuery, useGetCoursesQuery } from 'shared-events';
import { Button, Card, PageContainer, Spinner } from 'shared-ui';
import { parseCourseId } from '../../checkout/model/checkoutCourse';
import { firstLessonPath } from '../model/firstLessonPath';

const Panel = styled(Card)`
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.xxl};
  text-align: center;

  h1 {
    margin: 0;
  }
`;

const NO_CHAPTERS: readonly number[] = [];

/** /thank-you[?courseId=N&coupon_code=CODE]: the purchase or enrolment is confirmed; Access course opens it. */
export default function ThankYouPage() {
  const [params] = useSearchParams();
  const courseId = parseCourseId(params.get('courseId'));
  const couponCode = params.get('coupon_code')?.trim();
  const dispatch = useAppDispatch();
  const courses = useGetCoursesQuery(undefined, { skip: courseId === null });
  const course = courses.data?.find((candidate) => candidate.CourseID === courseId);
  const chapters = useGetChaptersQuery(course?.CourseChapters ?? NO_CHAPTERS, { skip: !course });

  // The enrolment happened on the server (webhook or enrolment call): every view of the enrollments refreshes.
  useEffect(() => {
    dispatch(api.util.invalidateTags(['Enrollments']));
  }, [dispatch]);

  const resolving = courseId !== null && (courses.isLoading || (course !== undefined && chapters.isLoading));
  const target = course
    ? (firstLessonPath(course, chapters.data ?? []) ?? `/course/${course.CourseLink}`)
    : '/my-courses';

  return (
    <PageContainer $size="narrow">
      <Panel as="section" aria-labelledby="thank-you-title">
        <h1 id="thank-you-title">Thank You!</h1>
        <p>
          {course ? (
            <>
              You are now enrolled in <strong>{course.CourseName}</strong>.
            </>
          ) : (
            'Your enrollment is confirmed.'
          )}
        </p>
        {couponCode && <p>Coupon {couponCode} was applied to your order.</p>}
        {resolving ? (
          <Spinner label="Preparing your course" />
        ) : (
          <Button as={Link} to={target} size="lg">
            Access course
          </Button>
        )}
      </Panel>
    </PageContainer>
  );
}
