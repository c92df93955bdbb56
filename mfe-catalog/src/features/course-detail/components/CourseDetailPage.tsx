import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectEnrollments, useAppSelector, useGetCoursesQuery, usePageMetadata } from 'shared-platform';
import { ErrorText, media, PageContainer, Spinner, Staged, Tabs } from 'shared-ui';
import { useLessonCounts } from '../../courses';
import { ReviewsTab } from '../../reviews';
import { CourseHeader } from './CourseHeader';
import { CourseSidebar } from './CourseSidebar';
import { CurriculumTab } from './CurriculumTab';
import { InstructorsTab } from './InstructorsTab';
import { OverviewTab } from './OverviewTab';
import { RelatedCourses } from './RelatedCourses';

export const COURSE_MISSING_MESSAGE = 'Failed to load course details';

/** How many courses the sidebar's Latest Courses lists. */
const LATEST_COUNT = 3;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};

  ${media.below('large')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// A full screen while loading, so the footer does not jump when the course arrives.
const Centered = styled.div`
  display: flex;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xxxl} 0;
`;

// Where the tabs will be, until they render: the footer (shown before the page on arrival) stays below the fold.
const TabsPlace = styled.div`
  min-height: 100vh;
`;

/** /course/:courseLink — the course, its tabs, sidebar and related courses. */
export default function CourseDetailPage() {
  const { courseLink } = useParams();
  const [searchParams] = useSearchParams();
  const couponCode = searchParams.get('coupon') ?? undefined;
  // Only a code validated on this course's page goes to its checkout.
  const [validCoupon, setValidCoupon] = useState<{ courseId: number; code: string } | null>(null);
  const { data: courses, isLoading } = useGetCoursesQuery();
  const course = courses?.find((entry) => entry.CourseLink === courseLink);
  const enrolled = useAppSelector(selectEnrollments).some((entry) => entry.CourseID === course?.CourseID);
  const single = useMemo(() => (course ? [course] : undefined), [course]);
  const lessons = useLessonCounts(single).get(course?.CourseID ?? 0);
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

  const others = courses.filter((entry) => entry.CourseID !== course.CourseID);
  const latest = [...others].sort((a, b) => b.CourseID - a.CourseID).slice(0, LATEST_COUNT);
  return (
    <>
      <CourseHeader
        course={course}
        coupon={validCoupon?.courseId === course.CourseID ? validCoupon.code : null}
      />
      <PageContainer>
        {/* Below the header (the first screen on a phone): each part in a task of its own on arrival. */}
        <Columns>
          <Staged fallback={<TabsPlace />}>
            <Tabs
              label="Course sections"
              items={[
                { id: 'overview', label: 'Overview', content: <OverviewTab course={course} /> },
                { id: 'curriculum', label: 'Curriculum', content: <CurriculumTab course={course} /> },
                { id: 'instructors', label: 'Instructors', content: <InstructorsTab /> },
                { id: 'reviews', label: 'Reviews', content: <ReviewsTab courseId={course.CourseID} /> },
              ]}
            />
          </Staged>
          <Staged>
            <CourseSidebar
              course={course}
              lessons={lessons}
              enrolled={enrolled}
              latest={latest}
              couponCode={couponCode}
              onCouponValidated={(code) => setValidCoupon(code ? { courseId: course.CourseID, code } : null)}
            />
          </Staged>
        </Columns>
        <Staged>
          <RelatedCourses courses={others} />
        </Staged>
      </PageContainer>
    </>
  );
}
