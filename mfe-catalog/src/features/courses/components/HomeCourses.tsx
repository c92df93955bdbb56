import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { apiErrorMessage, errorMessages, useGetCoursesQuery } from 'shared-events';
import { ErrorText, Spinner } from 'shared-ui';
import { CourseList } from './CourseList';

/** How many cards the home page row shows. */
const HOME_COURSE_COUNT = 3;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Home-page region: a short row of course cards. */
export default function HomeCourses() {
  const headingId = useId();
  const { data: courses, error, isLoading } = useGetCoursesQuery();

  return (
    <section aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>Popular Courses</h2>
        <Link to="/courses">View all courses</Link>
      </Header>
      {isLoading && <Spinner label="Loading courses" />}
      {error && <ErrorText role="alert">{apiErrorMessage(error, errorMessages.courses)}</ErrorText>}
      {courses && <CourseList courses={courses.slice(0, HOME_COURSE_COUNT)} compact label="Popular courses" />}
    </section>
  );
}
