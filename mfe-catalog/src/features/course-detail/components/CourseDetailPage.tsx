import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetCoursesQuery, usePageMetadata } from 'shared-events';
import { ErrorText, PageContainer, Spinner, Tabs } from 'shared-ui';
import { ReviewsTab } from '../../reviews';
import { Centered, Columns } from './CourseDetailPage.styles';
import { CourseHeader } from './CourseHeader';
import { CourseSidebar } from './CourseSidebar';
import { CurriculumTab } from './CurriculumTab';
import { InstructorsTab } from './InstructorsTab';
import { OverviewTab } from './OverviewTab';
import { RelatedCourses } from './RelatedCourses';

export const COURSE_MISSING_MESSAGE = 'Failed to load course details';

/** How many courses the sidebar's Latest Courses lists. */
const LATEST_COUNT = 3;

/**
 * /course/:courseLink — the course, its tabs, sidebar and related courses. What changes after arrival (the lesson
 * count, the learner's enrolments) is read by the sidebar, the only part that shows it: a change then renders the
 * sidebar, not the whole page again (each whole render was a long task on a phone).
 */
export default function CourseDetailPage() {
  const { courseLink } = useParams();
  const [searchParams] = useSearchParams();
  const couponCode = searchParams.get('coupon') ?? undefined;
  // Only a code validated on this course's page goes to its checkout.
  const [validCoupon, setValidCoupon] = useState<{ courseId: number; code: string } | null>(null);
  const { data: courses, isLoading } = useGetCoursesQuery();
  const course = courses?.find((entry) => entry.CourseLink === courseLink);
  const others = useMemo(
    () => (courses ?? []).filter((entry) => entry.CourseID !== course?.CourseID),
    [courses, course],
  );
  const latest = useMemo(
    () => [...others].sort((a, b) => b.CourseID - a.CourseID).slice(0, LATEST_COUNT),
    [others],
  );
  usePageMetadata({ title: course?.CourseName, description: course?.CourseDescription });

  if (isLoading) {
    return (
      <Centered>
        <Spinner label="Loading course" />
      </Centered>
    );
  }
  if (!course || !courses) {
    return (
      <PageContainer>
        <Centered>
          <ErrorText>{COURSE_MISSING_MESSAGE}</ErrorText>
        </Centered>
      </PageContainer>
    );
  }

  return (
    <>
      <CourseHeader
        course={course}
        coupon={validCoupon?.courseId === course.CourseID ? validCoupon.code : null}
      />
      <PageContainer>
        <Columns>
          <Tabs
            label="Course sections"
            items={[
              { id: 'overview', label: 'Overview', content: <OverviewTab course={course} /> },
              { id: 'curriculum', label: 'Curriculum', content: <CurriculumTab course={course} /> },
              { id: 'instructors', label: 'Instructors', content: <InstructorsTab /> },
              { id: 'reviews', label: 'Reviews', content: <ReviewsTab courseId={course.CourseID} /> },
            ]}
          />
          <CourseSidebar
            course={course}
            latest={latest}
            couponCode={couponCode}
            onCouponValidated={(code) => setValidCoupon(code ? { courseId: course.CourseID, code } : null)}
          />
        </Columns>
        <RelatedCourses courses={others} />
      </PageContainer>
    </>
  );
}
