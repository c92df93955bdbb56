import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, errorMessages, useGetCoursesQuery } from 'shared-events';
import { ErrorText, PageContainer, Spinner } from 'shared-ui';
import { useLessonCounts } from '../model/useLessonCounts';
import type { CourseCardLayout } from './CourseCard';
import { CourseList } from './CourseList';
import { ViewToggle } from './ViewToggle';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.lg}`};
`;

/** /courses: every course, as a grid or a list. */
export default function CoursesPage() {
  const [layout, setLayout] = useState<CourseCardLayout>('grid');
  const { data: courses, error, isLoading } = useGetCoursesQuery();
  const lessonCounts = useLessonCounts(courses);

  return (
    <PageContainer>
      <Toolbar>
        <h1>All Courses</h1>
        <ViewToggle value={layout} onChange={setLayout} />
      </Toolbar>
      {isLoading && <Spinner label="Loading courses" />}
      {error && <ErrorText role="alert">{apiErrorMessage(error, errorMessages.courses)}</ErrorText>}
      {courses && (
        <CourseList
          courses={courses}
          lessonCounts={lessonCounts}
          layout={layout}
          headingLevel="h2"
          label="Courses"
        />
      )}
    </PageContainer>
  );
}
