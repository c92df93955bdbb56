import { useState } from 'react';
import { apiErrorMessage, errorMessages, useGetCoursesQuery } from 'shared-events';
import { ErrorText, PageContainer, Spinner } from 'shared-ui';
import { useLessonCounts } from '../model/useLessonCounts';
import type { CourseCardLayout } from './CourseCard';
import { CourseList } from './CourseList';
import styles from './CoursesPage.module.css';
import { ViewToggle } from './ViewToggle';

/** /courses: every course, as a grid or a list. */
export default function CoursesPage() {
  const [layout, setLayout] = useState<CourseCardLayout>('grid');
  const { data: courses, error, isLoading } = useGetCoursesQuery();
  const lessonCounts = useLessonCounts(courses);

  return (
    <PageContainer>
      <div className={styles.toolbar}>
        <h1>All Courses</h1>
        <ViewToggle value={layout} onChange={setLayout} />
      </div>
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
